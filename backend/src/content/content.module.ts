import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesModule } from '../images/images.module';
import { BlogController } from './blog/blog.controller';
import { BlogPostRow, BlogRevisionRow, BlogSlugRow } from './blog/blog-post.entity';
import { BlogStore } from './blog/blog-store';
import { BlogService } from './blog/blog.service';
import { PostRevisionsRepository } from './blog/post-revisions.repository';
import { PostRevisionsService } from './blog/post-revisions.service';
import { PostSaves } from './blog/post-saves';
import { PostsRepository } from './blog/posts.repository';
import { PublishSchedule } from './blog/publish-schedule';
import { AdminSiteContentController, SiteContentController } from './content.controller';
import { contentChangesProvider } from './content-changes';
import { ContentImageUses } from './content-image-uses';
import { ContentService } from './content.service';
import { SITE_CONTENT_SOURCE } from '../site/site-content-source';
import { PublicContent } from './public-content';
import { SiteContentRow } from './site-content.entity';
import { SiteContentRepository } from './site-content.repository';

/**
 * The firm's facts and blog that staff edit (GET /api/site, /api/admin/site, /api/admin/blog) and the snapshot
 * the server renders from.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([SiteContentRow, BlogPostRow, BlogSlugRow, BlogRevisionRow]),
    ImagesModule,
  ],
  controllers: [SiteContentController, AdminSiteContentController, BlogController],
  providers: [
    SiteContentRepository,
    contentChangesProvider,
    ContentService,
    PublicContent,
    PostsRepository,
    PostRevisionsRepository,
    BlogStore,
    PostSaves,
    BlogService,
    PostRevisionsService,
    PublishSchedule,
    ContentImageUses,
    { provide: SITE_CONTENT_SOURCE, useExisting: PublicContent },
  ],
  exports: [ContentService, BlogService, SITE_CONTENT_SOURCE],
})
export class ContentModule {}
