import { randomBytes, randomUUID } from 'node:crypto';
import { headingId, imageSources } from '@abogados/shared';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../../audit/audit.service';
import { Clock } from '../../common/clock';
import { yearsAfter } from '../../common/date-time-rules';
import { isForeignKeyViolation } from '../../common/database-errors';
import { ImagesService } from '../../images/images.service';
import { ContentService } from '../content.service';
import { coverGone, invalid, slugConflict, stalePost } from './blog-errors';
import { BlogPostRow } from './blog-post.entity';
import { type PostCover, type PostFields, type PostStatus } from './blog.types';
import { PostRevisionsRepository } from './post-revisions.repository';
import { PostSaves } from './post-saves';
import { postColumns, PostsRepository, SlugTaken } from './posts.repository';
import { type StaffPost, staffView } from './staff-post';

/** What staff send: the fields, the cover as an uploaded image's id (null: keep the bundled illustration). */
export type PostInput = Omit<PostFields, 'cover' | 'slug'> & {
  /** '' or absent: made from the title. */
  slug?: string;
  cover: { imageId: string | null; alt: string } | null;
};

/** The earliest date a post may be given: an earlier year is a typo (0225 for 2025) that would publish it at once. */
export const EARLIEST_POST_DATE = new Date('2000-01-01T00:00:00.000Z');
/**
 * How many years ahead a post may be scheduled: more than any plan of a firm's blog, less than a typo
 * (2062 for 2026) that would keep a post hidden for decades while staff think it is on its way.
 */
export const SCHEDULE_YEARS = 5;

/** How often a made slug is made again when other saves keep taking it first. */
const SLUG_ATTEMPTS = 5;

/**
 * A slug made from a title: "¿Qué es la tutela?" → "que-es-la-tutela" (at most 80 characters, as heading
 * ids). A title without a letter or digit a URL keeps ("🙂") gives "post", not the headings' "section".
 */
export function slugFrom(title: string): string {
  const slug = headingId(title);
  return slug === 'section' && !/section/i.test(title) ? 'post' : slug;
}

/**
 * Staff's posts: write, publish, unpublish, delete. Each change is a few single-row statements (SQLite
 * shares one connection, so no transaction spans them), and ends by bumping the content version: every
 * instance then reloads the published posts. A post's `revision` guards against overwriting a save made
 * since the editor loaded it. (Revisions: PostRevisionsService; the schedule: PublishSchedule.)
 */
@Injectable()
export class BlogService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly revisions: PostRevisionsRepository,
    private readonly saves: PostSaves,
    private readonly content: ContentService,
    private readonly images: ImagesService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<StaffPost[]> {
    return (await this.posts.all()).map(staffView);
  }

  async get(id: string): Promise<StaffPost> {
    return staffView(await this.saves.existing(id));
  }

  async create(input: PostInput, actor: string): Promise<StaffPost> {
    const now = this.clock.now();
    const id = randomUUID();
    const { fields, row } = await this.saving(input, id, null, async (fields) => {
      const row = Object.assign(new BlogPostRow(), {
        ...postColumns(fields),
        id,
        status: 'draft',
        publishAt: null,
        previewToken: randomBytes(32).toString('base64url'),
        revision: 1,
        createdAt: now,
        updatedAt: now,
      });
      await this.posts.insert(row);
      return { fields, row };
    });
    await this.saves.afterSave(row, fields, null, actor);
    await this.audit.record(actor, 'post_created', `post ${id}`, fields.title);
    return this.saves.announce(id);
  }

  async update(id: string, input: PostInput, revision: number, actor: string): Promise<StaffPost> {
    const before = await this.saves.existing(id);
    if (before.revision !== revision) throw stalePost();
    const fields = await this.saving(input, id, before, async (fields) => {
      await this.saves.write(before, fields, actor);
      return fields;
    });
    await this.audit.record(actor, 'post_updated', `post ${id}`, fields.title);
    return this.saves.announce(id);
  }

  /** Live now, or at `at` (a future time schedules it; a past one dates it back). */
  async publish(id: string, at: Date | undefined, actor: string): Promise<StaffPost> {
    const row = await this.saves.existing(id);
    const now = this.clock.now();
    const when = at ?? now;
    const latest = yearsAfter(now, SCHEDULE_YEARS);
    if (when < EARLIEST_POST_DATE || when > latest)
      throw invalid(
        'at',
        `at must be between ${EARLIEST_POST_DATE.toISOString()} and five years from now (${latest.toISOString()})`,
      );
    const status: PostStatus = when > now ? 'scheduled' : 'published';
    await this.posts.setStatus(id, status, when, now);
    await this.audit.record(
      actor,
      status === 'scheduled' ? 'post_scheduled' : 'post_published',
      `post ${id}`,
      `${row.title} (${when.toISOString()})`,
    );
    return this.saves.announce(id);
  }

  /** Back to draft: the page answers 404 again. */
  async unpublish(id: string, actor: string): Promise<StaffPost> {
    const row = await this.saves.existing(id);
    await this.posts.setStatus(id, 'draft', null, this.clock.now());
    await this.audit.record(actor, 'post_unpublished', `post ${id}`, row.title);
    return this.saves.announce(id);
  }

  async remove(id: string, actor: string): Promise<void> {
    const row = await this.saves.existing(id);
    await this.revisions.removeAll(id);
    await this.posts.remove(id);
    await this.audit.record(actor, 'post_deleted', `post ${id}`, row.title);
    await this.content.bumpVersion();
  }

  /**
   * Saves what staff sent with `save`. Another save may take the slug between the check and the write
   * (the unique index refuses the second): a made slug is then made again, a chosen one is a 409.
   */
  private async saving<T>(
    input: PostInput,
    id: string,
    before: BlogPostRow | null,
    save: (fields: PostFields) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const fields = await this.resolve(input, id, before);
      try {
        return await save(fields);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw coverGone();
        if (!(error instanceof SlugTaken)) throw error;
        if (input.slug || attempt >= SLUG_ATTEMPTS) throw slugConflict();
      }
    }
  }

  /** The stored fields for what staff sent: the slug made or checked, the translation and cover checked. */
  private async resolve(input: PostInput, id: string, before: BlogPostRow | null): Promise<PostFields> {
    const language = input.language;
    let slug = input.slug ?? '';
    if (slug === '') slug = await this.saves.freeSlug(language, slugFrom(input.title), id);
    else await this.saves.checkSlug(language, slug, id);
    if (input.translationId !== null) {
      if (input.translationId === id) throw invalid('translationId', 'a post cannot be its own translation');
      const other = await this.saves.find(input.translationId);
      if (!other) throw invalid('translationId', 'no post has this id');
      if (other.language === language)
        throw invalid('translationId', 'the translation must be a post in the other language');
    }
    return { ...input, slug, cover: await this.cover(input.cover, before) };
  }

  private async cover(input: PostInput['cover'], before: BlogPostRow | null): Promise<PostCover | null> {
    if (input === null) return null;
    if (input.imageId === null) {
      const current = before?.cover ? (JSON.parse(before.cover) as PostCover) : null;
      if (!current || current.imageId !== null)
        throw invalid('cover.imageId', 'upload an image for the cover first, and give its id');
      return { ...current, alt: input.alt };
    }
    const image = await this.images.describe(input.imageId);
    if (!image) throw coverGone();
    return {
      imageId: image.id,
      ...imageSources(image),
      width: image.width,
      height: image.height,
      alt: input.alt,
    };
  }
}
