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

// 1. Dependencies.
const lockHash = createHash('sha256')
  .update(readFileSync(at('package-lock.json')))
  .digest('hex');
const installStamp = at('node_modules', '.install-stamp');
const installed = existsSync(installStamp) ? readFileSync(installStamp, 'utf8').trim() : '';
if (!existsSync(at('node_modules')) || installed !== lockHash) {
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(installStamp, lockHash + '\n');
}

// 2. Build.
const inputs = [
  'package-lock.json',
  'tsconfig.base.json',
  'backend/src',
  'backend/tsconfig.json',
  'backend/tsconfig.build.json',
  'frontend/src',
  'frontend/public',
  'frontend/scripts',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/postcss.config.cjs',
  'frontend/tsconfig.json',
].map((path) => at(path));
const outputs = [at('backend', 'dist', 'main.js'), at('backend', 'public', 'index.html')];
const buildStamp = at('backend', 'dist', '.build-stamp');
const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
if (!outputs.every((file) => existsSync(file)) || newestMtime(inputs) > builtAt) {
  run('npm', ['run', 'build']);
  mkdirSync(dirname(buildStamp), { recursive: true });
  writeFileSync(buildStamp, new Date().toISOString() + '\n');
}
