import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesModule } from '../images/images.module';
import { AdminSiteContentController, SiteContentController } from './content.controller';
import { ContentService } from './content.service';
import { SITE_CONTENT_SOURCE } from '../site/site-content-source';
import { PublicContent } from './public-content';
import { SiteContentRow } from './site-content.entity';

/** The firm's facts that staff edit (GET /api/site, /api/admin/site) and the snapshot the server renders from. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteContentRow]), ImagesModule],
  controllers: [SiteContentController, AdminSiteContentController],
  providers: [ContentService, PublicContent, { provide: SITE_CONTENT_SOURCE, useExisting: PublicContent }],
  exports: [ContentService, SITE_CONTENT_SOURCE],
})
export class ContentModule {}
