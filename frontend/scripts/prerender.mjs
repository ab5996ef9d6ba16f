#!/usr/bin/env node
// Runs after the client and server builds: renders every route of both languages to static HTML with
// its head, writes the 404 pages, robots.txt, sitemap.xml and site.json (the server's manifest), then
// precompresses the assets. Absolute URLs carry a token the server replaces with PUBLIC_URL at start-up.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compressAssets } from './compress.mjs';

const frontendDir = dirname(dirname(fileURLToPath(import.meta.url)));
const publicDir = resolve(frontendDir, '..', 'backend', 'public');
const ssrDir = join(frontendDir, 'dist-ssr');
const ssr = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const TOKEN = ssr.PUBLIC_URL_TOKEN;

// The manifest maps source modules to built chunks; it is read here and kept out of the public dir.
const manifestFile = join(publicDir, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
renameSync(manifestFile, join(ssrDir, 'client-manifest.json'));
rmSync(join(publicDir, '.vite'), { recursive: true, force: true });
// The stylesheet is the one file the first paint waits for: list it before the scripts and preloads.
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/;
const builtTemplate = readFileSync(join(publicDir, 'index.html'), 'utf8');
const stylesheet = STYLESHEET.exec(builtTemplate)?.[0].trim() ?? '';
const template = builtTemplate
  .replace(STYLESHEET, '')
  .replace('<!--app-head-->', () => `${stylesheet}\n    <!--app-head-->`);

/** The JS and CSS files a chunk needs before it runs: itself and its static imports, transitively. */
function chunkClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  if (seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js = [chunk.file];
  const css = [...(chunk.css ?? [])];
  for (const dep of chunk.imports ?? []) {
    const closure = chunkClosure(dep, seen);
    js.push(...closure.js);
    css.push(...closure.css);
  }
  return { js, css };
}

const entry = chunkClosure('index.html');
const inTemplate = new Set([...entry.js, ...entry.css]);

/** Preload and stylesheet links for the page's own chunk, so it hydrates without a waterfall or a flash. */
function pageLinks(path) {
  const { js, css } = chunkClosure(ssr.pageModule(path));
  const links = [
    ...[...new Set(css)]
      .filter((file) => !inTemplate.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...new Set(js)]
      .filter((file) => !inTemplate.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return links.map((link) => `    ${link}\n`).join('');
}

// React writes the hero image's preload hint at the start of the body it renders; it belongs in <head>.
const LEADING_HINTS = /^(?:<link rel="preload"[^>]*>)+/;
// What React writes for a boundary that suspended while rendering: hidden HTML plus an inline script.
const STREAMING = /<div hidden id="S:|<template id="B:|\$RC\(/;

// Replacer functions, not strings: page text may contain "$&" and the like.
async function pageHtml(path, head) {
  let body = await ssr.renderPage(path);
  if (STREAMING.test(body))
    throw new Error(`${path} suspended while prerendering: its HTML would be incomplete`);
  const hints = LEADING_HINTS.exec(body)?.[0] ?? '';
  body = body.slice(hints.length);
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.lang}"`)
    .replace('<!--app-head-->', () => ssr.headTags(head, TOKEN))
    .replace('</head>', () => `${hints ? `    ${hints}\n` : ''}${pageLinks(path)}  </head>`)
    .replace('<!--app-html-->', () => body);
}

function write(file, content) {
  const target = join(publicDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  return target;
}

const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

// An unknown path is answered with the page the client router would show there: a blog slug that
// does not exist gets 'Post not found' in its language, anything else the 404 page of its language.
const NOT_FOUND = [
  { prefix: '/en/blog/', render: '/en/blog/-', file: 'en/blog/404.html' },
  { prefix: '/blog/', render: '/blog/-', file: 'blog/404.html' },
  { prefix: '/en/', render: '/en/-', file: 'en/404.html' },
  { prefix: '/', render: '/-', file: '404.html' },
];

const written = new Set();
const pages = {};
const noindex = [];
for (const path of ssr.concretePaths()) {
  const head = ssr.pageHead(path);
  pages[path] = fileFor(path);
  written.add(write(pages[path], await pageHtml(path, head)));
  if (head.robots?.includes('noindex')) noindex.push(path);
}
for (const { render, file } of NOT_FOUND)
  written.add(write(file, await pageHtml(render, ssr.pageHead(render))));

const documents = {};
for (const [path, content] of Object.entries(ssr.crawlFiles(TOKEN))) {
  documents[path] = path.slice(1);
  written.add(write(documents[path], content));
}

const site = {
  token: TOKEN,
  pages,
  notFound: NOT_FOUND.map(({ prefix, file }) => ({ prefix, file })),
  noindex,
  documents,
};
written.add(write('site.json', `${JSON.stringify(site, null, 2)}\n`));

// Pages and crawl files are compressed by the server once it has put the public URL in them.
const compressed = compressAssets(publicDir, written);
console.log(
  `Prerendered ${Object.keys(pages).length} pages and ${NOT_FOUND.length} not-found pages; ` +
    `precompressed ${compressed} assets.`,
);
