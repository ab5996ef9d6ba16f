import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
/** Where the frontend build lands and the server serves from. */
export const publicDir = join(root, 'backend', 'public');
