// The load part: the built server under 50 concurrent connections against a bare Express 5 server doing the
// least the same route does, all in one run so the ratios mean something. Four measurements, one after
// another, each on a fresh server process with the load generator (autocannon) in a process of its own.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { runToEnd, startListening } from './load-process.mjs';
import { root } from './paths.mjs';
import { freePort, productionEnv } from './server.mjs';

const CONNECTIONS = 50;
const WARMUP = 3; // seconds of load thrown away before each measurement
const DURATION = Number(process.env.BENCH_LOAD_SECONDS) || 10;
const ACCEPT_ENCODING = 'br, gzip'; // what a browser sends, bar deflate and zstd
export const TARGETS = { contactShare: 0.4, contactP99: 50, homeShare: 0.5 };

const CONTACT_BODY = JSON.stringify({
  nombre: 'María Pérez',
  email: 'maria@example.com',
  telefono: '+57 300 123 4567',
  tipo_caso: 'familia',
  mensaje: 'Necesito asesoría sobre un proceso de divorcio.',
  consent: true,
});

const MAIN = join(root, 'backend', 'dist', 'main.js');
const BASELINE = join(root, 'scripts', 'bench', 'baseline-server.mjs');
const CLIENT = join(root, 'scripts', 'bench', 'load-client.mjs');

const CONTACT = {
  method: 'POST',
  path: '/api/contact',
  headers: { 'content-type': 'application/json' },
  body: CONTACT_BODY,
  expect: 201,
};
const HOME = { method: 'GET', path: '/', headers: { 'accept-encoding': ACCEPT_ENCODING }, expect: 200 };

const MEASUREMENTS = [
  { key: 'contactApp', label: '`POST /api/contact`', server: 'app', call: CONTACT },
  { key: 'contactBase', label: '`POST /api/contact`', server: 'contact', call: CONTACT },
  { key: 'homeApp', label: '`GET /`', server: 'app', call: HOME },
  { key: 'homeBase', label: '`GET /`', server: 'static', call: HOME },
];

/**
 * Another Node.js to run the app on in the same run, for a runtime comparison: BENCH_COMPARE_NODE, or else the
 * machine's own /usr/bin/node when its major differs from the one running the bench. '' turns it off.
 */
export function comparisonNode() {
  const candidate = process.env.BENCH_COMPARE_NODE ?? '/usr/bin/node';
  if (!candidate || !existsSync(candidate)) return null;
  const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  const major = (v) => /^v(\d+)\./.exec(v)?.[1];
  if (!major(version) || (!process.env.BENCH_COMPARE_NODE && major(version) === major(process.version)))
    return null;
  return { path: candidate, version };
}

/** The app's two rows again on the other Node.js. */
const comparisonMeasurements = (node) =>
  MEASUREMENTS.filter((m) => m.server === 'app').map((m) => ({
    ...m,
    key: `${m.key}Other`,
    node,
  }));

/** The production server as `npm start` runs it, on a fresh SQLite file, with the contact rate limits off. */
async function startApp(dir, node) {
  const port = await freePort();
  return startListening(
    MAIN,
    [],
    {
      ...productionEnv(dir, port),
      // Every request comes from one address: with the limits on, all but the first few would be 429s.
      CONTACT_RATE_LIMIT_PER_MINUTE: '0',
      CONTACT_RATE_LIMIT_PER_DAY: '0',
    },
    /Site and API: (http:\/\/\S+)/,
    node?.path,
  );
}

const startBaseline = (mode) =>
  startListening(
    BASELINE,
    [mode],
    { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0' },
    /Baseline: (http:\/\/\S+)/,
  );

/** One request before the load, read raw (no decompression): its status, encoding and body size. */
function probe(url, call) {
  return new Promise((resolve, reject) => {
    const req = request(url + call.path, { method: call.method, headers: call.headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', bytes }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(call.body);
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is none. */
function cpuSeconds(pid) {
  try {
    // utime and stime are fields 14 and 15, counted in USER_HZ (100 per second on Linux); the command name
    // (field 2) may hold spaces and parentheses, so counting starts after its last ')', at field 3.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function measure(measurement, dir, log) {
  const server =
    measurement.server === 'app'
      ? await startApp(dir, measurement.node)
      : await startBaseline(measurement.server);
  try {
    const { call } = measurement;
    const first = await probe(server.url, call);
    const cpuBefore = cpuSeconds(server.pid);
    const wallBefore = Date.now();
    const options = {
      url: server.url + call.path,
      method: call.method,
      headers: call.headers,
      body: call.body,
      connections: CONNECTIONS,
      warmup: WARMUP,
      duration: DURATION,
    };
    const stdout = await runToEnd(CLIENT, [JSON.stringify(options)], (WARMUP + DURATION + 60) * 1000);
    const cpuAfter = cpuSeconds(server.pid);
    const peakRss = server.peakRss(); // read before the process ends: /proc forgets it then
    const result = JSON.parse(stdout.trim().split('\n').pop());
    const row = {
      ...measurement,
      probe: first,
      rps: result.requests.mean,
      total: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      statuses: result.statusCodeStats,
      bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
      peakRss,
      // Over warm-up and measurement together (the client measures both): the server's CPU per wall-clock second.
      cpuShare:
        cpuBefore === null || cpuAfter === null
          ? null
          : (cpuAfter - cpuBefore) / ((Date.now() - wallBefore) / 1000),
    };
    log(
      `  ${measurement.label} ${measurement.server === 'app' ? 'app' : 'baseline'}${measurement.node ? ` on ${measurement.node.version}` : ''}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}`,
    );
    return row;
  } finally {
    await server.stop();
  }
}

/** Runs the four measurements one after another; every process and the temp dir are gone when it returns. */
export async function runLoad(log) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  const forget = onCleanup(removeDir);
  const started = Date.now();
  const loadBefore = loadavg()[0];
  try {
    const rows = {};
    const other = comparisonNode();
    const all = other ? [...MEASUREMENTS, ...comparisonMeasurements(other)] : MEASUREMENTS;
    for (const [index, measurement] of all.entries()) {
      // A database of its own for each run of the real server, so the home page is not served next to a big file.
      const runDir = join(dir, String(index));
      mkdirSync(runDir);
      rows[measurement.key] = await measure(measurement, runDir, log);
    }
    // The machine's 1-minute load average before and after: the bench's own load counts in the second one,
    // other work in the first; a busy machine before the run explains low figures.
    return {
      rows,
      other,
      seconds: Math.round((Date.now() - started) / 1000),
      load: [loadBefore, loadavg()[0]],
    };
  } finally {
    removeDir();
    forget();
  }
}

const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const mb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
const share = (n) => (n === null ? 'n/a' : `${Math.round(n * 100)} %`);
const ratio = (app, base) => (base.rps > 0 ? app.rps / base.rps : 0);
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

function bodyCell(row) {
  const { probe: first } = row;
  const note =
    row.server === 'static' && first.encoding === 'identity' ? ' (express.static does not compress)' : '';
  return `${int(first.bytes)} B ${first.encoding}${note}`;
}

function serverCell(row) {
  if (row.server === 'app')
    return `app (\`backend/dist/main.js\`)${row.node ? ` on Node ${row.node.version}` : ''}`;
  return row.server === 'contact'
    ? 'baseline: Express 5, `express.json()`'
    : 'baseline: Express 5, `express.static`';
}

/** `environment`: { date, node, cpus, autocannon }. Returns the section's markdown lines. */
export function loadSection({ rows, other, seconds, load }, environment) {
  const contactRatio = ratio(rows.contactApp, rows.contactBase);
  const homeRatio = ratio(rows.homeApp, rows.homeBase);
  const lines = [
    '## Load: contact form and home page',
    '',
    `What the built server sustains under ${CONNECTIONS} concurrent connections, next to a bare Express 5 server`,
    'doing the least the same route does, measured in one run on one machine so the ratios (app / baseline) are',
    'what to compare. `POST /api/contact` sends a valid consultation request as JSON to the production server',
    '(`node backend/dist/main.js`, `NODE_ENV=production`, a fresh SQLite file, contact rate limits set to 0 = off),',
    'which validates it, stores it with its two notification outbox rows (one INSERT; no mail server is set, so the',
    'sender marks them skipped, once per 50 ms for all of them) and answers 201; its baseline parses the JSON with `express.json()` and answers',
    '201 with `{id, createdAt}`, storing nothing. `GET /` asks for the prerendered home page with',
    `\`Accept-Encoding: ${ACCEPT_ENCODING}\` as a browser does; its baseline serves the same \`backend/public/index.html\``,
    'with `express.static`. Each row is a fresh server process on 127.0.0.1 with autocannon in a process of its',
    'own (both share the machine’s CPUs), one row after another. Latencies are autocannon’s, from request sent to',
    'response read; bytes/response is everything received (headers and body) over the requests answered; the',
    'body column is one request made before the load, read without decompressing. Peak RSS is the server’s',
    '`VmHWM` from `/proc/<pid>/status` read at the end of its run (start-up and warm-up included); server CPU is',
    'its user + system time over warm-up and measurement, as a share of one core (above 100 % when the garbage',
    'collector or the thread pool, where SQLite runs, work beside the main thread).',
    '',
    `Run: ${environment.date}, Node ${environment.node}, ${environment.cpus}, autocannon ${environment.autocannon};`,
    `${CONNECTIONS} connections, pipelining 1, ${WARMUP} s warm-up then ${DURATION} s measured per row; ${seconds} s in all;`,
    `1-minute load average ${load[0].toFixed(2)} before the run, ${load[1].toFixed(2)} after it.`,
    '',
    '| request | server | requests/s (mean) | p50 (ms) | p99 (ms) | requests | non-2xx | errors | bytes/response | body (probe) | peak RSS | server CPU |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  ];
  for (const row of Object.values(rows)) {
    lines.push(
      `| ${row.label} | ${serverCell(row)} | ${int(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${int(row.total)} | ${row.non2xx} | ${row.errors} | ${int(row.bytesPerResponse)} | ${bodyCell(row)} | ${mb(row.peakRss)} | ${share(row.cpuShare)} |`,
    );
  }
  const { contactApp, homeApp } = rows;
  lines.push(
    '',
    '| target | measured | verdict |',
    '| --- | --- | :---: |',
    `| \`POST /api/contact\` throughput ≥ ${TARGETS.contactShare * 100} % of its baseline | ${int(contactApp.rps)} / ${int(rows.contactBase.rps)} req/s = ${contactRatio.toFixed(2)}× (${share(contactRatio)}) | ${verdict(contactRatio >= TARGETS.contactShare)} |`,
    `| \`POST /api/contact\` p99 ≤ ${TARGETS.contactP99} ms at ${CONNECTIONS} connections | ${ms(contactApp.p99)} ms | ${verdict(contactApp.p99 <= TARGETS.contactP99)} |`,
    `| \`GET /\` throughput ≥ ${TARGETS.homeShare * 100} % of its baseline | ${int(homeApp.rps)} / ${int(rows.homeBase.rps)} req/s = ${homeRatio.toFixed(2)}× (${share(homeRatio)}) | ${verdict(homeRatio >= TARGETS.homeShare)} |`,
  );

  if (other) lines.push('', ...runtimeComparison(rows, environment.node, other.version));

  const { homeBase } = rows;
  if (homeApp.probe.encoding !== homeBase.probe.encoding && homeApp.probe.bytes > 0) {
    lines.push(
      '',
      `\`GET /\`: the app sends the page compressed (${homeApp.probe.encoding}, ${int(homeApp.probe.bytes)} B), the baseline as it is on disk`,
      `(${homeBase.probe.encoding}, ${int(homeBase.probe.bytes)} B, ${(homeBase.probe.bytes / homeApp.probe.bytes).toFixed(1)}× the bytes) because express.static does not compress: the baseline's`,
      'throughput is the cost of moving those bytes, not a ceiling for the app.',
    );
  }

  // Anything but the expected answer is a finding: the figures of that row measured something else.
  const findings = [];
  for (const row of Object.values(rows)) {
    const name = `${row.label} (${row.server === 'app' ? 'app' : 'baseline'})`;
    if (row.probe.status !== row.call.expect)
      findings.push(`${name}: the probe request was answered ${row.probe.status}, not ${row.call.expect}.`);
    if (row.non2xx > 0 || row.errors > 0) {
      const statuses = Object.entries(row.statuses)
        .map(([status, { count }]) => `${status} × ${int(count)}`)
        .join(', ');
      findings.push(
        `${name}: ${row.non2xx} non-2xx responses and ${row.errors} errors (statuses: ${statuses}).`,
      );
    }
  }
  lines.push(
    '',
    ...(findings.length > 0
      ? ['Findings:', '', ...findings.map((line) => `- ${line}`)]
      : [
          `Every request of every row was answered 2xx (\`POST\` ${CONTACT.expect}, \`GET\` ${HOME.expect}).`,
        ]),
  );
  return lines;
}

/** The app on the bench's Node.js against the same app on another, from rows of one run. */
function runtimeComparison(rows, node, otherVersion) {
  const pairs = [
    [rows.contactApp, rows.contactAppOther],
    [rows.homeApp, rows.homeAppOther],
  ];
  return [
    `The same app on Node ${otherVersion} (the machine's own) in the same run, against Node ${node}:`,
    '',
    `| request | requests/s, Node ${node} / Node ${otherVersion} | p99 (ms) | peak RSS |`,
    '| --- | ---: | ---: | ---: |',
    ...pairs.map(
      ([mine, theirs]) =>
        `| ${mine.label} | ${int(mine.rps)} / ${int(theirs.rps)} = ${ratio(mine, theirs).toFixed(2)}× | ${ms(mine.p99)} / ${ms(theirs.p99)} | ${mb(mine.peakRss)} / ${mb(theirs.peakRss)} |`,
    ),
  ];
}

/** The installed autocannon's version, for the report. */
export function autocannonVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules', 'autocannon', 'package.json'), 'utf8')).version;
}
