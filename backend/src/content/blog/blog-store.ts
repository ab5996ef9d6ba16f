import { byCodeUnits, renderMarkdown, readTime } from '@abogados/shared';
import { Injectable } from '@nestjs/common';
import { mediaImageIds } from '../../images/image-rules';
import { ImagesService } from '../../images/images.service';
import { postPath } from './blog-paths';
import { type BlogPostRow } from './blog-post.entity';
import { PostsRepository } from './posts.repository';
import {
  type BlogRead,
  type PostCover,
  type PostFields,
  type PostLanguage,
  type PostStatus,
  type PublicPost,
} from './blog.types';

const BOGOTA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Bogota',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant in Medellín. */
export const bogotaDay = (instant: Date): string => BOGOTA_DAY.format(instant);

/** A row's editable fields. */
export function rowFields(row: BlogPostRow): PostFields {
  return {
    language: row.language as PostLanguage,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    category: row.category,
    tags: JSON.parse(row.tags) as string[],
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: JSON.parse(row.seoKeywords) as string[],
    cover: row.cover === null ? null : (JSON.parse(row.cover) as PostCover),
    author: row.author,
    translationId: row.translationId,
  };
}

/** Live on the site at `now`: published, or scheduled for a time already past (the publisher flips it soon). */
export function isLive(row: Pick<BlogPostRow, 'status' | 'publishAt'>, now: Date): boolean {
  const status = row.status as PostStatus;
  if (status === 'published') return true;
  return status === 'scheduled' && row.publishAt !== null && row.publishAt <= now;
}

/**
 * Reads the blog as the site shows it: the published posts with their bodies rendered, newest first, and
 * the old slugs that redirect to them; and, for the server alone, the next scheduled publish time. Also a
 * post's private preview, rendered the same way.
 */
@Injectable()
export class BlogStore {
  constructor(
    private readonly posts: PostsRepository,
    private readonly images: ImagesService,
  ) {}

  /** HTML rendered for bodies without uploaded images, by body. */
  private readonly rendered = new Map<string, string>();

  async read(now: Date): Promise<BlogRead> {
    const rows = await this.posts.shown();
    // Only the bodies still published stay kept.
    const bodies = new Set(rows.map((row) => row.body));
    for (const body of this.rendered.keys()) if (!bodies.has(body)) this.rendered.delete(body);
    const live = rows.filter((row) => isLive(row, now));
    // A scheduled post whose time has come counts until the publisher flips it: the time, now past, is
    // what tells every instance's publisher to act, however often the content is read meanwhile.
    const upcoming = rows
      .filter((row) => row.status === 'scheduled' && row.publishAt !== null)
      .map((row) => row.publishAt!.getTime());
    const byId = new Map(live.map((row) => [row.id, row]));
    const posts = await Promise.all(live.map((row) => this.toPublic(row, byId)));
    posts.sort((a, b) => byCodeUnits(b.publishedAt, a.publishedAt) || byCodeUnits(a.slug, b.slug));

    const redirects: Record<string, string> = {};
    for (const old of await this.posts.oldSlugsOf([...byId.keys()])) {
      const post = byId.get(old.postId)!;
      if (old.language !== post.language || old.slug !== post.slug)
        redirects[postPath(old.language as PostLanguage, old.slug)] = postPath(
          post.language as PostLanguage,
          post.slug,
        );
    }
    return {
      content: { posts, redirects },
      nextPublishAt: upcoming.length > 0 ? new Date(Math.min(...upcoming)) : null,
    };
  }

  /** A post's page as it will look, for its preview URL: undefined when no post has this token. */
  async preview(token: string, now: Date): Promise<PublicPost | undefined> {
    const row = await this.posts.byPreviewToken(token);
    if (!row) return undefined;
    const others = await this.posts.shown(row.id);
    const live = new Map(others.filter((other) => isLive(other, now)).map((other) => [other.id, other]));
    return this.toPublic(row, live);
  }

  /** A post as its page shows it (a draft too, for its preview); `live` are the posts that can be linked to. */
  private async toPublic(row: BlogPostRow, live: ReadonlyMap<string, BlogPostRow>): Promise<PublicPost> {
    const fields = rowFields(row);
    const translation = fields.translationId === null ? undefined : live.get(fields.translationId);
    const publishedAt = row.publishAt ?? row.updatedAt;
    return {
      id: row.id,
      language: fields.language,
      slug: fields.slug,
      title: fields.title,
      excerpt: fields.excerpt,
      html: await this.html(fields.body),
      publishedAt: publishedAt.toISOString(),
      publishDate: bogotaDay(publishedAt),
      readTime: readTime(fields.body),
      category: fields.category,
      tags: fields.tags,
      author: fields.author,
      seoTitle: fields.seoTitle,
      seoDescription: fields.seoDescription,
      seoKeywords: fields.seoKeywords,
      cover: fields.cover,
      updatedAt: row.updatedAt.toISOString(),
      translation:
        translation && translation.language !== row.language && translation.translationId === row.id
          ? { language: translation.language as PostLanguage, slug: translation.slug }
          : null,
    };
  }

  /** The body's HTML, its uploaded images given their widths and sizes. */
  private async html(body: string): Promise<string> {
    const ids = mediaImageIds(body);
    // A body without uploaded images renders the same every time: each content reload (any change, on any
    // server) re-reads every post, and keeps the HTML it rendered for the bodies that did not change.
    const kept = ids.length === 0 ? this.rendered.get(body) : undefined;
    if (kept !== undefined) return kept;
    const described = await Promise.all(ids.map(async (id) => [id, await this.images.describe(id)] as const));
    const images = new Map(described);
    const html = renderMarkdown(body, { image: (id) => images.get(id) });
    if (ids.length === 0) this.rendered.set(body, html);
    return html;
  }
}
