// How production starts the server: backend/start.json (what `npm start` and the container's CMD run through
// backend/start.mjs), read as its environment, the Node.js flags and the script, so the benches run the server
// exactly as production does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.mjs';

export const START_FILE = join(root, 'backend', 'start.json');

/** { env, nodeFlags, script, text }: what `npm start` runs, from backend/start.json. */
export function productionCommand() {
  const { env, nodeFlags, script } = JSON.parse(readFileSync(START_FILE, 'utf8'));
  const path = join(root, 'backend', script);
  const assignments = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  const text = [...assignments, 'node', ...nodeFlags, `backend/${script}`].join(' ');
  return { env, nodeFlags, script: path, text };
}
