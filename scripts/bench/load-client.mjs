#!/usr/bin/env node
// The load generator, a process of its own so it never shares an event loop with the server it measures.
// Run by scripts/bench/load.mjs with one JSON argument:
//   { url, method, headers, body, connections, warmup, duration }   (warmup and duration in seconds)
// Sends load for `warmup` seconds and throws those figures away (JIT, connection set-up, SQLite's first pages),
// says `warmed up` on a line of its own, then measures for `duration` seconds and prints autocannon's result on
// stdout as one line of JSON.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const settings = {
  url: options.url,
  method: options.method ?? 'GET',
  headers: options.headers ?? {},
  body: options.body,
  connections: options.connections,
  pipelining: 1,
};

if (options.warmup > 0) await autocannon({ ...settings, duration: options.warmup });
// The bench reads the server's CPU time here, so the measured part's CPU per request leaves the warm-up out.
process.stdout.write('warmed up\n');
const result = await autocannon({ ...settings, duration: options.duration });
process.stdout.write(`${JSON.stringify(result)}\n`);
