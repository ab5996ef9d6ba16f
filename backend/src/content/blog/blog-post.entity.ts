import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ImageKey } from '../../images/image-key.entity';
import {
  BLOG_POSTS_TABLE,
  BLOG_REVISIONS_INDEX,
  BLOG_REVISIONS_TABLE,
  BLOG_SLUG_INDEX,
  BLOG_SLUGS_TABLE,
} from '../../database/schema/content';

/**
 * A blog post in one language. Lists (tags, keywords) and the cover are JSON texts; `revision` counts the
 * saves, so an editor working from an older one is told instead of overwriting (409).
 */
@Entity({ name: BLOG_POSTS_TABLE })
@Index(BLOG_SLUG_INDEX, ['language', 'slug'], { unique: true })
export class BlogPostRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  excerpt: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 100 })
  category: string;

  @Column({ type: 'text' })
  tags: string;

  @Column({ name: 'seo_title', type: 'varchar', length: 200 })
  seoTitle: string;

  @Column({ name: 'seo_description', type: 'text' })
  seoDescription: string;

  @Column({ name: 'seo_keywords', type: 'text' })
  seoKeywords: string;

  @Column({ type: 'text', nullable: true })
  cover: string | null;

  /** The uploaded cover's id (also in `cover`), a foreign key: its image cannot be deleted under it. */
  @Column({ name: 'cover_image_id', type: 'varchar', length: 16, nullable: true })
  coverImageId: string | null;

  @ManyToOne(() => ImageKey, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'cover_image_id' })
  coverImage?: ImageKey;

  @Column({ type: 'varchar', length: 120 })
  author: string;

  @Column({ name: 'translation_id', type: 'varchar', length: 36, nullable: true })
  translationId: string | null;

  @Column({ type: 'varchar', length: 10 })
  status: string;

  @Column({ name: 'publish_at', type: Date, nullable: true })
  publishAt: Date | null;

  /** The secret part of the post's preview URL. */
  @Column({ name: 'preview_token', type: 'varchar', length: 43 })
  previewToken: string;

  @Column({ type: 'integer' })
  revision: number;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;
}

/** A slug a post had before: its old URL answers 301 to the current one. */
@Entity({ name: BLOG_SLUGS_TABLE })
export class BlogSlugRow {
  @PrimaryColumn({ type: 'varchar', length: 2 })
  language: string;

  @PrimaryColumn({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ name: 'post_id', type: 'varchar', length: 36 })
  postId: string;
}

/** A post's fields as one save left them, with who saved. */
@Entity({ name: BLOG_REVISIONS_TABLE })
@Index(BLOG_REVISIONS_INDEX, ['postId', 'createdAt'])
export class BlogRevisionRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'post_id', type: 'varchar', length: 36 })
  postId: string;

  @Column({ type: 'integer' })
  revision: number;

  @Column({ type: 'text' })
  fields: string;

  @Column({ type: 'varchar', length: 254 })
  actor: string;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;
}
