import { Module } from '@nestjs/common';
import { SiteService } from './site';

/** The site's pages, rendered from the firm's current content; see SiteService. */
@Module({ providers: [SiteService], exports: [SiteService] })
export class SiteModule {}
