/** The blog's read models (their OpenAPI schemas are in dto/). */
export const POST_LANGUAGES = ['es', 'en'] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A post's cover as pages show it: an uploaded image (srcset of its WebP widths) or a bundled illustration. */
export interface PostCover {
  /** The uploaded image, or null for a bundled file (the seeded posts' illustrations). */
  imageId: string | null;
  /** The fallback source: the widest JPEG, or the bundled file. */
  src: string;
  /** WebP widths, narrowest first; '' for a bundled file. */
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

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

/** A published post as every page is rendered from it. */
export interface PublicPost {
  id: string;
  language: PostLanguage;
  slug: string;
  title: string;
  excerpt: string;
  /** The body rendered from Markdown (raw HTML escaped): '' where a page needs only the summary. */
  html: string;
  /** When it went live, ISO 8601. */
  publishedAt: string;
  /** Its day in America/Bogota, YYYY-MM-DD. */
  publishDate: string;
  /** Computed from the body: "5 min". */
  readTime: string;
  category: string;
  tags: string[];
  author: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  cover: PostCover | null;
  updatedAt: string;
  /** Its published translation, or null. */
  translation: { language: PostLanguage; slug: string } | null;
}

/** What the site serves under the blog: published posts, newest first, and where old slugs now live. */
export interface BlogContent {
  posts: PublicPost[];
  /** Old path → current path of a published post (both without the origin). */
  redirects: Record<string, string>;
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
