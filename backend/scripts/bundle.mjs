// The server as `npm start` runs it: dist/main.js, one minified file made from tsc's dist/server.js and every
// package it loads, bar those below. Same code, same behaviour (`node backend/dist/server.js` runs the
// unbundled tree); what changes is what the process holds. V8 keeps the source text of every module it
// loads, and two thousand files of tsc and npm output (comments, whitespace, and any file with one
// character beyond Latin-1 stored at two bytes a character) came to some 11 MB of the heap; the bundle is
// about 5 MB, all of it ASCII, so one byte a character (docs/benchmarks.md has the figures).
//
// The staff command likewise: dist/bin/staff.js from tsc's dist/bin/staff-command.js. It starts the same
// application context, and loading one file instead of two thousand takes about a third less CPU per run.
//
// Each of the two is a few lines that turn on Node's compile cache and load the bundle beside it
// (main.bundle.js, staff.bundle.js): the first start compiles the bundle and keeps V8's code for it on disk
// (in the system's temporary folder, or NODE_COMPILE_CACHE), and every later start of the same build reads
// it back instead of compiling five megabytes again, about a fifth of a start's time. A cache that cannot be
// written (a read-only disk) only turns this off; NODE_DISABLE_COMPILE_CACHE=1 turns it off by choice.
//
// Each bundle ships with its source map (main.bundle.js.map), chained through tsc's own maps, so a stack trace
// names backend/src/….ts and its line: `npm start` runs Node with --enable-source-maps (backend/start.json).
// The map carries positions only, not the sources (the image ships none); Node reads it when the bundle loads.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
/** What is bundled: tsc's entry point, the bundle written, and the file that runs it. */
const BUNDLES = [
  {
    input: join(backend, 'dist', 'server.js'),
    output: join(backend, 'dist', 'main.bundle.js'),
    entry: join(backend, 'dist', 'main.js'),
  },
  {
    input: join(backend, 'dist', 'bin', 'staff-command.js'),
    output: join(backend, 'dist', 'bin', 'staff.bundle.js'),
    entry: join(backend, 'dist', 'bin', 'staff.js'),
  },
];

/** The file `node` is given: the compile cache on, then the bundle (see the top of this file). */
const entryFile = (bundle) =>
  [
    "'use strict';",
    '// Node keeps the compiled bundle on disk and reads it back at the next start (backend/scripts/bundle.mjs).',
    "require('node:module').enableCompileCache?.();",
    `require('./${bundle}');`,
    '',
  ].join('\n');

/**
 * Left to Node's own require, from node_modules at run time: native addons (found through paths of their
 * own), packages that read files beside their own code (swagger-ui-dist's assets), and the optional packages
 * Nest loads only when installed (it catches the failed require).
 */
const EXTERNAL = [
  /^sqlite3(\/|$)/,
  /^sharp(\/|$)/,
  /^pg-native$/,
  /^swagger-ui-dist(\/|$)/,
  /^@nestjs\/(microservices|websockets)(\/|$)/,
  /^class-transformer\/storage$/,
];

/**
 * Reads each of tsc's files with the map tsc wrote beside it, so the bundle's map leads back to the .ts
 * sources instead of stopping at dist/*.js.
 */
const tscSourceMaps = {
  name: 'tsc-source-maps',
  load(id) {
    if (!id.startsWith(join(backend, 'dist')) || !id.endsWith('.js') || !existsSync(`${id}.map`)) return null;
    const code = readFileSync(id, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    return { code, map: readFileSync(`${id}.map`, 'utf8') };
  },
};

for (const { input, output, entry } of BUNDLES) {
  if (!existsSync(input)) throw new Error(`${input} is missing: run tsc first (npm run build -w backend)`);
  const started = Date.now();
  await build({
    input,
    platform: 'node',
    external: EXTERNAL,
    plugins: [tscSourceMaps],
    // Any warning (an import it could not resolve, an eval) fails the build rather than a request later.
    onLog(level, log) {
      if (level === 'warn') throw new Error(`rolldown: ${log.message}`);
    },
    output: {
      file: output,
      format: 'cjs',
      minify: true,
      // Nest and TypeORM name things after classes: injection tokens, entities, migrations, operation ids.
      keepNames: true,
      // One byte a character in V8's heap: any other character is written as an escape.
      charset: 'ascii',
      comments: { legal: false },
      sourcemap: true,
      sourcemapExcludeSources: true,
    },
  });
  writeFileSync(entry, entryFile(basename(output)));
  const size = (statSync(output).size / 1024 / 1024).toFixed(1);
  console.log(`Bundled ${output} (${size} MB) in ${Date.now() - started} ms`);
}
