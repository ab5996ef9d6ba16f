#!/usr/bin/env node
// Runs before `npm start` and `npm test`, with no dependencies of its own: installs when node_modules is
// missing or package-lock.json changed since the last install, and rebuilds when sources are newer than the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

// 1. Dependencies (Node.js 24 among them).
const lockHash = createHash('sha256')
  .update(readFileSync(at('package-lock.json')))
  .digest('hex');
const installStamp = at('node_modules', '.install-stamp');
const installed = existsSync(installStamp) ? readFileSync(installStamp, 'utf8').trim() : '';
if (!existsSync(at('node_modules')) || installed !== lockHash) {
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(installStamp, lockHash + '\n');
}

// 2. Node.js 24, from the `node` package: npm puts node_modules/.bin first on every script's PATH, so
// `npm start`, `npm test` and the rest run on it whatever Node.js runs npm itself.
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

// 3. Build.
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
