// The load part: the built server under 50 concurrent connections against a baseline doing the least the same
// route does (bare Express 5 for the contact form, bare Node `http` with the app's own bytes for the home page;
// and, for the form, a yardstick of Nest with the app's validation pipe), all in one run so the ratios mean
// something. The measurements run one after another, each on a fresh server process pinned to CPU 0 with the
// load generator (autocannon) in a process of its own pinned to CPU 1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { CAN_PIN, runToEnd, startListening } from './load-process.mjs';
import { productionCommand } from './production-command.mjs';
import { root } from './paths.mjs';
import { freePort, productionEnv } from './server.mjs';

const CONNECTIONS = 50;
const WARMUP = 3; // seconds of load thrown away before each measurement
const DURATION = Number(process.env.BENCH_LOAD_SECONDS) || 10;
const ACCEPT_ENCODING = 'br, gzip'; // what a browser sends, bar deflate and zstd
// Floors for one request pipeline (issue 37): below what the fast paths before Express reached, knowingly.
export const TARGETS = { contactShare: 0.35, contactP99: 25, homeShare: 0.5, peakRssMb: 150 };
/** The server's CPU and the load generator's, when the machine lets them be pinned (CAN_PIN). */
const SERVER_CPU = 0;
const CLIENT_CPU = 1;

const CONTACT_BODY = JSON.stringify({
  nombre: 'María Pérez',
  email: 'maria@example.com',
  telefono: '+57 300 123 4567',
  tipo_caso: 'familia',
  mensaje: 'Necesito asesoría sobre un proceso de divorcio.',
  consent: true,
});

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
  { key: 'contactNest', label: '`POST /api/contact`', server: 'nest', call: CONTACT },
  { key: 'homeApp', label: '`GET /`', server: 'app', call: HOME },
  { key: 'homeBase', label: '`GET /`', server: 'page', call: HOME },
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

/**
 * The production server as `npm start` runs it (its environment assignments and Node.js flags too), on a
 * fresh SQLite file, with the contact rate limits off.
 */
async function startApp(dir, node) {
  const port = await freePort();
  const start = productionCommand();
  return startListening(
    start.script,
    [],
    {
      ...start.env,
      ...productionEnv(dir, port),
      // Every request comes from one address: with the limits on, all but the first few would be 429s.
      CONTACT_RATE_LIMIT_PER_MINUTE: '0',
      CONTACT_RATE_LIMIT_PER_DAY: '0',
    },
    /Site and API: (http:\/\/\S+)/,
    { node: node?.path, nodeFlags: start.nodeFlags, cpu: SERVER_CPU },
  );
}

const startBaseline = (args) =>
  startListening(
    BASELINE,
    args,
    { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0' },
    /Baseline: (http:\/\/\S+)/,
    { cpu: SERVER_CPU },
  );

/** One raw answer (no decompression): status, headers and body bytes. */
function fetchRaw(url, call, headers = call.headers) {
  return new Promise((resolve, reject) => {
    const req = request(url + call.path, { method: call.method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(call.body);
  });
}

/**
 * The home page as the app sends it, in each coding it has (br, gzip, identity), written to `dir` for the
 * bare Node baseline (baseline-server.mjs page DIR): the same bytes, ETags, Content-Type, Cache-Control, Vary.
 */
async function keepPage(url, dir) {
  const variants = {};
  let headers;
  for (const coding of ['br', 'gzip', 'identity']) {
    const answer = await fetchRaw(url, HOME, { 'accept-encoding': coding });
    if (answer.status !== 200)
      throw new Error(`GET / with Accept-Encoding: ${coding} answered ${answer.status}`);
    const sent = answer.headers['content-encoding'] ?? 'identity';
    if (sent !== coding) continue; // the app keeps no such variant
    writeFileSync(join(dir, `page.${coding}`), answer.body);
    variants[coding] = { etag: answer.headers.etag, file: `page.${coding}` };
    headers ??= {
      'Content-Type': answer.headers['content-type'],
      'Cache-Control': answer.headers['cache-control'],
      Vary: answer.headers.vary,
    };
  }
  writeFileSync(join(dir, 'page.json'), JSON.stringify({ headers, variants }));
}

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

async function measure(measurement, dir, pageDir, log) {
  const server =
    measurement.server === 'app'
      ? await startApp(dir, measurement.node)
      : await startBaseline(measurement.server === 'page' ? ['page', pageDir] : [measurement.server]);
  try {
    const { call } = measurement;
    if (measurement.key === 'homeApp') await keepPage(server.url, pageDir);
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
    let cpuWarm = null;
    const stdout = await runToEnd(
      CLIENT,
      [JSON.stringify(options)],
      (WARMUP + DURATION + 60) * 1000,
      CLIENT_CPU,
      (line) => {
        if (line === 'warmed up') cpuWarm = cpuSeconds(server.pid);
      },
    );
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
      // Over the measured part only: what one answer costs the server, whatever share of the CPU it got.
      cpuPerRequest:
        cpuWarm === null || cpuAfter === null || result.requests.total === 0
          ? null
          : (cpuAfter - cpuWarm) / result.requests.total,
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

/** Runs the measurements one after another; every process and the temp dir are gone when it returns. */
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
    // The home page's bytes as the app sent them, for its baseline.
    const pageDir = join(dir, 'page');
    mkdirSync(pageDir);
    for (const [index, measurement] of all.entries()) {
      // A database of its own for each run of the real server, so the home page is not served next to a big file.
      const runDir = join(dir, String(index));
      mkdirSync(runDir);
      rows[measurement.key] = await measure(measurement, runDir, pageDir, log);
    }
    // The machine's 1-minute load average before and after: the bench's own load counts in the second one,
    // other work in the first; a busy machine before the run explains low figures.
    return {
      rows,
      other,
      pinned: CAN_PIN,
      start: productionCommand().text,
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
const micros = (seconds) => (seconds === null ? 'n/a' : `${Math.round(seconds * 1e6)} µs`);
const share = (n) => (n === null ? 'n/a' : `${Math.round(n * 100)} %`);
const ratio = (app, base) => (base.rps > 0 ? app.rps / base.rps : 0);
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

function bodyCell(row) {
  return `${int(row.probe.bytes)} B ${row.probe.encoding}`;
}

function serverCell(row) {
  if (row.server === 'app') return `app (\`npm start\`)${row.node ? ` on Node ${row.node.version}` : ''}`;
  if (row.server === 'nest') return 'yardstick: Nest 11, the app’s validation pipe and DTO, no storage';
  return row.server === 'contact'
    ? 'baseline: Express 5, `express.json()`'
    : 'baseline: bare Node `http`, the app’s bytes';
}

/** A row's peak RSS against the target; unknown (no /proc) is not a pass. */
const rssOk = (row) => row.peakRss !== null && row.peakRss <= TARGETS.peakRssMb * 1024 * 1024;

/** `environment`: { date, node, cpus, autocannon }. Returns the section's markdown lines. */
export function loadSection({ rows, other, seconds, load, pinned, start }, environment) {
  const contactRatio = ratio(rows.contactApp, rows.contactBase);
  const homeRatio = ratio(rows.homeApp, rows.homeBase);
  const lines = [
    '## Load: contact form and home page',
    '',
    `What the built server sustains under ${CONNECTIONS} concurrent connections, next to a baseline doing the least`,
    'the same route does, measured in one run on one machine so the ratios (app / baseline) are what to compare.',
    `The app is started as production starts it: \`npm start\`'s command (\`${start}\`), with`,
    '`NODE_ENV=production`, a fresh SQLite file and the contact rate limits set to 0 = off.',
    '`POST /api/contact` sends a valid consultation request as JSON; the app validates it and stores it with its',
    'three notification rows (new request by email and webhook, acknowledgment by email) in the same transaction,',
    'requests arriving together in one (group commit), committed with `synchronous=FULL` before the 201; the',
    'fleet has no channel set up, so the rows are stored as skipped and nothing is sent. Its baseline is a bare',
    'Express 5 server that parses the JSON with `express.json()` and answers 201 with `{id, createdAt}`, storing',
    'nothing.',
    'A third row, a yardstick, says what the framework alone costs: Nest 11 on the same Express with the',
    'app’s global validation pipe and the form’s DTO (`backend/dist`), answering the same 201 and storing',
    'nothing, with no other middleware, headers or log.',
    `\`GET /\` asks for the home page with \`Accept-Encoding: ${ACCEPT_ENCODING}\` as a browser does; the app`,
    'sends it from its render cache (the page kept compressed, with its ETag). Its baseline is a bare Node `http`',
    'server (no Express, no middleware, no logging, no security headers) sending the very bytes the app sent',
    '(fetched from the app before the load, for br, gzip and identity) with the same ETag, Content-Type,',
    'Cache-Control and Vary.',
    pinned
      ? `Each row is a fresh server process on 127.0.0.1 pinned to CPU ${SERVER_CPU} (\`taskset -c ${SERVER_CPU}\`, its threads too) with`
      : 'Each row is a fresh server process on 127.0.0.1 (not pinned: no taskset or one CPU) with',
    pinned
      ? `autocannon in a process of its own pinned to CPU ${CLIENT_CPU}, one row after another. Latencies are autocannon’s,`
      : 'autocannon in a process of its own, one row after another. Latencies are autocannon’s,',
    'from request sent to response read; bytes/response is everything received (headers and body) over the requests',
    'answered; the body column is one request made before the load, read without decompressing. Peak RSS is the',
    'server’s `VmHWM` from `/proc/<pid>/status` read at the end of its run (start-up and warm-up included); server',
    'CPU is its user + system time over warm-up and measurement, as a share of one core; CPU per request is its',
    'user + system time over the measured part divided by the requests answered in it (counted by /proc in',
    'hundredths of a second). On a machine shared with other work the throughput follows the CPU share the server',
    'got; the CPU per request says what an answer costs, and the baseline’s over the app’s (under the targets) is',
    'the throughput ratio one core of its own would give.',
    '',
    `Run: ${environment.date}, Node ${environment.node}, ${environment.cpus}, autocannon ${environment.autocannon};`,
    `${CONNECTIONS} connections, pipelining 1, ${WARMUP} s warm-up then ${DURATION} s measured per row; ${seconds} s in all;`,
    `1-minute load average ${load[0].toFixed(2)} before the run, ${load[1].toFixed(2)} after it.`,
    '',
    '| request | server | requests/s (mean) | p50 (ms) | p99 (ms) | requests | non-2xx | errors | bytes/response | body (probe) | peak RSS | server CPU | server CPU per request |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const row of Object.values(rows)) {
    lines.push(
      `| ${row.label} | ${serverCell(row)} | ${int(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${int(row.total)} | ${row.non2xx} | ${row.errors} | ${int(row.bytesPerResponse)} | ${bodyCell(row)} | ${mb(row.peakRss)} | ${share(row.cpuShare)} | ${micros(row.cpuPerRequest)} |`,
    );
  }
  const { contactApp, homeApp } = rows;
  lines.push(
    '',
    '| target | measured | verdict |',
    '| --- | --- | :---: |',
    `| \`POST /api/contact\` throughput ≥ ${TARGETS.contactShare.toFixed(2)}× its Express baseline | ${int(contactApp.rps)} / ${int(rows.contactBase.rps)} req/s = ${contactRatio.toFixed(2)}× | ${verdict(contactRatio >= TARGETS.contactShare)} |`,
    `| \`POST /api/contact\` p99 ≤ ${TARGETS.contactP99} ms at ${CONNECTIONS} connections | ${ms(contactApp.p99)} ms | ${verdict(contactApp.p99 <= TARGETS.contactP99)} |`,
    `| \`GET /\` throughput ≥ ${TARGETS.homeShare.toFixed(2)}× bare Node sending the same bytes | ${int(homeApp.rps)} / ${int(rows.homeBase.rps)} req/s = ${homeRatio.toFixed(2)}× | ${verdict(homeRatio >= TARGETS.homeShare)} |`,
    ...[contactApp, homeApp].map(
      (row) =>
        `| app's peak RSS ≤ ${TARGETS.peakRssMb} MB, ${row.label} | ${mb(row.peakRss)} | ${verdict(rssOk(row))} |`,
    ),
  );

  const costRatio = (app, base) =>
    app.cpuPerRequest && base.cpuPerRequest
      ? (base.cpuPerRequest / app.cpuPerRequest).toFixed(2) + '×'
      : 'n/a';
  lines.push(
    '',
    `CPU per request, baseline / app: \`POST /api/contact\` ${costRatio(contactApp, rows.contactBase)}, \`GET /\` ${costRatio(homeApp, rows.homeBase)}.`,
    `The framework alone (the yardstick: Nest and the validation pipe, nothing stored) reaches ${ratio(rows.contactNest, rows.contactBase).toFixed(2)}× the Express baseline, ${costRatio(rows.contactNest, rows.contactBase)} by CPU per request; the app reaches ${ratio(contactApp, rows.contactNest).toFixed(2)}× the yardstick.`,
  );

  if (other) lines.push('', ...runtimeComparison(rows, environment.node, other.version));

  // Anything but the expected answer is a finding: the figures of that row measured something else.
  const findings = [];
  const { homeBase } = rows;
  if (homeBase.probe.bytes !== homeApp.probe.bytes || homeBase.probe.encoding !== homeApp.probe.encoding)
    findings.push(
      `\`GET /\`: the baseline sent ${int(homeBase.probe.bytes)} B ${homeBase.probe.encoding}, the app ${int(homeApp.probe.bytes)} B ${homeApp.probe.encoding}: not the same bytes.`,
    );
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
