import { randomBytes, randomUUID } from 'node:crypto';
import { headingId, imageSources, readTime } from '@abogados/shared';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsWhere, In, Not, QueryFailedError, Repository } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { Clock } from '../../common/clock';
import { yearsAfter } from '../../common/date-time-rules';
import { isForeignKeyViolation } from '../../common/database-errors';
import { errorMessage } from '../../common/error-message';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ImagesService } from '../../images/images.service';
import { ContentService } from '../content.service';
import { postPath, previewPath } from './blog-paths';
import { BlogPostRow, BlogRevisionRow, BlogSlugRow } from './blog-post.entity';
import { BlogStore, isLive, rowFields } from './blog-store';
import {
  type PostCover,
  type PostFields,
  type PostLanguage,
  type PostStatus,
  type PublicPost,
} from './blog.types';

/** What staff send: the fields, the cover as an uploaded image's id (null: keep the bundled illustration). */
export type PostInput = Omit<PostFields, 'cover' | 'slug'> & {
  /** '' or absent: made from the title. */
  slug?: string;
  cover: { imageId: string | null; alt: string } | null;
};

export interface StaffPost extends PostFields {
  id: string;
  status: PostStatus;
  publishAt: string | null;
  revision: number;
  readTime: string;
  createdAt: string;
  updatedAt: string;
  /** Where visitors find it once published. */
  path: string;
  /** The private preview, for staff. */
  previewPath: string;
}

export interface RevisionSummary {
  id: string;
  revision: number;
  title: string;
  slug: string;
  actor: string;
  createdAt: string;
}

/** How many saves of a post are kept to restore from. */
export const REVISIONS_KEPT = 30;

const STALE =
  'The post was changed by someone else since it was loaded: reload it, then make the change again';

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    message: 'Validation failed',
    errors: { [field]: message },
  });
}

function slugConflict(): ConflictException {
  return new ConflictException({
    statusCode: 409,
    message: 'Another post in this language has this slug',
    errors: { slug: 'another post in this language has this slug: choose another' },
  });
}

/** The cover's image was deleted between the check and the write (its foreign key refused the write). */
function coverGone(): BadRequestException {
  return invalid('cover.imageId', 'no uploaded image has this id: upload it first');
}

/** The unique index on (language, slug) refused a write: another save took the slug since it was checked. */
function isSlugClash(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = error.driverError as { code?: string; constraint?: string; message?: string };
  if (driver.code === '23505') return driver.constraint === 'uq_blog_posts_language_slug';
  return (
    driver.code === 'SQLITE_CONSTRAINT' && /blog_posts\.language, blog_posts\.slug/.test(driver.message ?? '')
  );
}

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
 * Staff's writes to the blog. Each change is a few single-row statements (SQLite shares one connection, so
 * no transaction spans them), and ends by bumping the content version: every instance then reloads the
 * published posts. A post's `revision` guards against overwriting a save made since the editor loaded it.
 */
@Injectable()
export class BlogService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Blog');
  private timer?: NodeJS.Timeout;
  private publishing?: Promise<unknown>;

  constructor(
    @InjectRepository(BlogPostRow) private readonly posts: Repository<BlogPostRow>,
    @InjectRepository(BlogSlugRow) private readonly slugs: Repository<BlogSlugRow>,
    @InjectRepository(BlogRevisionRow) private readonly revisions: Repository<BlogRevisionRow>,
    private readonly store: BlogStore,
    private readonly content: ContentService,
    private readonly images: ImagesService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {}

  /**
   * Every instance watches the next scheduled time as it follows the content version: when it has come,
   * it publishes what is due (one instance wins each post) and the version bump reaches the others.
   */
  onApplicationBootstrap(): void {
    if (!this.adapterHost?.httpAdapter) return;
    this.timer = setInterval(() => void this.publishWhenDue(), this.config.contentPollMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.publishing;
  }

  private publishWhenDue(): void {
    const next = this.content.nextPublishAt();
    if (this.publishing || next === null || next > this.clock.now()) return;
    this.publishing = this.publishDue()
      .catch((error) => this.logger.error(`Cannot publish the scheduled posts: ${errorMessage(error)}`))
      .finally(() => (this.publishing = undefined));
  }

  async list(): Promise<StaffPost[]> {
    const rows = await this.posts.find({ order: { updatedAt: 'DESC' } });
    return rows.map((row) => this.staffView(row));
  }

  async get(id: string): Promise<StaffPost> {
    return this.staffView(await this.row(id));
  }

  async create(input: PostInput, actor: string): Promise<StaffPost> {
    const now = this.clock.now();
    const id = randomUUID();
    const { fields, row } = await this.saving(input, id, null, async (fields) => {
      const row = this.posts.create({
        ...this.columns(fields),
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
    await this.afterSave(row, fields, null, actor);
    await this.audit.record(actor, 'post_created', `post ${id}`, fields.title);
    return this.changed(id);
  }

  async update(id: string, input: PostInput, revision: number, actor: string): Promise<StaffPost> {
    const before = await this.row(id);
    if (before.revision !== revision) throw new ConflictException(STALE);
    const fields = await this.saving(input, id, before, async (fields) => {
      await this.write(before, fields, actor);
      return fields;
    });
    await this.audit.record(actor, 'post_updated', `post ${id}`, fields.title);
    return this.changed(id);
  }

  /** Live now, or at `at` (a future time schedules it; a past one dates it back). */
  async publish(id: string, at: Date | undefined, actor: string): Promise<StaffPost> {
    const row = await this.row(id);
    const now = this.clock.now();
    const when = at ?? now;
    const latest = yearsAfter(now, SCHEDULE_YEARS);
    if (when < EARLIEST_POST_DATE || when > latest)
      throw invalid(
        'at',
        `at must be between ${EARLIEST_POST_DATE.toISOString()} and five years from now (${latest.toISOString()})`,
      );
    const status: PostStatus = when > now ? 'scheduled' : 'published';
    await this.posts.update({ id }, { status, publishAt: when, updatedAt: now });
    await this.audit.record(
      actor,
      status === 'scheduled' ? 'post_scheduled' : 'post_published',
      `post ${id}`,
      `${row.title} (${when.toISOString()})`,
    );
    return this.changed(id);
  }

  /** Back to draft: the page answers 404 again. */
  async unpublish(id: string, actor: string): Promise<StaffPost> {
    const row = await this.row(id);
    await this.posts.update({ id }, { status: 'draft', publishAt: null, updatedAt: this.clock.now() });
    await this.audit.record(actor, 'post_unpublished', `post ${id}`, row.title);
    return this.changed(id);
  }

  async remove(id: string, actor: string): Promise<void> {
    const row = await this.row(id);
    await this.setTranslation({ translationId: id }, null);
    await this.revisions.delete({ postId: id });
    await this.slugs.delete({ postId: id });
    await this.posts.delete({ id });
    await this.audit.record(actor, 'post_deleted', `post ${id}`, row.title);
    await this.content.bumpVersion();
  }

  async history(id: string): Promise<RevisionSummary[]> {
    await this.row(id);
    const rows = await this.revisions.find({
      where: { postId: id },
      order: { revision: 'DESC' },
      take: REVISIONS_KEPT,
    });
    return rows.map((row) => {
      const fields = JSON.parse(row.fields) as PostFields;
      return {
        id: row.id,
        revision: row.revision,
        title: fields.title,
        slug: fields.slug,
        actor: row.actor,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  /** The post's fields as that save left them, saved again as its newest revision. */
  async restore(id: string, revisionId: string, actor: string): Promise<StaffPost> {
    const before = await this.row(id);
    const saved = await this.revisions.findOneBy({ id: revisionId, postId: id });
    if (!saved) throw new NotFoundException('This post has no such revision');
    const fields = JSON.parse(saved.fields) as PostFields;
    // The translation may have been deleted since.
    if (fields.translationId !== null && !(await this.posts.existsBy({ id: fields.translationId })))
      fields.translationId = null;
    await this.checkSlug(fields.language, fields.slug, id);
    await this.write(before, fields, actor).catch((error: unknown) => {
      throw isSlugClash(error) ? slugConflict() : isForeignKeyViolation(error) ? coverGone() : error;
    });
    await this.audit.record(actor, 'post_restored', `post ${id}`, `revision ${saved.revision}`);
    return this.changed(id);
  }

  /**
   * Publishes every scheduled post whose time has come. Each is flipped by one conditional statement, so
   * with several instances running this at once, exactly one records it.
   */
  async publishDue(): Promise<number> {
    const now = this.clock.now();
    const due = await this.posts.find({
      where: { status: 'scheduled' },
      select: { id: true, publishAt: true, title: true },
    });
    let published = 0;
    for (const post of due.filter((row) => row.publishAt !== null && row.publishAt <= now)) {
      const result = await this.posts
        .createQueryBuilder()
        .update(BlogPostRow)
        .set({ status: 'published' })
        .where("id = :id AND status = 'scheduled'", { id: post.id })
        .execute();
      if (result.affected !== 1) continue;
      published += 1;
      await this.audit.record('system', 'post_published', `post ${post.id}`, `${post.title} (scheduled)`);
    }
    if (published > 0) await this.content.bumpVersion();
    return published;
  }

  /** A post's page as it will look, for its preview URL: undefined when no post has this token. */
  async preview(token: string): Promise<PublicPost | undefined> {
    const row = await this.posts.findOneBy({ previewToken: token });
    if (!row) return undefined;
    const now = this.clock.now();
    const others = await this.posts.find({
      where: { id: Not(row.id), status: In(['published', 'scheduled']) },
    });
    const live = new Map(others.filter((other) => isLive(other, now)).map((other) => [other.id, other]));
    return this.store.toPublic(row, live);
  }

  private async row(id: string): Promise<BlogPostRow> {
    const row = /^[0-9a-f-]{36}$/.test(id) ? await this.posts.findOneBy({ id }) : null;
    if (!row) throw new NotFoundException('No post has this id');
    return row;
  }

  private staffView(row: BlogPostRow): StaffPost {
    const fields = rowFields(row);
    return {
      ...fields,
      id: row.id,
      status: row.status as PostStatus,
      publishAt: row.publishAt?.toISOString() ?? null,
      revision: row.revision,
      readTime: readTime(fields.body),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      path: postPath(fields.language, fields.slug),
      previewPath: previewPath(row.previewToken),
    };
  }

  /** The post as staff see it once the change is known to this instance. */
  private async changed(id: string): Promise<StaffPost> {
    await this.content.bumpVersion();
    return this.get(id);
  }

  private columns(fields: PostFields) {
    return {
      ...fields,
      tags: JSON.stringify(fields.tags),
      seoKeywords: JSON.stringify(fields.seoKeywords),
      cover: fields.cover === null ? null : JSON.stringify(fields.cover),
      coverImageId: fields.cover?.imageId ?? null,
    };
  }

  /** Saves `fields` over `before` (guarded by its revision), then keeps the revision, old slug and translation. */
  private async write(before: BlogPostRow, fields: PostFields, actor: string): Promise<void> {
    const result = await this.posts
      .createQueryBuilder()
      .update(BlogPostRow)
      .set({ ...this.columns(fields), revision: before.revision + 1, updatedAt: this.clock.now() })
      .where('id = :id AND revision = :revision', { id: before.id, revision: before.revision })
      .execute();
    if (result.affected !== 1) throw new ConflictException(STALE);
    await this.afterSave({ ...before, revision: before.revision + 1 }, fields, rowFields(before), actor);
  }

  private async afterSave(
    row: Pick<BlogPostRow, 'id' | 'revision'>,
    fields: PostFields,
    before: PostFields | null,
    actor: string,
  ): Promise<void> {
    const now = this.clock.now();
    await this.revisions.insert({
      id: randomUUID(),
      postId: row.id,
      revision: row.revision,
      fields: JSON.stringify(fields),
      actor,
      createdAt: now,
    });
    const old = await this.revisions.find({
      where: { postId: row.id },
      order: { revision: 'DESC' },
      skip: REVISIONS_KEPT,
      select: { id: true },
    });
    if (old.length > 0) await this.revisions.delete({ id: In(old.map((r) => r.id)) });

    // The slug it now has is nobody's old one; the slug it had answers 301.
    await this.slugs.delete({ language: fields.language, slug: fields.slug });
    if (before && (before.slug !== fields.slug || before.language !== fields.language)) {
      await this.slugs.delete({ language: before.language, slug: before.slug });
      await this.slugs.insert({ language: before.language, slug: before.slug, postId: row.id });
    }
    await this.linkTranslation(row.id, fields.translationId, before?.translationId ?? null);
  }

  /** Translations point at each other: linking A to B unlinks whatever either was linked to before. */
  private async linkTranslation(id: string, next: string | null, previous: string | null): Promise<void> {
    if (previous !== null && previous !== next)
      await this.setTranslation({ id: previous, translationId: id }, null);
    if (next === null) return;
    const other = await this.posts.findOneBy({ id: next });
    if (other?.translationId && other.translationId !== id)
      await this.setTranslation({ id: other.translationId, translationId: next }, null);
    if (other?.translationId !== id) await this.setTranslation({ id: next }, id);
  }

  /**
   * Links or unlinks the other side of a translation. Its revision moves on, so an editor who loaded it
   * before is told (409) instead of undoing the link with the next save.
   */
  private async setTranslation(
    where: FindOptionsWhere<BlogPostRow>,
    translationId: string | null,
  ): Promise<void> {
    await this.posts.update(where, { translationId, revision: () => 'revision + 1' });
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
        if (!isSlugClash(error)) throw error;
        if (input.slug || attempt >= SLUG_ATTEMPTS) throw slugConflict();
      }
    }
  }

  /** The stored fields for what staff sent: the slug made or checked, the translation and cover checked. */
  private async resolve(input: PostInput, id: string, before: BlogPostRow | null): Promise<PostFields> {
    const language = input.language;
    let slug = input.slug ?? '';
    if (slug === '') slug = await this.freeSlug(language, slugFrom(input.title), id);
    else await this.checkSlug(language, slug, id);
    if (input.translationId !== null) {
      if (input.translationId === id) throw invalid('translationId', 'a post cannot be its own translation');
      const other = /^[0-9a-f-]{36}$/.test(input.translationId)
        ? await this.posts.findOneBy({ id: input.translationId })
        : null;
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

  /**
   * `base`, or base-2, base-3…: the first slug no other post of the language has or had (a made slug never
   * ends the redirect of another post's old URL).
   */
  private async freeSlug(language: PostLanguage, base: string, id: string): Promise<string> {
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (await this.slugTaken(language, slug, id)) continue;
      if (!(await this.slugs.existsBy({ language, slug, postId: Not(id) }))) return slug;
    }
  }

  private async checkSlug(language: PostLanguage, slug: string, id: string): Promise<void> {
    if (await this.slugTaken(language, slug, id)) throw slugConflict();
  }

  /** Another post has the slug now. (An old slug of another post may be taken: its redirect then ends.) */
  private async slugTaken(language: PostLanguage, slug: string, id: string): Promise<boolean> {
    return this.posts.existsBy({ language, slug, id: Not(id) });
  }
}
