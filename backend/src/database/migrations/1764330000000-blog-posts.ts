import { type ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import {
  BLOG_POSTS_TABLE,
  BLOG_REVISIONS_INDEX,
  BLOG_REVISIONS_TABLE,
  BLOG_SLUG_INDEX,
  BLOG_SLUGS_TABLE,
} from '../schema/content';
import { randomBytes, randomUUID } from 'node:crypto';
import { SEED_POSTS } from '@abogados/shared';

const DATE_COLUMN = { type: Date } as unknown as ColumnMetadata;

/**
 * The blog moves out of the code: posts (one language each, linked to their translation), the slugs they
 * had before (their old URLs answer 301) and the revisions staff can restore. Seeded with the three posts
 * the site launched with, published on their original dates.
 */
export class BlogPosts1764330000000 implements MigrationInterface {
  name = 'BlogPosts1764330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const postgres = driver.options.type === 'postgres';
    const timestamp = String(driver.mappedDataTypes.createDate);
    const id = { type: 'varchar', length: '36' };
    await queryRunner.createTable(
      new Table({
        name: BLOG_POSTS_TABLE,
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'slug', type: 'varchar', length: '120' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'excerpt', type: 'text' },
          { name: 'body', type: 'text' },
          { name: 'category', type: 'varchar', length: '100' },
          { name: 'tags', type: 'text' },
          { name: 'seo_title', type: 'varchar', length: '200' },
          { name: 'seo_description', type: 'text' },
          { name: 'seo_keywords', type: 'text' },
          { name: 'cover', type: 'text', isNullable: true },
          { name: 'author', type: 'varchar', length: '120' },
          { name: 'translation_id', ...id, isNullable: true },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'publish_at', type: timestamp, isNullable: true },
          { name: 'preview_token', type: 'varchar', length: '43' },
          { name: 'revision', type: 'integer' },
          { name: 'created_at', type: timestamp },
          { name: 'updated_at', type: timestamp },
        ],
        indices: [
          new TableIndex({
            name: BLOG_SLUG_INDEX,
            columnNames: ['language', 'slug'],
            isUnique: true,
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: BLOG_SLUGS_TABLE,
        columns: [
          { name: 'language', type: 'varchar', length: '2', isPrimary: true },
          { name: 'slug', type: 'varchar', length: '120', isPrimary: true },
          { name: 'post_id', ...id },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: BLOG_REVISIONS_TABLE,
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'post_id', ...id },
          { name: 'revision', type: 'integer' },
          { name: 'fields', type: 'text' },
          { name: 'actor', type: 'varchar', length: '254' },
          { name: 'created_at', type: timestamp },
        ],
        indices: [new TableIndex({ name: BLOG_REVISIONS_INDEX, columnNames: ['post_id', 'created_at'] })],
      }),
    );

    const date = (value: Date) => driver.preparePersistentValue(value, DATE_COLUMN) as unknown;
    const params = (count: number) =>
      Array.from({ length: count }, (_, index) => (postgres ? `$${index + 1}` : '?')).join(', ');
    for (const post of SEED_POSTS) {
      const at = new Date(post.publishAt);
      const fields = {
        language: post.language,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        category: post.category,
        tags: post.tags,
        seoTitle: '',
        seoDescription: '',
        seoKeywords: post.seoKeywords,
        cover: post.cover,
        author: post.author,
        translationId: null,
      };
      await queryRunner.query(
        'INSERT INTO blog_posts (id, language, slug, title, excerpt, body, category, tags, seo_title, ' +
          'seo_description, seo_keywords, cover, author, translation_id, status, publish_at, preview_token, ' +
          `revision, created_at, updated_at) VALUES (${params(20)})`,
        [
          post.id,
          post.language,
          post.slug,
          post.title,
          post.excerpt,
          post.body,
          post.category,
          JSON.stringify(post.tags),
          '',
          '',
          JSON.stringify(post.seoKeywords),
          JSON.stringify(post.cover),
          post.author,
          null,
          'published',
          date(at),
          randomBytes(32).toString('base64url'),
          1,
          date(at),
          date(at),
        ],
      );
      await queryRunner.query(
        `INSERT INTO blog_revisions (id, post_id, revision, fields, actor, created_at) VALUES (${params(6)})`,
        [randomUUID(), post.id, 1, JSON.stringify(fields), 'system', date(at)],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(BLOG_REVISIONS_TABLE);
    await queryRunner.dropTable(BLOG_SLUGS_TABLE);
    await queryRunner.dropTable(BLOG_POSTS_TABLE);
  }
}
