import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { SiteService } from './site';

/** The site's pages, rendered from the firm's current content; see SiteService. */
@Module({ imports: [ContentModule], providers: [SiteService], exports: [SiteService] })
export class SiteModule {}
