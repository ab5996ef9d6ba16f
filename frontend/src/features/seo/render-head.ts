// PageHead → the HTML that goes inside <head>. Pure string work, shared by the prerenderer (Node)
// and the client hook, so the static HTML and the live document carry the very same tags.
import type { PageHead, SocialTag } from './page-head';
import type { JsonLd, JsonValue } from './structured-data';

/**
 * The origin the build writes into the static HTML. The server replaces this literal with the
 * configured public URL when it loads the files, so one build serves any domain.
 */
export const PUBLIC_URL_TOKEN = '%PUBLIC_URL%';

/** Marks every element headTags writes (all but <title>), so the client can swap the set on navigation. */
export const HEAD_ATTRIBUTE = 'data-head';

/** JSON-LD properties whose string values are site paths when they start with a single "/". */
const SITE_PATH_KEYS: ReadonlySet<string> = new Set(['@id', 'url', 'item', 'image', 'logo']);

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&"'<>]/g, (char) => ATTRIBUTE_ESCAPES[char]);
}

/**
 * JSON inside <script>: "<" becomes \u003c so neither "</script>" nor "<!--" can end or confuse the
 * element; ">" and "&" likewise, and the two line separators JavaScript parsers reject in strings.
 */
export function serializeJsonLd(value: JsonLd): string {
  return serializeJson(value);
}

/** Any JSON for a data block in the page (JSON-LD, the site content the page was rendered from). */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/** origin + path, with no doubled slash when the origin ends in one. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

function absolutize(value: JsonValue, origin: string, key?: string): JsonValue {
  if (typeof value === 'string') {
    return key !== undefined && SITE_PATH_KEYS.has(key) && isSitePath(value)
      ? absoluteUrl(origin, value)
      : value;
  }
  if (Array.isArray(value)) return value.map((item: JsonValue) => absolutize(item, origin, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, child]) => [name, absolutize(child as JsonValue, origin, name)]),
    );
  }
  return value;
}

function element(name: 'meta' | 'link', attributes: Record<string, string>): string {
  const rendered = Object.entries(attributes)
    .map(([attribute, value]) => ` ${attribute}="${escapeHtml(value)}"`)
    .join('');
  return `<${name} ${HEAD_ATTRIBUTE}${rendered}>`;
}

function socialTag(tag: SocialTag, origin: string): string {
  const content = 'path' in tag ? absoluteUrl(origin, tag.path) : tag.content;
  // Open Graph is defined on property=; Twitter's cards read name=.
  const attribute = tag.property.startsWith('twitter:') ? 'name' : 'property';
  return element('meta', { [attribute]: tag.property, content });
}

/** The HTML for inside <head>: one element a line, every URL absolute against `origin`. */
export function headTags(head: PageHead, origin: string): string {
  const url = (path: string) => absoluteUrl(origin, path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    element('meta', { name: 'description', content: head.description }),
  ];
  if (head.keywords?.length)
    tags.push(element('meta', { name: 'keywords', content: head.keywords.join(', ') }));
  if (head.robots) tags.push(element('meta', { name: 'robots', content: head.robots }));
  if (head.canonicalPath !== null)
    tags.push(element('link', { rel: 'canonical', href: url(head.canonicalPath) }));
  for (const alternate of head.alternates) {
    tags.push(element('link', { rel: 'alternate', hreflang: alternate.hreflang, href: url(alternate.path) }));
  }
  for (const feed of head.feeds ?? []) {
    tags.push(
      element('link', {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: feed.title,
        href: url(feed.path),
      }),
    );
  }
  for (const tag of head.openGraph) tags.push(socialTag(tag, origin));
  for (const data of head.jsonLd) {
    const json = serializeJsonLd(absolutize(data, origin) as JsonLd);
    tags.push(`<script ${HEAD_ATTRIBUTE} type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n');
}
