/**
 * The content's and blog's tables, and the names PostgreSQL's change notifications go by: written once here,
 * for the migrations that make them and the repositories that query them.
 */
export const SITE_CONTENT_TABLE = 'site_content';
/** The channel every change of the site's content notifies on PostgreSQL (content-changes.ts listens). */
export const CONTENT_CHANNEL = 'site_content_changed';
/** The PostgreSQL function and trigger that NOTIFY it after each update of the row, in its transaction. */
export const CONTENT_NOTIFY_FUNCTION = 'site_content_notify';
export const CONTENT_NOTIFY_TRIGGER = 'trg_site_content_notify';

export const BLOG_POSTS_TABLE = 'blog_posts';
/** The old slugs that answer 301 to their post's current one. */
export const BLOG_SLUGS_TABLE = 'blog_slugs';
export const BLOG_REVISIONS_TABLE = 'blog_revisions';
/** The unique index on (language, slug): two saves racing for one slug, the second is refused by it. */
export const BLOG_SLUG_INDEX = 'uq_blog_posts_language_slug';
export const BLOG_REVISIONS_INDEX = 'ix_blog_revisions_post';
