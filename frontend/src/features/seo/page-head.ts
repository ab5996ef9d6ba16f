// What goes in each page's <head>, decided in one place. Pure: no React, no DOM, so the build's
// prerenderer runs it in Node for every route and the client runs it on every navigation.
import { findRoute, pathFor, type RouteEntry, type RouteKey } from '../../app/route-table';
import { concretePaths, PER_REQUEST_ROUTES } from '../../app/site-paths';
import { postAt, postPath, type BlogPost } from '../../content/blog';
import { homeCopy } from '../../content/home';
import {
  pageMeta,
  singleLanguagePages,
  withFirmName,
  type MetaRouteKey,
  type PageMeta,
} from '../../content/page-meta';
import type { SiteContent } from '../../content/site-content';
import { translate } from '../../i18n/dictionary';
import { languageFromPath, type Language } from '../../i18n/language';
import { breadcrumbTrail } from './breadcrumbs';
import {
  attorneyPerson,
  blogPosting,
  breadcrumbList,
  firmImage,
  legalService,
  type JsonLd,
} from './structured-data';

export type PageKind = 'page' | 'post' | 'postNotFound' | 'notFound';

export interface Alternate {
  hreflang: Language | 'x-default';
  /** Site path; the renderer makes it absolute. */
  path: string;
}

/** og:* and article:* tags render as property=, twitter:* as name=. `path` values are made absolute. */
export type SocialTag = { property: string; content: string } | { property: string; path: string };

export interface PageHead {
  kind: PageKind;
  /** The route-table entry, null for a path the site does not have. */
  routeKey: RouteKey | null;
  /** <html lang>: the language of the page's main content. */
  lang: Language;
  title: string;
  description: string;
  /** Null for pages search engines must not index (404s, staff panel). */
  canonicalPath: string | null;
  /**
   * hreflang links, empty on noindex pages. A page in both languages lists both and x-default,
   * identically on the two pages of the pair; a page in one language lists itself and x-default.
   */
  alternates: Alternate[];
  robots?: 'noindex, nofollow';
  keywords?: readonly string[];
  /** The Atom feeds the page links to (the blog's pages: their language's feed). */
  feeds?: { title: string; path: string }[];
  openGraph: SocialTag[];
  jsonLd: JsonLd[];
}

const NOINDEX = 'noindex, nofollow';
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;
const OG_LOCALE: Record<Language, string> = { es: 'es_CO', en: 'en_US' };

/** Lowercase, no trailing slash ("/" stays "/"): the form concretePaths() lists. */
export function canonicalPathname(pathname: string): string {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const concrete = new WeakMap<SiteContent, ReadonlySet<string>>();
function isConcrete(path: string, content: SiteContent): boolean {
  let paths = concrete.get(content);
  if (!paths) concrete.set(content, (paths = new Set(concretePaths(content))));
  return paths.has(path);
}

/** The blog's Atom feed of a language. */
export const feedPath = (language: Language): string => `${pathFor('blog', language)}/feed.xml`;

function blogFeeds(language: Language, content: SiteContent): PageHead['feeds'] {
  return [{ title: `${content.firm.name} – ${translate(language, 'blog.title')}`, path: feedPath(language) }];
}

/** A post's title keeps the firm's name only when the whole still fits a search result. */
function postTitle(post: BlogPost, firmName: string): string {
  if (post.seoTitle !== '') return post.seoTitle;
  const branded = withFirmName(post.title, firmName);
  return branded.length <= TITLE_MAX ? branded : post.title;
}

/** Cuts at a word boundary and marks the cut, so no description runs past what results show. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * hreflang links of an indexable page. A pair names both languages with x-default on the Spanish page;
 * a page published in one language names itself, since search engines want every page's set to
 * include the page itself and read a set without x-default as having no fallback.
 */
function alternatesFor(entry: RouteEntry | null, lang: Language, path: string): Alternate[] {
  if (entry === null || entry.en === null || entry.en.includes('/:')) {
    return [
      { hreflang: lang, path },
      { hreflang: 'x-default', path },
    ];
  }
  return [
    { hreflang: 'es', path: entry.es },
    { hreflang: 'en', path: entry.en },
    { hreflang: 'x-default', path: entry.es },
  ];
}

function baseJsonLd(key: RouteKey | null, language: Language, path: string, content: SiteContent): JsonLd[] {
  const trail = key ? breadcrumbTrail(key, language, path) : null;
  const firm = legalService(language, content);
  return trail ? [firm, breadcrumbList(trail)] : [firm];
}

function homeSocial(meta: PageMeta, language: Language, path: string, content: SiteContent): SocialTag[] {
  const other: Language = language === 'es' ? 'en' : 'es';
  const imageAlt = homeCopy[language].hero.imageAlt;
  const image = firmImage(content);
  const firm = content.firm;
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: firm.name },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', path },
    // The only picture of the firm's city there is; see the report about a raster version.
    { property: 'og:image', path: image.src },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: OG_LOCALE[language] },
    { property: 'og:locale:alternate', content: OG_LOCALE[other] },
    { property: 'twitter:card', content: 'summary_large_image' },
    { property: 'twitter:title', content: meta.title },
    { property: 'twitter:description', content: meta.description },
    { property: 'twitter:image', path: image.src },
    { property: 'twitter:image:alt', content: imageAlt },
  ];
}

function coverTags(post: BlogPost): SocialTag[] {
  const cover = post.cover;
  if (!cover) return [];
  return [
    { property: 'og:image', path: cover.src },
    { property: 'og:image:width', content: String(cover.width) },
    { property: 'og:image:height', content: String(cover.height) },
    { property: 'og:image:alt', content: cover.alt },
  ];
}

function postSocial(post: BlogPost, description: string, path: string, firmName: string): SocialTag[] {
  return [
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: firmName },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: description },
    { property: 'og:url', path },
    ...coverTags(post),
    { property: 'og:locale', content: OG_LOCALE[post.language] },
    ...(post.translation
      ? [{ property: 'og:locale:alternate', content: OG_LOCALE[post.translation.language] }]
      : []),
    { property: 'article:published_time', content: post.publishedAt },
    { property: 'article:modified_time', content: post.updatedAt },
    { property: 'article:section', content: post.category },
    { property: 'article:author', content: post.author },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    { property: 'twitter:card', content: 'summary_large_image' },
    { property: 'twitter:title', content: post.title },
    { property: 'twitter:description', content: description },
    ...(post.cover
      ? [
          { property: 'twitter:image', path: post.cover.src },
          { property: 'twitter:image:alt', content: post.cover.alt },
        ]
      : []),
  ];
}

/**
 * A post's hreflang links: with a published translation, both and x-default (the Spanish one), the same
 * on the two pages; without, itself and x-default.
 */
function postAlternates(post: BlogPost, path: string): Alternate[] {
  const translation = post.translation;
  if (!translation) return alternatesFor(null, post.language, path);
  const other = postPath(translation);
  const [es, en] = post.language === 'es' ? [path, other] : [other, path];
  return [
    { hreflang: 'es', path: es },
    { hreflang: 'en', path: en },
    { hreflang: 'x-default', path: es },
  ];
}

function missingHead(kind: 'notFound' | 'postNotFound', path: string, content: SiteContent): PageHead {
  const lang = languageFromPath(path);
  const { notFound, postNotFound } = pageMeta(content);
  const meta = (kind === 'notFound' ? notFound : postNotFound)[lang];
  return {
    kind,
    routeKey: kind === 'postNotFound' ? 'blogPost' : null,
    lang,
    ...meta,
    canonicalPath: null,
    alternates: [],
    robots: NOINDEX,
    openGraph: [],
    jsonLd: baseJsonLd(null, lang, path, content),
  };
}

function postHead(post: BlogPost, path: string, content: SiteContent): PageHead {
  const description = clip(post.seoDescription || post.excerpt, DESCRIPTION_MAX);
  return {
    kind: 'post',
    routeKey: 'blogPost',
    lang: post.language,
    title: postTitle(post, content.firm.name),
    description,
    canonicalPath: path,
    alternates: postAlternates(post, path),
    keywords: post.seoKeywords,
    feeds: blogFeeds(post.language, content),
    openGraph: postSocial(post, description, path, content.firm.name),
    jsonLd: [
      ...baseJsonLd('blogPost', post.language, path, content),
      blogPosting(post, path, content.firm.name),
    ],
  };
}

const NOINDEX_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'admin',
  'thankYou',
  'bookingConfirmed',
  'bookingManage',
]);

function routeHead(key: MetaRouteKey, entry: RouteEntry, path: string, content: SiteContent): PageHead {
  const single: Partial<Record<RouteKey, Language>> = singleLanguagePages;
  const lang = single[key] ?? languageFromPath(path);
  const meta = pageMeta(content).pages[key][lang];
  // The staff panel, the page a sent form lands on and a booking's own pages are not for search results.
  const staff = NOINDEX_ROUTES.has(key);
  const jsonLd = baseJsonLd(key, lang, path, content);
  if (key === 'attorneys') jsonLd.push(attorneyPerson(lang, path, content));
  return {
    kind: 'page',
    routeKey: key,
    lang,
    ...meta,
    canonicalPath: staff ? null : path,
    alternates: staff ? [] : alternatesFor(entry, lang, path),
    ...(staff ? { robots: NOINDEX } : {}),
    openGraph: key === 'home' ? homeSocial(meta, lang, path, content) : [],
    ...(key === 'blog' ? { feeds: blogFeeds(lang, content) } : {}),
    jsonLd,
  };
}

/**
 * The head of the page at `pathname` (a route path; it is put in canonical form first). A concrete
 * route gets its page's head; a blog-post URL the site does not have gets 'post not found'; any
 * other path gets the 404 page's head, in the language its path implies.
 */
export function pageHead(pathname: string, content: SiteContent): PageHead {
  const path = canonicalPathname(pathname);
  const entry = findRoute(path);
  // A booking's own pages exist for every private link the server knows, which no list holds.
  if (entry && PER_REQUEST_ROUTES.has(entry.key))
    return routeHead(entry.key as MetaRouteKey, entry, path, content);
  if (!isConcrete(path, content) || !entry) {
    return missingHead(entry?.key === 'blogPost' ? 'postNotFound' : 'notFound', path, content);
  }
  if (entry.key === 'blogPost') {
    const post = postAt(content, path);
    return post ? postHead(post, path, content) : missingHead('postNotFound', path, content);
  }
  return routeHead(entry.key, entry, path, content);
}
