#!/usr/bin/env node
// The load part's yardstick: a bare Express 5 server doing the least the real server's route does, run as a
// process of its own by scripts/bench/load.mjs. The real server's figures are read as a share of this one's.
//   node scripts/bench/baseline-server.mjs contact   POST /api/contact: express.json(), 201 with {id, createdAt}
//   node scripts/bench/baseline-server.mjs static    express.static over backend/public (GET / → index.html)
// Listens on HOST:PORT (default 127.0.0.1:0) and prints `Baseline: http://…` once it does.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { publicDir, root } from './paths.mjs';

// Express is the backend's dependency, not the root's: resolve it the way the backend does, so the baseline
// runs the very Express the real server runs on.
const require = createRequire(join(root, 'backend', 'package.json'));
const express = require('express');

const mode = process.argv[2];
const app = express();

if (mode === 'contact') {
  let id = 0;
  app.post('/api/contact', express.json(), (req, res) => {
    id += 1;
    res.status(201).json({ id, createdAt: new Date().toISOString() });
  });
} else if (mode === 'static') {
  // No compression: express.static sends the file as it is on disk, whatever Accept-Encoding says.
  app.use(express.static(publicDir));
} else {
  console.error(`usage: baseline-server.mjs contact|static (not "${mode ?? ''}")`);
  process.exit(2);
}

const server = app.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', (error) => {
  if (error) throw error;
  const { address, port } = server.address();
  console.log(`Baseline: http://${address}:${port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
