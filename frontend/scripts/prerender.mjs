#!/usr/bin/env node
// Runs after the client and server builds. Leaves the template and the client manifest beside the SSR
// bundle (the server renders pages with them when the firm's content changes), then renders every
// route of both languages and the not-found pages from the seed content, writes robots.txt,
// sitemap.xml, the blog's feeds and site.json (the server's manifest), and precompresses the assets. Absolute URLs
// carry a token the server replaces with PUBLIC_URL at start-up. Page assembly is render() in
// src/entry-server.tsx.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compressAssets } from './compress.mjs';
import { criticalCss } from './critical-css.mjs';

const frontendDir = dirname(dirname(fileURLToPath(import.meta.url)));
const publicDir = resolve(frontendDir, '..', 'backend', 'public');
const ssrDir = join(frontendDir, 'dist-ssr');
const ssr = await import(pathToFileURL(join(ssrDir, 'entry-server.cjs')).href);

// The manifest maps source modules to built chunks; it is kept out of the public dir.
renameSync(join(publicDir, '.vite', 'manifest.json'), join(ssrDir, ssr.CLIENT_MANIFEST_FILE));
rmSync(join(publicDir, '.vite'), { recursive: true, force: true });
const builtTemplate = readFileSync(join(publicDir, 'index.html'), 'utf8');
const manifest = readFileSync(join(ssrDir, ssr.CLIENT_MANIFEST_FILE), 'utf8');

function write(file, content) {
  const target = join(publicDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  return target;
}

const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const content = ssr.seedSiteContent;

/** Every page and not-found page rendered with `template`: { path: { file, page } }. */
async function renderAll(template) {
  ssr.loadBuildAssets({ template, manifest });
  const rendered = [];
  for (const path of ssr.concretePaths(content))
    rendered.push({ path, file: fileFor(path), page: await ssr.render(path, content) });
  for (const { render, file } of ssr.NOT_FOUND_PAGES)
    rendered.push({ path: render, file, page: await ssr.render(render, content) });
  return rendered;
}

// First with the stylesheet, to learn what the public pages use; then with those rules, and the ones of
// what their scripts render later, inlined in place of the stylesheet (in the template the server renders
// with too). Staff pages keep the stylesheet (page-document.ts).
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const stylesheet = STYLESHEET.exec(builtTemplate);
if (!stylesheet) throw new Error('The built index.html links no stylesheet');
/** The client chunks a public page can load: all but those only the staff panel's page reaches. */
function publicChunks(chunks) {
  const seen = new Set();
  const queue = ['index.html'];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key) || ssr.isStaffModule(key)) continue;
    seen.add(key);
    queue.push(...(chunks[key].imports ?? []), ...(chunks[key].dynamicImports ?? []));
  }
  return [...seen].map((key) => chunks[key].file);
}

const firstPass = await renderAll(builtTemplate);
const { inline: critical, later } = criticalCss(
  readFileSync(join(publicDir, stylesheet[1]), 'utf8'),
  firstPass.filter(({ path }) => !ssr.isStaffPath(path)).map(({ page }) => page.html),
  publicChunks(JSON.parse(manifest)).map((file) => readFileSync(join(publicDir, file), 'utf8')),
);
if (/<\/style/i.test(critical)) throw new Error('The critical CSS would close its <style> element');
// What the HTML checker does not know yet, loaded by the client entry after the first paint.
const laterFile = `assets/later-${createHash('sha256').update(later).digest('base64url').slice(0, 8)}.css`;
writeFileSync(join(publicDir, laterFile), later);
const template = builtTemplate.replace(
  stylesheet[0],
  () => `<style data-stylesheet="${stylesheet[1]}" data-later="/${laterFile}">${critical}</style>`,
);
writeFileSync(join(ssrDir, ssr.TEMPLATE_FILE), template);

const written = new Set();
const pages = {};
const noindex = [];
for (const { path, file, page } of await renderAll(template)) {
  written.add(write(file, page.html));
  if (ssr.NOT_FOUND_PAGES.some(({ render }) => render === path)) continue;
  pages[path] = file;
  if (page.head.robots?.includes('noindex')) noindex.push(path);
}

const documents = {};
for (const [path, text] of Object.entries(ssr.crawlFiles(ssr.PUBLIC_URL_TOKEN, content))) {
  documents[path] = path.slice(1);
  written.add(write(documents[path], text));
}

const site = {
  token: ssr.PUBLIC_URL_TOKEN,
  // What the pages were rendered from: the server renders again when its content differs.
  contentHash: createHash('sha256').update(ssr.contentText(content)).digest('hex'),
  pages,
  notFound: ssr.NOT_FOUND_PAGES.map(({ prefix, file }) => ({ prefix, file })),
  noindex,
  documents,
};
written.add(write('site.json', `${JSON.stringify(site, null, 2)}\n`));

// Pages and crawl files are compressed by the server once it has put the public URL in them.
const compressed = compressAssets(publicDir, written);
console.log(
  `Prerendered ${Object.keys(pages).length} pages and ${ssr.NOT_FOUND_PAGES.length} not-found pages; ` +
    `precompressed ${compressed} assets.`,
);
