import { Injectable, type OnModuleInit } from '@nestjs/common';
import { mediaImageIds } from '../images/image-rules';
import { type ImageUse, type ImageUseSource, ImageUses } from '../images/image-uses';
import { PostsRepository } from './blog/posts.repository';
import { type PostLanguage, type PostStatus } from './blog/blog.types';
import { SiteContentRepository } from './site-content.repository';

type Found = Array<{ imageId: string; use: ImageUse }>;

/**
 * Tells the images module which images the content shows: the attorney's and the home page's photos, and
 * each post's cover and the images in its text (drafts too: they will show them). Read from the database,
 * so a change made on another instance counts at once. Revisions do not count: restoring one whose cover
 * was deleted is refused like any cover naming no image.
 */
@Injectable()
export class ContentImageUses implements ImageUseSource, OnModuleInit {
  constructor(
    private readonly site: SiteContentRepository,
    private readonly posts: PostsRepository,
    private readonly uses: ImageUses,
  ) {}

  onModuleInit(): void {
    this.uses.register(this);
  }

  async imageUses(): Promise<Found> {
    const [site, posts] = await Promise.all([this.site.photos(), this.posts.imageFields()]);
    const found: Found = [];
    if (site?.attorneyPhotoId) found.push({ imageId: site.attorneyPhotoId, use: { kind: 'attorney' } });
    if (site?.heroPhotoId) found.push({ imageId: site.heroPhotoId, use: { kind: 'hero' } });
    for (const post of posts) {
      const use = (field: 'cover' | 'body'): ImageUse => ({
        kind: 'blog-post',
        id: post.id,
        title: post.title,
        language: post.language as PostLanguage,
        status: post.status as PostStatus,
        field,
      });
      if (post.coverImageId) found.push({ imageId: post.coverImageId, use: use('cover') });
      for (const imageId of mediaImageIds(post.body)) found.push({ imageId, use: use('body') });
    }
    return found;
  }
}
