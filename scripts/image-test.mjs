#!/usr/bin/env node
// `npm run test:image`: the container image built from the Dockerfile and run for real (docs/docker.md).
//   1. Debian's podman, buildah, runc, mmdebstrap, nginx and PostgreSQL, installed when missing (as root).
//   2. The base image, node:24-bookworm-slim, made here once and kept (scripts/image/base.mjs): no image
//      registry is reachable from these machines.
//   3. The Dockerfile built with buildah, its layers cached between runs.
//   4. backend/test/image/ (jest, backend/jest.image.config.js) against the image: one container on a named
//      volume, then two on one PostgreSQL behind nginx with docker/nginx.conf.
// Prints the build's time and the image's size, and as its last line "tests: N passed, M failed", also written
// to test-results/image-summary.txt (.ci/run adds it to npm test's).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBase } from './image/base.mjs';
import { buildImage, imageSizes, megabytes } from './image/build.mjs';
import { ensureTools, IMAGE, root } from './image/engine.mjs';
import { prepare } from './ensure.mjs';
import { jestCounts } from './jest-counts.mjs';

const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const report = join(results, 'jest-image.json');
rmSync(report, { force: true });

function finish(passed, failed) {
  const summary = `tests: ${passed} passed, ${failed} failed`;
  writeFileSync(join(results, 'image-summary.txt'), summary + '\n');
  console.log(`\n${summary}`);
  process.exit(failed === 0 ? 0 : 1);
}

try {
  console.log('\n=== image: install and build what is stale (scripts/ensure.mjs)');
  await prepare().compiling;
  console.log('\n=== image: the container engine, and the base image');
  ensureTools();
  const baseMade = ensureBase();
  console.log(`\n=== image: buildah bud (the Dockerfile, layers cached) → ${IMAGE}`);
  const seconds = buildImage();
  const sizes = imageSizes();
  console.log(
    `> built in ${seconds.toFixed(1)} s${baseMade ? ' (the base made first)' : ''}; ` +
      `image ${megabytes(sizes.image)}, its base ${megabytes(sizes.base)}`,
  );
} catch (error) {
  console.error(`=== image FAILED before its tests: ${error.message}`);
  finish(0, 1);
}

console.log('\n=== image: backend/test/image/ against the image');
const jest = spawnSync(
  'npx',
  [
    'jest',
    '-c',
    'backend/jest.image.config.js',
    '--ci',
    '--json',
    `--outputFile=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ABOGADOS_IMAGE: IMAGE } },
);
const counts = jestCounts(
  existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined,
  jest.status === 0,
);
finish(counts.passed, counts.failed + (counts.total === 0 ? 1 : 0));
