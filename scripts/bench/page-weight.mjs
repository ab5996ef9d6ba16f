// Page weight: what a first visit to a page downloads before it can run, read from the built files.
//
// Initial JS = the HTML's module entry scripts (and any classic `<script src>`), its `modulepreload` links, and
// their static imports: from Vite's manifest (`imports`, transitively) when the build writes one, else from the
// chunks' own top-level `import … from "./x.js"` statements. The chunks its `page-code` data block lists and the
// entry scripts' own dynamic imports (the app) are initial as well (the entry loads them after the first
// paint), unless the block carries `data-start="on-interaction"`: the entry then loads them on the visitor's
// first interaction, and they are reported apart. Dynamic imports of other chunks (a part of a page loaded on
// interaction or as it scrolls near) are lazy.
// Initial CSS = the HTML's stylesheets and inline `<style>` elements, the stylesheet its `data-later`
// attribute names (loaded by the client entry after the first paint), plus the manifest's `css` of the
// initial chunks.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { publicDir } from './paths.mjs';
import { kb } from './markdown.mjs';

export const BUDGETS = { js: 90 * 1024, css: 40 * 1024 };
const SITE = 'http://site.invalid';

const sizeCache = new Map();
/** Raw, gzip (level 9) and brotli (quality 11) sizes of some bytes. */
function textSizes(data) {
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).length,
  };
}

/** The sizes of one file, each compressed on its own. */
function fileSizes(file) {
  if (!sizeCache.has(file)) sizeCache.set(file, textSizes(readFileSync(file)));
  return sizeCache.get(file);
}

/** An inline `<style>` element stands for its text (`inline:<page>` keys, measured like a file). */
const inlineText = new Map();
function sizes(file) {
  if (!inlineText.has(file)) return fileSizes(file);
  if (!sizeCache.has(file)) sizeCache.set(file, textSizes(Buffer.from(inlineText.get(file), 'utf8')));
  return sizeCache.get(file);
}

function total(files) {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizes(file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return { count: files.length, ...sum };
}

/** Every `<script>` and `<link>` tag outside comments, with its attributes (lower-cased names). */
function tags(html) {
  const found = [];
  const text = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const [, name, rest] of text.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = {};
    for (const [, key, a, b, c] of rest.matchAll(
      /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      attrs[key.toLowerCase()] = a ?? b ?? c ?? '';
    }
    found.push({ name: name.toLowerCase(), attrs });
  }
  return found;
}

/** True when the HTML body has text of its own, not just an empty mount point. */
function isPrerendered(html) {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  const text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, '')
    .trim();
  return text.length > 0;
}

/** Dynamic imports with relative specifiers (`import("./x.js")`): for the entry scripts, which load the app. */
function dynamicImports(code) {
  return [...code.matchAll(/\bimport\(\s*["'](\.{0,2}\/[^"']+\.m?js)["']\s*\)/g)].map((match) => match[1]);
}

/** Whether the page's client entry waits for the visitor's first interaction to fetch the app. */
function startsOnInteraction(html) {
  return /<script type="application\/json" id="page-code"[^>]*\bdata-start="on-interaction"/.test(html);
}

/** The chunks a page's `page-code` data block lists (the client entry loads them, see startsOnInteraction). */
function pageCode(html) {
  const block = /<script type="application\/json" id="page-code"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  return block ? JSON.parse(block) : [];
}

/** Top-level static imports and re-exports with relative specifiers (`import{a}from"./x.js"`), not `import()`. */
function staticImports(code) {
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{0,2}\/[^"']+\.m?js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1]);
}

function readManifest(dir) {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return { manifest, keyOfFile };
}

function listAssets(dir, extension) {
  const found = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('.')) visit(path);
      else if (entry.isFile() && entry.name.endsWith(extension)) found.push(path);
    }
  };
  visit(dir);
  return found;
}

/** Measures one page's HTML file. */
function measurePage(path, htmlFile, graph) {
  const html = readFileSync(htmlFile, 'utf8');
  const external = [];
  const missing = [];
  const resolve = (href, from = path) => {
    const url = new URL(href, new URL(from, SITE));
    if (url.origin !== SITE) {
      external.push(url.href);
      return null;
    }
    const file = join(graph.dir, decodeURIComponent(url.pathname));
    if (!existsSync(file) || !statSync(file).isFile()) {
      missing.push(url.pathname);
      return null;
    }
    return file;
  };
  const urlOf = (file) =>
    inlineText.has(file) ? '(inline `<style>`)' : `/${relative(graph.dir, file).split('\\').join('/')}`;

  const js = new Set();
  const css = new Set();
  const how = new Map(); // file → why it counts as initial, for the report
  const describeFile = (file) => ({ url: urlOf(file), how: how.get(file), ...sizes(file) });
  for (const { name, attrs } of tags(html)) {
    const rels = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    let file = null;
    if (name === 'script' && attrs.src !== undefined) {
      file = resolve(attrs.src);
      how.set(file, attrs.type === 'module' ? 'entry script' : 'classic script');
    } else if (name === 'link' && rels.includes('modulepreload')) {
      file = resolve(attrs.href);
      if (!how.has(file)) how.set(file, 'modulepreload');
    } else if (name === 'link' && rels.includes('stylesheet')) {
      const sheet = resolve(attrs.href);
      if (sheet) {
        css.add(sheet);
        how.set(sheet, 'stylesheet');
      }
    }
    if (file) js.add(file);
  }
  // The page's chunks and the entry's dynamic imports (the app): after the first paint, or, on a page whose
  // page-code block says so, on the visitor's first interaction (then they are not initial).
  const waits = startsOnInteraction(html);
  const when = waits ? 'on the first interaction' : 'after the first paint';
  const later = waits ? new Set() : js;
  const entries = [...js].filter((file) => how.get(file) === 'entry script');
  for (const href of pageCode(html)) {
    const file = resolve(href);
    if (file && !js.has(file) && !later.has(file)) {
      later.add(file);
      how.set(file, `page code (data block), ${when}`);
    }
  }
  for (const entry of entries) {
    for (const spec of dynamicImports(readFileSync(entry, 'utf8'))) {
      const file = resolve(spec, urlOf(entry));
      if (file && !js.has(file) && !later.has(file)) {
        later.add(file);
        how.set(file, `the entry’s dynamic import, ${when}`);
      }
    }
  }
  // Inline CSS (the build's critical CSS), and the stylesheet the entry adds after the first paint.
  for (const [, attributes, text] of html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)) {
    const key = `inline:${path}:${inlineText.size}`;
    inlineText.set(key, text);
    css.add(key);
    how.set(key, 'inline <style>');
    const later = /\bdata-later="([^"]+)"/.exec(attributes)?.[1];
    const sheet = later ? resolve(later) : null;
    if (sheet) {
      css.add(sheet);
      how.set(sheet, 'stylesheet the entry adds after the first paint');
    }
  }

  // Follow the static imports of every initial chunk, then of what the first interaction loads.
  const follow = (chunks, sheets, known) => {
    const queue = [...chunks];
    while (queue.length > 0) {
      const file = queue.shift();
      let next;
      const manifest = graph.manifest?.manifest;
      const key = graph.manifest?.keyOfFile.get(urlOf(file).slice(1));
      if (key) {
        next = (manifest[key].imports ?? []).map((k) => resolve(`/${manifest[k].file}`));
        for (const sheet of manifest[key].css ?? []) {
          const cssFile = resolve(`/${sheet}`);
          if (known.css.has(cssFile)) continue;
          sheets.add(cssFile);
          if (!how.has(cssFile)) how.set(cssFile, 'CSS of an initial chunk (no link tag)');
        }
      } else {
        next = staticImports(readFileSync(file, 'utf8')).map((spec) => resolve(spec, urlOf(file)));
      }
      for (const dep of next) {
        if (dep && !chunks.has(dep) && !known.js.has(dep)) {
          chunks.add(dep);
          if (!how.has(dep)) how.set(dep, 'static import, not preloaded');
          queue.push(dep);
        }
      }
    }
  };
  const none = { js: new Set(), css: new Set() };
  follow(js, css, none);
  const laterCss = new Set();
  if (waits) follow(later, laterCss, { js, css });
  css.delete(null);
  laterCss.delete(null);

  // Everything else the build ships is loaded later, if at all (dynamic imports, other pages' chunks).
  const lazyJs = graph.allJs.filter((file) => !js.has(file) && !later.has(file));
  const lazyCss = graph.allCss.filter((file) => !css.has(file) && !laterCss.has(file));
  return {
    path,
    file: relative(graph.dir, htmlFile),
    prerendered: isPrerendered(html),
    html: sizes(htmlFile),
    js: { files: [...js].map((file) => describeFile(file)), ...total([...js]) },
    css: { files: [...css].map((file) => describeFile(file)), ...total([...css]) },
    // What the first interaction fetches on a page that waits for it (empty otherwise: it is initial).
    interaction: {
      files: waits ? [...later, ...laterCss].map((file) => describeFile(file)) : [],
      ...total(waits ? [...later, ...laterCss] : []),
    },
    lazyJs: total(lazyJs),
    lazyCss: total(lazyCss),
    external: [...new Set(external)],
    missing: [...new Set(missing)],
  };
}

/** Measures every page that has a built file; returns the results and the notes for the report. */
export function measurePageWeight(pages, dir = publicDir) {
  const manifest = readManifest(dir);
  const graph = { dir, manifest, allJs: listAssets(dir, '.js'), allCss: listAssets(dir, '.css') };
  if (manifest) {
    // With a manifest, "lazy" means the chunks the manifest knows; other .js files (service workers…) are left out.
    const known = new Set(Object.values(manifest.manifest).map((chunk) => join(dir, chunk.file)));
    graph.allJs = graph.allJs.filter((file) => known.has(file));
  }
  return {
    graph: manifest
      ? 'Vite manifest (backend/public/.vite/manifest.json)'
      : 'HTML tags and the chunks’ static imports',
    results: pages.filter((page) => page.file).map((page) => measurePage(page.path, page.file, graph)),
    notFound: pages.filter((page) => !page.file).map((page) => page.path),
  };
}

const verdict = (bytes, budget) => (bytes <= budget ? 'PASS' : 'FAIL');

/** The JavaScript budget is the home page's (both languages); other pages are shown against it for information. */
const JS_BUDGET_PAGES = new Set(['/', '/en']);
const jsVerdict = (path, bytes) =>
  JS_BUDGET_PAGES.has(path)
    ? verdict(bytes, BUDGETS.js)
    : bytes <= BUDGETS.js
      ? 'within (info)'
      : 'over (info)';

/** The section's markdown lines. */
export function pageWeightSection({ graph, results, notFound }, source, runLine) {
  const lines = [
    '## Page weight',
    '',
    runLine,
    '',
    'What a first visit downloads without the visitor doing anything, read from the built files in `backend/public`.',
    'Initial JS: the HTML’s module entry scripts and `modulepreload` links and their static imports. The chunks',
    'its `page-code` data block lists and the entry scripts’ dynamic imports (the app) are initial too, unless the',
    'block carries `data-start="on-interaction"`: then the client entry fetches them on the visitor’s first',
    'interaction (pointer, touch, key, focus, scroll; `e2e/app-start.spec.ts` checks that nothing else fetches',
    'them), and they are shown apart as "JS on first interaction". Other dynamic imports (loaded on interaction or',
    'as a part scrolls near) are lazy. Initial',
    'CSS: the HTML’s stylesheets and inline `<style>`, the stylesheet the entry adds after the first paint',
    '(`data-later`) and the CSS of the initial chunks. Each file is',
    'compressed on its own (gzip level 9, brotli quality 11, `node:zlib`), inline CSS as its text, and the sizes are summed; KB = 1,024 bytes.',
    `Budgets: the home page's initial JS ≤ ${BUDGETS.js / 1024} KB gzip (other pages are compared with it for information),`,
    `every page's initial CSS ≤ ${BUDGETS.css / 1024} KB gzip. "Lazy" is every other`,
    'chunk of the build (dynamic imports, other pages’ chunks): for information, no budget.',
    '',
    `Import graph from: ${graph}. Page files from: ${source}.`,
    '',
    `| page | HTML file (gzip) | JS files | JS raw | JS gzip | JS brotli | JS ≤ ${BUDGETS.js / 1024} KB | CSS files | CSS raw | CSS gzip | CSS brotli | CSS ≤ ${BUDGETS.css / 1024} KB | JS on first interaction (files, gzip) | lazy JS chunks (gzip) | lazy CSS (gzip) |`,
    '| --- | --- | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const kind = r.prerendered ? 'prerendered' : 'SPA shell';
    lines.push(
      `| \`${r.path}\` | ${r.file}, ${kind} (${kb(r.html.gzip)}) | ${r.js.count} | ${kb(r.js.raw)} | ${kb(r.js.gzip)} | ${kb(r.js.brotli)} | ${jsVerdict(r.path, r.js.gzip)} | ${r.css.count} | ${kb(r.css.raw)} | ${kb(r.css.gzip)} | ${kb(r.css.brotli)} | ${verdict(r.css.gzip, BUDGETS.css)} | ${r.interaction.count ? `${r.interaction.count}, ${kb(r.interaction.gzip)}` : 'none (initial)'} | ${r.lazyJs.count}, ${kb(r.lazyJs.gzip)} | ${r.lazyCss.count}, ${kb(r.lazyCss.gzip)} |`,
    );
  }
  if (notFound.length > 0) {
    lines.push(
      '',
      `Not measured, no built file of their own yet: ${notFound.map((p) => `\`${p}\``).join(', ')}.`,
    );
  }
  for (const r of results) {
    const problems = [
      ...r.external.map((url) => `external host: ${url}`),
      ...r.missing.map((url) => `referenced but not in the build: ${url}`),
    ];
    if (problems.length > 0) lines.push('', `Findings on \`${r.path}\`: ${problems.join('; ')}.`);
  }
  // The files of each distinct set of initial assets, so the heavy ones can be spotted.
  const seen = new Set();
  for (const r of results) {
    const files = [...r.js.files, ...r.css.files, ...r.interaction.files];
    const signature = files.map((f) => f.url).join(' ');
    if (seen.has(signature)) continue;
    seen.add(signature);
    const alike = results.filter(
      (o) =>
        [...o.js.files, ...o.css.files, ...o.interaction.files].map((f) => f.url).join(' ') === signature,
    );
    lines.push(
      '',
      `Initial files, then those of the first interaction, of ${alike.map((o) => `\`${o.path}\``).join(', ')}:`,
      '',
      '| file | loaded by | raw | gzip | brotli |',
      '| --- | --- | ---: | ---: | ---: |',
      ...files.map((f) => `| ${f.url} | ${f.how} | ${kb(f.raw)} | ${kb(f.gzip)} | ${kb(f.brotli)} |`),
    );
  }
  return lines;
}
