#!/usr/bin/env node
// Runs before `npm start` and the other scripts, with no dependencies of its own: installs when node_modules is
// missing or package-lock.json changed since the last install, and rebuilds when sources are newer than the build.
// `npm test` calls prepare() itself (scripts/run-tests.mjs), so that its typecheck and lint run while native
// addons compile.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => join(root, ...parts);

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(`"${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** run(), without waiting: resolves once the command succeeded, exits the process if it failed. */
function runInBackground(command, args) {
  console.log(`> ${command} ${args.join(' ')} (in the background)`);
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  return new Promise((done) =>
    child.on('close', (status, signal) => {
      if (status === 0) return done();
      console.error(`"${command} ${args.join(' ')}" failed (exit ${status ?? signal}).`);
      process.exit(status || 1);
    }),
  );
}

/** Newest modification time under the given paths, leaving out tests and installed packages. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && !entry.startsWith('.')) visit(join(path, entry));
      }
    } else if (!/\.spec\.tsx?$/.test(path)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/**
 * The installed packages that have install scripts, from the lockfile: those that compile a native addon from
 * source (a binding.gyp: sqlite3's takes over a minute on one core) and the rest, Node.js 24 itself apart.
 */
function scriptedPackages() {
  const lock = JSON.parse(readFileSync(at('package-lock.json'), 'utf8'));
  const names = new Set(
    Object.entries(lock.packages)
      .filter(
        ([path, entry]) => entry.hasInstallScript && path.includes('node_modules/') && existsSync(at(path)),
      )
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  );
  names.delete('node');
  const compiled = [...names].filter((name) => existsSync(at('node_modules', name, 'binding.gyp')));
  return { compiled, other: [...names].filter((name) => !compiled.includes(name)) };
}

/**
 * 1. Dependencies, Node.js 24 among them. npm ci unpacks without running install scripts, then runs them:
 * the native compiles in the background from the start (they are the longest part, and build against
 * Node-API, which needs no particular Node.js), Node.js 24's and the quick ones meanwhile. The promise
 * returned resolves when the compiles are done; the install counts as done (its stamp written) only then.
 */
function install() {
  const lockHash = createHash('sha256')
    .update(readFileSync(at('package-lock.json')))
    .digest('hex');
  const installStamp = at('node_modules', '.install-stamp');
  const installed = existsSync(installStamp) ? readFileSync(installStamp, 'utf8').trim() : '';
  if (existsSync(at('node_modules')) && installed === lockHash) return Promise.resolve();
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']);
  const { compiled, other } = scriptedPackages();
  const compiling =
    compiled.length > 0 ? runInBackground('npm', ['rebuild', ...compiled]) : Promise.resolve();
  run('npm', ['rebuild', 'node']);
  if (other.length > 0) run('npm', ['rebuild', ...other]);
  return compiling.then(() => writeFileSync(installStamp, lockHash + '\n'));
}

/**
 * 2. Node.js 24, from the `node` package: npm puts node_modules/.bin first on every script's PATH, so
 * `npm start`, `npm test` and the rest run on it whatever Node.js runs npm itself.
 */
function checkNode() {
  const bundledNode = at('node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
  const bundled = spawnSync(bundledNode, ['--version'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  const bundledVersion = bundled.status === 0 ? bundled.stdout.trim() : '';
  if (!bundledVersion.startsWith('v24.')) {
    console.error(
      `Node.js 24 is missing from node_modules (${bundledNode} answered ${bundledVersion || 'nothing'}). ` +
        'Delete node_modules and run npm start again; npm must be allowed to run install scripts.',
    );
    process.exit(1);
  }
  if (process.version !== bundledVersion) {
    console.log(
      `> npm runs on Node.js ${process.version}; the project runs on Node.js ${bundledVersion} (node_modules/node).`,
    );
  }
}

/** 3. The build, when a source is newer than it (it needs no install script but Node.js 24's). */
function build() {
  const inputs = [
    'package-lock.json',
    'tsconfig.base.json',
    'shared/src',
    'shared/package.json',
    'shared/tsconfig.json',
    'shared/tsconfig.build.json',
    'backend/src',
    'backend/tsconfig.json',
    'backend/tsconfig.build.json',
    'backend/scripts',
    'frontend/src',
    'frontend/public',
    'frontend/scripts',
    'frontend/index.html',
    'frontend/vite.config.ts',
    'frontend/postcss.config.cjs',
    'frontend/tsconfig.json',
  ].map((path) => at(path));
  const outputs = [
    at('shared', 'dist', 'index.js'),
    at('backend', 'dist', 'main.js'),
    at('backend', 'public', 'index.html'),
    // The server renders pages with it once staff change the site content.
    at('frontend', 'dist-ssr', 'entry-server.cjs'),
  ];
  const buildStamp = at('backend', 'dist', '.build-stamp');
  const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
  if (!outputs.every((file) => existsSync(file)) || newestMtime(inputs) > builtAt) {
    run('npm', ['run', 'build']);
    mkdirSync(dirname(buildStamp), { recursive: true });
    writeFileSync(buildStamp, new Date().toISOString() + '\n');
  }
}

/**
 * Installs and builds what is stale. Returns, once the build is current, a promise for the native addons
 * still compiling (none when nothing was installed): wait for it before anything loads them.
 */
export function prepare() {
  const compiling = install();
  checkNode();
  build();
  return { compiling };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await prepare().compiling;
