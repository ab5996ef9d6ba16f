import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { type Resource, resource } from './representation';

/** Vite names everything under assets/ by content hash, so a URL there never changes its bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Images and the favicon keep their names across builds, so caches check back daily. */
const DAILY = 'public, max-age=86400';

/** The types a built site holds; anything else goes as bytes rather than being guessed. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** The blog's feeds (feed.xml in each language's blog) are Atom documents. */
const ATOM_FEED = /(?:^|\/)feed\.xml$/;

export function contentTypeOf(file: string): string {
  if (ATOM_FEED.test(file)) return 'application/atom+xml; charset=utf-8';
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Every regular file under the public dir, as `/`-separated paths relative to it. Symbolic links and
 * dot-files are left out, so nothing this lists (and so nothing the site serves) lies outside the dir.
 */
export function listPublicFiles(publicDir: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) files.add(`${prefix}${entry.name}`);
    }
  };
  walk(publicDir, '');
  return files;
}

/** Files that are never served at their own URL: variants, HTML (pages have route paths) and the manifest. */
function isHidden(file: string): boolean {
  return /\.(br|gz|html)$/i.test(file) || file === 'site.json';
}

/**
 * Loads every static asset into memory, keyed by URL path, with its build-time .br/.gz siblings. The
 * public dir is a few MB, and a Map lookup beats a disk read per request. `exclude` holds the files
 * site.json names: they are served at their routes with the public URL filled in, never raw.
 */
export function loadStaticAssets(
  publicDir: string,
  files: Set<string>,
  exclude: Set<string>,
): Map<string, Resource> {
  const assets = new Map<string, Resource>();
  for (const file of files) {
    if (isHidden(file) || exclude.has(file)) continue;
    const read = (name: string) => (files.has(name) ? readFileSync(join(publicDir, name)) : undefined);
    const headers = {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': file.startsWith('assets/') ? IMMUTABLE : DAILY,
    };
    const body = readFileSync(join(publicDir, file));
    assets.set(`/${file}`, resource(headers, body, { br: read(`${file}.br`), gzip: read(`${file}.gz`) }));
  }
  return assets;
}
