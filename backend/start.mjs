// Starts the built server with the settings in start.json (`npm start`, the container's CMD): the process
// replaces itself (execve) with `node <nodeFlags> dist/main.js` under start.json's environment, so it keeps
// its PID and gets SIGTERM itself, and glibc reads the malloc settings as the new process starts. A
// variable already set in the environment wins over start.json's.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { env, nodeFlags, script } = JSON.parse(readFileSync(join(here, 'start.json'), 'utf8'));

process.execve(
  process.execPath,
  [process.execPath, ...nodeFlags, join(here, script), ...process.argv.slice(2)],
  {
    ...env,
    ...process.env,
  },
);
