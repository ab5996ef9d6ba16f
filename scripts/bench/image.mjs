// The image part: how long the Dockerfile takes to build, cold and cached, and how large the image is. The base
// (the stand-in for node:24-bookworm-slim, scripts/image/base.mjs) is made first if missing and timed apart: a
// cold build is the Dockerfile's own steps, none of its layers cached.
import { execFileSync } from 'node:child_process';
import { ensureBase } from '../image/base.mjs';
import { buildImage, imageSizes, megabytes } from '../image/build.mjs';
import { ensureTools } from '../image/engine.mjs';
import { commitOf, cpuLine, uncommittedChanges } from './machine.mjs';

export function imageSection(log) {
  ensureTools();
  const baseStarted = Date.now();
  const baseMade = ensureBase();
  const baseSeconds = (Date.now() - baseStarted) / 1000;
  log('Image: the Dockerfile built cold (no layer cached)…');
  const cold = buildImage({ cold: true });
  log(`Image: cold build ${cold.toFixed(1)} s; again, every layer cached…`);
  const cached = buildImage();
  const sizes = imageSizes();
  return [
    '## Container image',
    '',
    `Run: ${new Date().toISOString()}, commit ${commitOf()}${uncommittedChanges() > 0 ? ' (with uncommitted changes)' : ''}, ` +
      `${cpuLine()}, buildah ` +
      `${execFileSync('buildah', ['--version'], { encoding: 'utf8' }).split(' ')[2]}.`,
    '',
    'The Dockerfile built with buildah (`--isolation chroot --network host --format docker --layers`) on the ' +
      'stand-in for node:24-bookworm-slim that `npm run test:image` makes (docs/docker.md).',
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| cold build (no layer cached; its npm installs and sqlite3 compile included) | ${cold.toFixed(1)} s |`,
    `| cached build (the same tree again) | ${cached.toFixed(1)} s |`,
    `| image size | ${megabytes(sizes.image)} |`,
    `| of which the base | ${megabytes(sizes.base)} |`,
    `| the base, ${baseMade ? 'made in this run' : 'already made (kept between runs)'} | ${baseMade ? `${baseSeconds.toFixed(1)} s` : '—'} |`,
  ];
}
