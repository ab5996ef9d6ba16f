import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { ContentService } from '../content.service';
import { slugConflict, stalePost } from './blog-errors';
import { type BlogPostRow } from './blog-post.entity';
import { rowFields } from './blog-store';
import { type PostFields, type PostLanguage } from './blog.types';
import { PostRevisionsRepository } from './post-revisions.repository';
import { PostsRepository } from './posts.repository';
import { type StaffPost, staffView } from './staff-post';

/** How many saves of a post are kept to restore from. */
export const REVISIONS_KEPT = 30;

const POST_ID = /^[0-9a-f-]{36}$/;

/**
 * What every save of a post does, whoever saves it (an edit, a restore): the fields guarded by the
 * revision the editor loaded, the save kept as a revision, the old slug made a redirect, the translation
 * linked both ways; then the content version moved on so every instance reloads the blog.
 */
@Injectable()
export class PostSaves {
  constructor(
    private readonly posts: PostsRepository,
    private readonly revisions: PostRevisionsRepository,
    private readonly content: ContentService,
    private readonly clock: Clock,
  ) {}

  /** The post with this id, or a 404. */
  async existing(id: string): Promise<BlogPostRow> {
    const row = POST_ID.test(id) ? await this.posts.byId(id) : null;
    if (!row) throw new NotFoundException('No post has this id');
    return row;
  }

  /** The post with this id, or null (for an id no post could have too). */
  async find(id: string): Promise<BlogPostRow | null> {
    return POST_ID.test(id) ? this.posts.byId(id) : null;
  }

  /** The post as staff see it once the change is known to this instance. */
  async announce(id: string): Promise<StaffPost> {
    await this.content.bumpVersion();
    return staffView(await this.existing(id));
  }

  /** Saves `fields` over `before` (guarded by its revision), then keeps the revision, old slug and translation. */
  async write(before: BlogPostRow, fields: PostFields, actor: string): Promise<void> {
    if (!(await this.posts.writeFields(before.id, before.revision, fields, this.clock.now())))
      throw stalePost();
    await this.afterSave({ ...before, revision: before.revision + 1 }, fields, rowFields(before), actor);
  }

  /** What follows a save: `before` is the fields it replaced (null for a new post). */
  async afterSave(
    row: Pick<BlogPostRow, 'id' | 'revision'>,
    fields: PostFields,
    before: PostFields | null,
    actor: string,
  ): Promise<void> {
    await this.revisions.add(row.id, row.revision, fields, actor, this.clock.now(), REVISIONS_KEPT);
    // The slug it now has is nobody's old one; the slug it had answers 301.
    await this.posts.forgetOldSlug(fields.language, fields.slug);
    if (before && (before.slug !== fields.slug || before.language !== fields.language))
      await this.posts.keepOldSlug(before.language, before.slug, row.id);
    await this.linkTranslation(row.id, fields.translationId, before?.translationId ?? null);
  }

  /**
   * `base`, or base-2, base-3…: the first slug no other post of the language has or had (a made slug never
   * ends the redirect of another post's old URL).
   */
  async freeSlug(language: PostLanguage, base: string, id: string): Promise<string> {
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (await this.posts.slugTaken(language, slug, id)) continue;
      if (!(await this.posts.oldSlugTaken(language, slug, id))) return slug;
    }
  }

  /** Another post has the slug now: a 409. (An old slug of another post may be taken: its redirect then ends.) */
  async checkSlug(language: PostLanguage, slug: string, id: string): Promise<void> {
    if (await this.posts.slugTaken(language, slug, id)) throw slugConflict();
  }

  /** Translations point at each other: linking A to B unlinks whatever either was linked to before. */
  private async linkTranslation(id: string, next: string | null, previous: string | null): Promise<void> {
    if (previous !== null && previous !== next)
      await this.posts.setTranslation({ id: previous, translationId: id }, null);
    if (next === null) return;
    const other = await this.posts.byId(next);
    if (other?.translationId && other.translationId !== id)
      await this.posts.setTranslation({ id: other.translationId, translationId: next }, null);
    if (other?.translationId !== id) await this.posts.setTranslation({ id: next }, id);
  }
}
