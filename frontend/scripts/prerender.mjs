#!/usr/bin/env node
// Runs after the client and server builds. Leaves the template and the client manifest beside the SSR
// bundle (the server renders pages with them when the firm's content changes), then renders every
// route of both languages and the not-found pages from the seed content, writes robots.txt,
// sitemap.xml, the blog's feeds and site.json (the server's manifest), and precompresses the assets. Absolute URLs
// carry a token the server replaces with PUBLIC_URL at start-up. Page assembly is render() in
// src/entry-server.tsx.
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compressAssets } from './compress.mjs';

const frontendDir = dirname(dirname(fileURLToPath(import.meta.url)));
const publicDir = resolve(frontendDir, '..', 'backend', 'public');
const ssrDir = join(frontendDir, 'dist-ssr');
const ssr = await import(pathToFileURL(join(ssrDir, 'entry-server.cjs')).href);

// The manifest maps source modules to built chunks; it is kept out of the public dir.
renameSync(join(publicDir, '.vite', 'manifest.json'), join(ssrDir, ssr.CLIENT_MANIFEST_FILE));
rmSync(join(publicDir, '.vite'), { recursive: true, force: true });
copyFileSync(join(publicDir, 'index.html'), join(ssrDir, ssr.TEMPLATE_FILE));
ssr.loadBuildAssets({
  template: readFileSync(join(ssrDir, ssr.TEMPLATE_FILE), 'utf8'),
  manifest: readFileSync(join(ssrDir, ssr.CLIENT_MANIFEST_FILE), 'utf8'),
});

function write(file, content) {
  const target = join(publicDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  return target;
}

const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const content = ssr.seedSiteContent;

const written = new Set();
const pages = {};
const noindex = [];
for (const path of ssr.concretePaths(content)) {
  const page = await ssr.render(path, content);
  pages[path] = fileFor(path);
  written.add(write(pages[path], page.html));
  if (page.head.robots?.includes('noindex')) noindex.push(path);
}
for (const { render, file } of ssr.NOT_FOUND_PAGES)
  written.add(write(file, (await ssr.render(render, content)).html));

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
