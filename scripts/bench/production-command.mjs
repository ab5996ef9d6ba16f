// How production starts the server: the root package.json's `start` script (`npm start`; the Dockerfile's CMD
// and ENV say the same), read as its environment assignments, the Node.js flags and the script, so the load
// bench runs the server exactly as production does. The script must keep the shape
//   [NAME=value …] node [--flag …] backend/dist/main.js
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.mjs';

export const MAIN_SCRIPT = 'backend/dist/main.js';

/** { env, nodeFlags, script, text }: what `npm start` runs, from package.json. */
export function productionCommand() {
  const text = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start.trim();
  const words = text.split(/\s+/);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const word = words.shift();
    env[word.slice(0, word.indexOf('='))] = word.slice(word.indexOf('=') + 1);
  }
  const node = words.shift();
  const nodeFlags = [];
  while ((words[0] ?? '').startsWith('-')) nodeFlags.push(words.shift());
  if (node !== 'node' || words.length !== 1 || words[0] !== MAIN_SCRIPT)
    throw new Error(
      `package.json's start script is not "[NAME=value …] node [flags] ${MAIN_SCRIPT}": ${text}`,
    );
  return { env, nodeFlags, script: join(root, MAIN_SCRIPT), text };
}
