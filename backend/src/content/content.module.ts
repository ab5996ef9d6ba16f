import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSiteContentController, SiteContentController } from './content.controller';
import { ContentService } from './content.service';
import { SiteContentRow } from './site-content.entity';

/** The firm's facts that staff edit (GET /api/site, /api/admin/site) and the snapshot the server renders from. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteContentRow])],
  controllers: [SiteContentController, AdminSiteContentController],
  providers: [ContentService],
  exports: [ContentService],
})
export class ContentModule {}
