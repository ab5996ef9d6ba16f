import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, QueryFailedError, Repository } from 'typeorm';
import { BLOG_POSTS_TABLE, BLOG_SLUG_INDEX } from '../../database/schema/content';
import { BlogPostRow, BlogSlugRow } from './blog-post.entity';
import { type PostFields, type PostLanguage, type PostStatus } from './blog.types';

/** Another post of the language has the slug: the unique index refused the write. */
export class SlugTaken extends Error {
  constructor() {
    super('another post in this language has this slug');
  }
}

/** What a refused write says on each engine: PostgreSQL names the index, SQLite the columns. */
const SQLITE_SLUG_CLASH = new RegExp(`${BLOG_POSTS_TABLE}\\.language, ${BLOG_POSTS_TABLE}\\.slug`);

function isSlugClash(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = error.driverError as { code?: string; constraint?: string; message?: string };
  if (driver.code === '23505') return driver.constraint === BLOG_SLUG_INDEX;
  return driver.code === 'SQLITE_CONSTRAINT' && SQLITE_SLUG_CLASH.test(driver.message ?? '');
}

async function slugGuarded<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isSlugClash(error) ? new SlugTaken() : error;
  }
}

/** A post's fields as its columns store them (lists and the cover as JSON, the cover's image as a key). */
export function postColumns(fields: PostFields) {
  return {
    ...fields,
    tags: JSON.stringify(fields.tags),
    seoKeywords: JSON.stringify(fields.seoKeywords),
    cover: fields.cover === null ? null : JSON.stringify(fields.cover),
    coverImageId: fields.cover?.imageId ?? null,
  };
}

/** Which posts a translation link is changed on: by id, by what they link to, or both. */
export interface TranslationOf {
  id?: string;
  translationId?: string;
}

/**
 * The blog's posts and the old slugs that redirect to them. Each method is one statement (SQLite shares one
 * connection, so no transaction spans them); the same SQL on both engines. Writes that may take a slug
 * another save took first throw SlugTaken.
 */
@Injectable()
export class PostsRepository {
  constructor(
    @InjectRepository(BlogPostRow) private readonly posts: Repository<BlogPostRow>,
    @InjectRepository(BlogSlugRow) private readonly slugs: Repository<BlogSlugRow>,
  ) {}

  /** Every post, the last changed first. */
  all(): Promise<BlogPostRow[]> {
    return this.posts.find({ order: { updatedAt: 'DESC' } });
  }

  byId(id: string): Promise<BlogPostRow | null> {
    return this.posts.findOneBy({ id });
  }

  exists(id: string): Promise<boolean> {
    return this.posts.existsBy({ id });
  }

  byPreviewToken(token: string): Promise<BlogPostRow | null> {
    return this.posts.findOneBy({ previewToken: token });
  }

  /** The published and scheduled posts (but `exceptId`): what the site may show. */
  shown(exceptId?: string): Promise<BlogPostRow[]> {
    const status = In(['published', 'scheduled']);
    return this.posts.find({ where: exceptId === undefined ? { status } : { id: Not(exceptId), status } });
  }

  /** The scheduled posts, with what the publisher needs of them. */
  scheduled(): Promise<Array<Pick<BlogPostRow, 'id' | 'publishAt' | 'title'>>> {
    return this.posts.find({
      where: { status: 'scheduled' },
      select: { id: true, publishAt: true, title: true },
    });
  }

  /** The columns that name images: the cover's key and the body. */
  imageFields(): Promise<
    Array<Pick<BlogPostRow, 'id' | 'title' | 'language' | 'status' | 'coverImageId' | 'body'>>
  > {
    return this.posts.find({
      select: { id: true, title: true, language: true, status: true, coverImageId: true, body: true },
      order: { updatedAt: 'DESC' },
    });
  }

  async insert(row: BlogPostRow): Promise<void> {
    await slugGuarded(this.posts.insert(row));
  }

  /** The fields saved and the revision moved on, only while the post is at `revision`. Answers whether it was. */
  async writeFields(id: string, revision: number, fields: PostFields, at: Date): Promise<boolean> {
    const result = await slugGuarded(
      this.posts
        .createQueryBuilder()
        .update(BlogPostRow)
        .set({ ...postColumns(fields), revision: revision + 1, updatedAt: at })
        .where('id = :id AND revision = :revision', { id, revision })
        .execute(),
    );
    return result.affected === 1;
  }

  async setStatus(id: string, status: PostStatus, publishAt: Date | null, at: Date): Promise<void> {
    await this.posts.update({ id }, { status, publishAt, updatedAt: at });
  }

  /**
   * Publishes a scheduled post in one conditional statement: with several instances doing this at once,
   * exactly one is told it did (true).
   */
  async publishIfScheduled(id: string): Promise<boolean> {
    const result = await this.posts
      .createQueryBuilder()
      .update(BlogPostRow)
      .set({ status: 'published' })
      .where("id = :id AND status = 'scheduled'", { id })
      .execute();
    return result.affected === 1;
  }

  /**
   * Links or unlinks the other side of a translation. Its revision moves on, so an editor who loaded it
   * before is told (409) instead of undoing the link with the next save.
   */
  async setTranslation(where: TranslationOf, translationId: string | null): Promise<void> {
    await this.posts.update(where, { translationId, revision: () => 'revision + 1' });
  }

  /** The post, its old slugs, and the translation links to it. (Its revisions are PostRevisionsRepository's.) */
  async remove(id: string): Promise<void> {
    await this.setTranslation({ translationId: id }, null);
    await this.slugs.delete({ postId: id });
    await this.posts.delete({ id });
  }

  /** Another post of the language has the slug now. */
  slugTaken(language: PostLanguage, slug: string, exceptId: string): Promise<boolean> {
    return this.posts.existsBy({ language, slug, id: Not(exceptId) });
  }

  /** Another post had the slug, and its old URL redirects to it. */
  oldSlugTaken(language: PostLanguage, slug: string, exceptId: string): Promise<boolean> {
    return this.slugs.existsBy({ language, slug, postId: Not(exceptId) });
  }

  /** The slug no longer redirects (a post has it now, or its redirect moves). */
  async forgetOldSlug(language: PostLanguage, slug: string): Promise<void> {
    await this.slugs.delete({ language, slug });
  }

  /** The slug a post had redirects to it (to it alone, if another post's redirect had it). */
  async keepOldSlug(language: PostLanguage, slug: string, postId: string): Promise<void> {
    await this.slugs.delete({ language, slug });
    await this.slugs.insert({ language, slug, postId });
  }

  /** The old slugs of these posts. */
  oldSlugsOf(postIds: string[]): Promise<BlogSlugRow[]> {
    return postIds.length === 0 ? Promise.resolve([]) : this.slugs.find({ where: { postId: In(postIds) } });
  }
}
