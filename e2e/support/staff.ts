import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { type RunningServer, SERVER_SECRET, TEST_HASH_COST } from './server';

const STAFF_JS = resolve(__dirname, '..', '..', 'backend', 'dist', 'bin', 'staff.js');

/** Adds a staff user with the staff command, on the running server's own database, as ops would. */
export function addStaffUser(server: RunningServer, user: { email: string; password: string }): void {
  const added = spawnSync(process.execPath, [STAFF_JS, 'add', user.email], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URL: `sqlite:${join(server.dir, 'app.sqlite')}`,
      SESSION_SECRET: SERVER_SECRET,
      STAFF_PASSWORD: user.password,
      // The server's own test cost (see serverEnvironment): every log-in of the specs verifies this hash.
      PASSWORD_HASH_COST: TEST_HASH_COST,
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (added.status !== 0) throw new Error(`staff add failed:\n${added.stdout}${added.stderr}`);
}
