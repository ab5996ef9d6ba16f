// Builds the repository's Dockerfile as it is, with buildah, on the stand-in base (base.mjs).
import { BASE } from './base.mjs';
import { bud, IMAGE, podman } from './engine.mjs';

/** `docker build` of the repository, its layers cached unless `cold`. Returns the seconds it took. */
export function buildImage({ cold = false } = {}) {
  const started = Date.now();
  bud(IMAGE, '.', ['--layers', ...(cold ? ['--no-cache'] : [])]);
  return (Date.now() - started) / 1000;
}

/** The sizes of the image and of its base, in bytes. */
export function imageSizes() {
  const size = (name) => Number(podman(['image', 'inspect', '--format', '{{.Size}}', name]));
  return { image: size(IMAGE), base: size(BASE) };
}

export const megabytes = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
