// A post as the editor holds it while staff type, and back to what the API takes; the server's field errors;
// the status line the list shows; a scheduled time read on Medellín's clock.
import type { PostInput, PostLanguage, StaffPost } from '../../../../lib/api/endpoints';
import { httpFailureOf } from '../../../../lib/http-error';
import { formatDay, formatSubmissionDate } from '../../shared/utils/format-date';
import type { StaffI18n } from '../../shared/i18n/use-staff-i18n';
import { fieldErrorsOf, type FieldErrors } from '../../shared/utils/form-fields';

export const POST_LANGUAGES = ['es', 'en'] as const satisfies readonly PostLanguage[];

/** The cover as the editor shows it: the image (null: a seeded post's bundled illustration), its alt text, a source to preview. */
export interface CoverDraft {
  imageId: string | null;
  alt: string;
  src: string;
}

/** Every field as typed: lists as comma-separated text. */
export interface PostDraft {
  language: PostLanguage;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  category: string;
  tags: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  cover: CoverDraft | null;
  author: string;
  translationId: string | null;
}

/** A new post: empty but for its language and its author (the attorney, as the site names them). */
export function emptyDraft(language: PostLanguage, author: string): PostDraft {
  return {
    language,
    title: '',
    slug: '',
    excerpt: '',
    body: '',
    category: '',
    tags: '',
    seoTitle: '',
    seoDescription: '',
    seoKeywords: '',
    cover: null,
    author,
    translationId: null,
  };
}

const commaText = (list: readonly string[]) => list.join(', ');

/** The items of a comma-separated text: each trimmed, empty ones left out. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function draftOf(post: StaffPost): PostDraft {
  return {
    language: post.language,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body,
    category: post.category,
    tags: commaText(post.tags),
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    seoKeywords: commaText(post.seoKeywords),
    cover: post.cover && { imageId: post.cover.imageId, alt: post.cover.alt, src: post.cover.src },
    author: post.author,
    translationId: post.translationId,
  };
}

/** What the API takes; an empty slug is left for the server to make from the title. */
export function inputOf(draft: PostDraft): PostInput {
  return {
    language: draft.language,
    title: draft.title,
    slug: draft.slug.trim(),
    excerpt: draft.excerpt,
    body: draft.body,
    category: draft.category,
    tags: commaList(draft.tags),
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    seoKeywords: commaList(draft.seoKeywords),
    cover: draft.cover && { imageId: draft.cover.imageId, alt: draft.cover.alt },
    author: draft.author,
    translationId: draft.translationId,
  };
}

/** The fields the server stores no post without, as the editor names them (a cover's text: "cover.alt"). */
export type RequiredField = 'title' | 'excerpt' | 'body' | 'category' | 'author' | 'cover.alt';

/**
 * What a draft still lacks for the server to store it (PostInputDto: these must not be empty once trimmed; a
 * cover needs its text), in the form's order. Empty: a new post can save itself.
 */
export function missingForDraft(draft: PostDraft): RequiredField[] {
  const blank = (text: string) => text.trim() === '';
  const missing = (['title', 'excerpt', 'body', 'category', 'author'] as const).filter((key) =>
    blank(draft[key]),
  );
  return draft.cover && blank(draft.cover.alt) ? [...missing, 'cover.alt'] : missing;
}

/** The blog's address of a post, as the site's route table has it. */
export function publicPath(language: PostLanguage, slug: string): string {
  return `${language === 'es' ? '/blog' : '/en/blog'}/${slug}`;
}

/**
 * The per-field messages of an answer that names fields: a 400 (any field) or a 409 whose `errors` says the
 * slug is taken. None for anything else.
 */
export function postFieldErrors(error: unknown): FieldErrors {
  return fieldErrorsOf(error, undefined, [400, 409]);
}

/** A 409 that is not about a field: another save came after the revision this editor loaded. */
export function isStaleSave(error: unknown): boolean {
  return httpFailureOf(error)?.status === 409 && Object.keys(postFieldErrors(error)).length === 0;
}

/** The id of a field in the editor ("cover.alt" → "post-cover-alt"), where its error lands. */
export const postFieldId = (path: string): string => `post-${path.replace(/\./g, '-')}`;

/** Medellín keeps UTC-5 all year (no daylight saving). */
const BOGOTA_OFFSET = '-05:00';

/** A date (YYYY-MM-DD) and time (HH:MM) typed as Medellín's, as the ISO date-time the API takes; null if incomplete. */
export function bogotaDateTime(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return `${date}T${time}:00${BOGOTA_OFFSET}`;
}

/** A date and time on Medellín's clock, in the panel's language. */
export function postDateTime(iso: string, { locale }: StaffI18n): string {
  return formatSubmissionDate(iso, locale);
}

/** The day a date-time falls on in Medellín, in the panel's language ("4 de diciembre de 2026"). */
function postDay(iso: string | number, { locale }: StaffI18n): string {
  return formatDay(iso, locale);
}

/**
 * What the preview stands for, over it: a draft (and the day it would carry if published now, `now`), a
 * scheduled post and when it goes out, or the post on the site and its date.
 */
export function previewBanner(post: StaffPost | null, i18n: StaffI18n, now: number): string {
  const t = i18n.copy.blog.banner;
  if (!post || post.status === 'draft' || post.publishAt === null) return t.draft(postDay(now, i18n));
  if (post.status === 'scheduled') return t.scheduled(postDateTime(post.publishAt, i18n));
  return t.published(postDay(post.publishAt, i18n));
}

/** A value as the server stores it: its texts trimmed and in NFC, as its rules normalise them. */
function stored(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFC').trim();
  if (Array.isArray(value)) return value.map(stored);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, stored(inner)]));
  return value;
}

/** Whether two drafts would save the same post (spaces around texts, lists' spacing, a cover's preview aside). */
export function sameInput(a: PostDraft, b: PostDraft): boolean {
  return JSON.stringify(stored(inputOf(a))) === JSON.stringify(stored(inputOf(b)));
}

/**
 * The form once a save has answered: a field typed since it was sent stays as typed, and so does one the
 * server stored as typed (but for spaces around it), so the field staff are in keeps its cursor and undo;
 * the others show what the server made of them (the slug it made from the title).
 */
export function afterSave(current: PostDraft, sent: PostDraft, saved: PostDraft): PostDraft {
  const keys = Object.keys(saved) as (keyof PostDraft)[];
  return Object.fromEntries(
    keys.map((key) => {
      const kept = current[key] !== sent[key] || sameInput({ ...saved, [key]: current[key] }, saved);
      return [key, kept ? current[key] : saved[key]];
    }),
  ) as unknown as PostDraft;
}

/** Draft; scheduled for <date and time>; published <day>. */
export function postStatusText(post: StaffPost, i18n: StaffI18n): string {
  const t = i18n.copy.blog.status;
  if (post.status === 'draft' || post.publishAt === null) return t.draft;
  if (post.status === 'scheduled') return t.scheduled(postDateTime(post.publishAt, i18n));
  return t.published(postDay(post.publishAt, i18n));
}
