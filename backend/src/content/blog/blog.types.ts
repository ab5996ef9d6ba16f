import { type BlogContent, type PostCover } from '@abogados/shared';

/** The blog's read models (their OpenAPI schemas are in dto/); what pages show of it is declared in shared/. */
export type { BlogContent, PostCover, PublicPost } from '@abogados/shared';

export const POST_LANGUAGES = ['es', 'en'] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** What staff write: every field of a post but its status and publish time. */
export interface PostFields {
  language: PostLanguage;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  category: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  cover: PostCover | null;
  author: string;
  /** The post in the other language this one translates, or null. */
  translationId: string | null;
}

/**
 * The blog as the server reads it: what the site shows, and the next scheduled publish time, which only
 * the server keeps (the public must not learn that a post is coming, or when). Null: none scheduled; past
 * for the moment a post whose time has come waits for the publisher (it is shown already).
 */
export interface BlogRead {
  content: BlogContent;
  nextPublishAt: Date | null;
}
