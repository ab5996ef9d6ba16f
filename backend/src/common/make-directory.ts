import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * `mkdir -p`, without `mkdirSync(dir, { recursive: true })`: on Node 20 that never returns when mkdir
 * answers ENOENT although the parent exists (`/proc/anything`), so a mistyped DATABASE_URL hung the
 * server at start-up instead of stopping it. Throws Node's own error (ENOENT, EACCES, ENOTDIR…).
 */
export function makeDirectory(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      if (statSync(dir).isDirectory()) return;
      throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${dir}'`), { code: 'ENOTDIR' });
    }
    const parent = dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    makeDirectory(parent);
    // Once more now the parent exists; a second ENOENT (a path under /proc) is thrown as it is.
    mkdirSync(dir);
  }
}
