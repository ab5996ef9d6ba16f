// Precompresses the built assets: a .br and a .gz beside each text asset, made once at build time,
// so the server picks one by Accept-Encoding instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.map']);
/** Below this size the headers outweigh the saving. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `F.br` and `F.gz` for every compressible file under `dir` that is not in `skip` (absolute
 * paths), keeping a variant only when it is smaller. Returns how many files it compressed.
 */
export function compressAssets(dir, skip = new Set()) {
  let count = 0;
  for (const path of files(dir)) {
    if (skip.has(path) || !COMPRESSIBLE.has(extname(path))) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const variants = {
      br: brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz: gzipSync(raw, { level: 9 }),
    };
    for (const [suffix, body] of Object.entries(variants)) {
      if (body.length < raw.length) writeFileSync(`${path}.${suffix}`, body);
    }
    count += 1;
  }
  return count;
}
