// Page assembly: the built index.html with a page's head, its body as React renders it, the links its
// code needs and the content it was rendered from. Used by the build (every route, from the seed
// content) and by the server (any route, from the content staff keep in the database).
import type { SsrBuildFiles } from '@abogados/shared';
import { isStaffPath, pageModule } from '../app/routes';
import { pageContent } from '../content/blog';
import type { SiteContent } from '../content/site-content';
import type { PageHead } from '../features/seo/page-head';
import { headTags, PUBLIC_URL_TOKEN, serializeJson } from '../features/seo/render-head';
import { BOOKING_STATE_ID, type RenderedBookingState } from '../features/booking/booking-state';
import { PAGE_CODE_ID, SITE_CONTENT_ID, START_ATTRIBUTE, START_ON_INTERACTION } from './site-content-id';

/** What the client build leaves for the server renderer, beside the SSR bundle. */
export const TEMPLATE_FILE = 'page-template.html';
export const CLIENT_MANIFEST_FILE = 'client-manifest.json';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface BuildAssets {
  /**
   * The template cut where a page goes in (cutTemplate): public pages', staff pages' (with the stylesheet),
   * and public pages' without the app's code (a page that is never to hydrate).
   */
  parts: { public: TemplateParts; staff: TemplateParts; plain: TemplateParts };
  manifest: Manifest;
  /** Files the template already loads: the entry's script, its imports and the stylesheet. */
  inTemplate: Set<string>;
  links: Map<string, string>;
}

// The stylesheet is the one file the first paint waits for: list it before the scripts and preloads. Once
// the build has inlined the public pages' critical CSS (scripts/critical-css.mjs), it is that <style>, and the
// client entry loads the whole stylesheet it names without blocking.
const STYLESHEET =
  /\s*(?:<link rel="stylesheet"[^>]*>|<style data-stylesheet="[^"]*"[^>]*>[\s\S]*?<\/style>)/;
const CRITICAL = /^<style data-stylesheet="([^"]*)"/;
// The app's code the template loads: a page without code (pageDocument's `code: false`) leaves it out.
const TEMPLATE_CODE = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
// React writes the hero image's preload hint at the start of the body it renders; it belongs in <head>.
const LEADING_HINTS = /^(?:<link rel="preload"[^>]*>)+/;
// What React writes for a boundary that suspended while rendering: hidden HTML plus an inline script.
const STREAMING = /<div hidden id="S:|<template id="B:|\$RC\(/;

/** The JS and CSS files a chunk needs before it runs: itself and its static imports, transitively. */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  const closure = { js: [] as string[], css: [] as string[] };
  if (seen.has(key)) return closure;
  seen.add(key);
  closure.js.push(chunk.file);
  closure.css.push(...(chunk.css ?? []));
  for (const dep of chunk.imports ?? []) {
    const inner = chunkClosure(manifest, dep, seen);
    closure.js.push(...inner.js);
    closure.css.push(...inner.css);
  }
  return closure;
}

/** Where a page goes into the template, in document order: the template is cut there once, not searched per page. */
const LANG = /<html lang="[^"]*"/;
const MARKERS = ['<!--app-head-->', '</head>', '<!--app-html-->', '</body>'] as const;
/** The template's text before `<html lang="…"`, between it and each marker, and after the last. */
type TemplateParts = readonly [string, string, string, string, string, string];

function cutTemplate(template: string): TemplateParts {
  const lang = LANG.exec(template);
  if (!lang) throw new Error('The page template has no <html lang="…">');
  const parts = [template.slice(0, lang.index)];
  let rest = template.slice(lang.index + lang[0].length);
  for (const marker of MARKERS) {
    const at = rest.indexOf(marker);
    if (at === -1) throw new Error(`The page template has no ${marker}`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + marker.length);
  }
  parts.push(rest);
  return parts as unknown as TemplateParts;
}

let assets: BuildAssets | undefined;

/**
 * Takes in the build's outputs the renderer needs, the files TEMPLATE_FILE and CLIENT_MANIFEST_FILE as text
 * (the caller reads them: the renderer touches no files).
 */
export function loadBuildAssets(files: SsrBuildFiles): void {
  const builtTemplate = files.template;
  const manifest = JSON.parse(files.manifest) as Manifest;
  const stylesheet = STYLESHEET.exec(builtTemplate)?.[0].trim() ?? '';
  const template = builtTemplate
    .replace(STYLESHEET, '')
    .replace('<!--app-head-->', () => `${stylesheet}\n    <!--app-head-->`);
  const entry = chunkClosure(manifest, 'index.html');
  const href = CRITICAL.exec(stylesheet)?.[1];
  // The template's critical CSS (`<style data-stylesheet>`) stands for the stylesheet it names. Staff pages
  // render in the browser, after their code: they wait for that whole stylesheet instead.
  const staffTemplate = href
    ? template.replace(stylesheet, () => `<link rel="stylesheet" crossorigin href="${href}">`)
    : template;
  assets = {
    parts: {
      public: cutTemplate(template),
      staff: cutTemplate(staffTemplate),
      plain: cutTemplate(template.replace(TEMPLATE_CODE, '')),
    },
    manifest,
    inTemplate: new Set([...entry.js, ...entry.css]),
    links: new Map(),
  };
}

/**
 * The page's own code: its stylesheets (none while the build writes one stylesheet), and its chunks in a
 * data block the client entry preloads once the page is painted, so it hydrates without a waterfall.
 */
function pageLinks(build: BuildAssets, path: string): string {
  const module = pageModule(path);
  const known = build.links.get(module);
  if (known !== undefined) return known;
  const { js, css } = chunkClosure(build.manifest, module);
  const chunks = [...new Set(js)].filter((file) => !build.inTemplate.has(file)).map((file) => `/${file}`);
  const links = [
    ...[...new Set(css)]
      .filter((file) => !build.inTemplate.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="application/json" id="${PAGE_CODE_ID}"${startAttribute(path)}>${serializeJson(chunks)}</script>`,
  ];
  const html = links.map((link) => `    ${link}\n`).join('');
  build.links.set(module, html);
  return html;
}

/**
 * When the client entry fetches the app: a public page is complete without it and waits for the visitor's
 * first interaction; a staff page is drawn by its code and fetches it at once.
 */
function startAttribute(path: string): string {
  return isStaffPath(path) ? '' : ` ${START_ATTRIBUTE}="${START_ON_INTERACTION}"`;
}

/** A booking page's state, beside the content, for the page to hydrate with (features/booking/booking-state). */
function embeddedBooking(booking: RenderedBookingState | undefined): string {
  return booking
    ? `  <script type="application/json" id="${BOOKING_STATE_ID}">${serializeJson(booking)}</script>\n`
    : '';
}

/** The data block the browser hydrates from (app/start.tsx reads it). */
function embeddedContent(content: SiteContent): string {
  return `<script type="application/json" id="${SITE_CONTENT_ID}">${serializeJson(content)}</script>`;
}

const EMBEDDED = new RegExp(`<script type="application/json" id="${SITE_CONTENT_ID}">[^<]*</script>`);

/**
 * A page rendered from earlier content that a change did not touch, with the new content in its data
 * block: its HTML is the same, and the browser must hydrate (and navigate on) with the content now.
 */
export function withEmbeddedContent(html: string, content: SiteContent, path: string): string {
  return html.replace(EMBEDDED, () => embeddedContent(pageContent(path, content)));
}

/**
 * The whole document, embedding `content`: what the page was rendered with (pageContent). Absolute URLs carry PUBLIC_URL_TOKEN, which the server replaces with its public
 * URL. Put together from the template's parts: page text may contain "$&" and the like, and goes in as it is.
 * With `code: false` the page is complete without its code and never hydrates: no scripts, no page code and
 * no data block (a post's preview; the server's answer to a form sent without JavaScript).
 */
export function pageDocument(
  path: string,
  head: PageHead,
  body: string,
  content: SiteContent,
  { code = true, booking }: { code?: boolean; booking?: RenderedBookingState } = {},
): string {
  const build = assets;
  if (!build) throw new Error('loadBuildAssets() must run before a page is rendered');
  if (STREAMING.test(body))
    throw new Error(`${path} suspended while rendering: its HTML would be incomplete`);
  const hints = LEADING_HINTS.exec(body)?.[0] ?? '';
  const rest = body.slice(hints.length);
  const data = code ? `  ${embeddedContent(content)}\n${embeddedBooking(booking)}` : '';
  const links = code ? pageLinks(build, path) : '';
  const [start, head0, head1, body0, body1, end] =
    build.parts[!code ? 'plain' : isStaffPath(path) ? 'staff' : 'public'];
  return (
    `${start}<html lang="${head.lang}"${head0}${headTags(head, PUBLIC_URL_TOKEN)}${head1}` +
    `${hints ? `    ${hints}\n` : ''}${links}  </head>${body0}${rest}${body1}` +
    `${data}  </body>${end}`
  );
}
