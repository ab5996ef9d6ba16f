import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCanonicalPath } from './canonical';

export const MANIFEST_FILE = 'site.json';

/** An unknown path under `prefix` is answered with `file` (with status 404). */
export interface NotFoundEntry {
  prefix: string;
  file: string;
}

/** site.json, written by the frontend build beside the pages it lists. Files are relative to the public dir. */
export interface SiteManifest {
  /** The literal standing for the site's absolute origin in every listed file. */
  token: string;
  /** Route path → prerendered HTML page. */
  pages: Record<string, string>;
  /** Most specific first; the first entry whose prefix the path starts with wins. */
  notFound: NotFoundEntry[];
  /** Route paths kept out of search engines. */
  noindex: string[];
  /** Fixed path → text file (robots.txt, sitemap.xml). */
  documents: Record<string, string>;
  /** SHA-256 of the site content the pages were rendered from (its canonical text, without the version). */
  contentHash?: string;
}

/** A build that does not hold together; the server refuses to start rather than serve half a site. */
export class SiteManifestError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringMap(value: unknown, field: string, fail: (message: string) => never): Record<string, string> {
  if (!isObject(value)) fail(`"${field}" must be an object of path → file`);
  for (const [path, file] of Object.entries(value)) {
    if (!isCanonicalPath(path)) fail(`"${field}" path ${JSON.stringify(path)} is not a canonical path`);
    if (typeof file !== 'string') fail(`"${field}" entry ${path} must name a file`);
  }
  return value as Record<string, string>;
}

function notFoundList(value: unknown, fail: (message: string) => never): NotFoundEntry[] {
  if (!Array.isArray(value)) fail('"notFound" must be a list of { prefix, file }');
  for (const entry of value as unknown[]) {
    if (!isObject(entry) || typeof entry.prefix !== 'string' || typeof entry.file !== 'string') {
      fail('"notFound" entries must be { prefix, file }');
    }
    if (!entry.prefix.startsWith('/'))
      fail(`"notFound" prefix ${JSON.stringify(entry.prefix)} must start with /`);
  }
  const entries = value as NotFoundEntry[];
  // Without a catch-all, some unknown path would have no page to answer with.
  if (!entries.some((entry) => entry.prefix === '/')) fail('"notFound" needs an entry for the prefix /');
  return entries.map(({ prefix, file }) => ({ prefix, file }));
}

/**
 * Reads and checks site.json. Every file it names must be a regular file of the public dir (`files`,
 * from listPublicFiles), so a half-written build or a name reaching outside the dir stops start-up.
 */
export function readSiteManifest(publicDir: string, files: Set<string>): SiteManifest {
  const source = join(publicDir, MANIFEST_FILE);
  const fail: (message: string) => never = (message) => {
    throw new SiteManifestError(`Broken site build, ${source}: ${message}. Run "npm run build" again.`);
  };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(source, 'utf8'));
  } catch (err) {
    fail(`cannot be read as JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!isObject(raw)) fail('must hold an object');
  if (typeof raw.token !== 'string' || raw.token === '') fail('"token" must be a non-empty string');
  const pages = stringMap(raw.pages, 'pages', fail);
  if (Object.keys(pages).length === 0) fail('"pages" lists no page');
  const documents = stringMap(raw.documents ?? {}, 'documents', fail);
  const notFound = notFoundList(raw.notFound, fail);
  const noindex = raw.noindex ?? [];
  if (
    !Array.isArray(noindex) ||
    noindex.some((path) => typeof path !== 'string' || !Object.hasOwn(pages, path))
  ) {
    fail('"noindex" must list paths that are pages');
  }

  for (const path of Object.keys(documents)) {
    if (Object.hasOwn(pages, path)) fail(`${path} is both a page and a document`);
  }
  const named = [
    ...Object.entries(pages).map(([path, file]) => ({ file, what: `page ${path}` })),
    ...Object.entries(documents).map(([path, file]) => ({ file, what: `document ${path}` })),
    ...notFound.map(({ prefix, file }) => ({ file, what: `not-found page for ${prefix}` })),
  ];
  for (const { file, what } of named) {
    if (!files.has(file)) fail(`it names ${file} (${what}), which is not a file in ${publicDir}`);
  }
  if (raw.contentHash !== undefined && typeof raw.contentHash !== 'string')
    fail('"contentHash" must be a string');
  return {
    token: raw.token as string,
    pages,
    notFound,
    noindex: noindex as string[],
    documents,
    contentHash: raw.contentHash as string | undefined,
  };
}
