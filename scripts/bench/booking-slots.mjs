// The free booking slots of a month as the bookings pile up: boots the built app in this process on fresh
// databases, empty and holding a year of bookings, on SQLite and on a throwaway PostgreSQL cluster, and times
// the month's free slots of one meeting kind in one run. GET /api/booking/slots is timed over loopback when the
// build has it; a build without it times BookingService.slots(), the call behind it, on the booted app, and
// the section says which. Ratios, not lone absolute times, are what to compare; the verdict is p95 against 20 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { postgresBin, startPostgres } from './postgres.mjs';
import { root } from './paths.mjs';

const require = createRequire(join(root, 'backend', 'package.json'));
const dist = (path) => require(join(root, 'backend', 'dist', path));
const { bootstrap } = dist('app.js');
const { loadConfig } = dist('config/app-config.js');
const { BookingService } = dist('booking/booking.service.js');
const { BookingsRepository } = dist('booking/bookings.repository.js');
const { firmDayOf, startOfFirmDate } = dist('common/firm-time.js');
const { hashToken } = dist('common/secret-token.js');

const SECRET = 'benchmark-secret-that-is-long-enough-000';
const REQUESTS = 200;
const WARM_UP = 20;
const TARGET_MS = 20;
const KIND = 'oficina';
const DAY_MS = 24 * 60 * 60_000;
/** The month timed: today and the 30 days after it (the default horizon). */
const MONTH_DAYS = 30;
/** The year of bookings: these days before today, today and the month timed (365 days). */
const PAST_DAYS = 365 - MONTH_DAYS - 1;
/** A booked day, on Medellín's clock: five meetings on a weekday, two on a Saturday, none on Sunday. */
const WEEKDAY_STARTS = ['08:00', '09:30', '11:00', '14:00', '15:30'];
const SATURDAY_STARTS = ['09:00', '11:00'];
/** One booking in this many is cancelled (it stays in the table, as cancelled ones do). */
const CANCELLED_EVERY = 7;
const KINDS = [
  { id: 'oficina', place: 'office', minutes: 45 },
  { id: 'telefono', place: 'phone', minutes: 30 },
];

const dayAfter = (day, days) => firmDayOf(new Date(startOfFirmDate(day).getTime() + days * DAY_MS));

/** Books a year of meetings through the app's own repository (its lock and its INSERT); answers how many. */
async function seedYear(repository, today) {
  let count = 0;
  for (let offset = -PAST_DAYS; offset <= MONTH_DAYS; offset += 1) {
    const day = dayAfter(today, offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const starts = weekday === 0 ? [] : weekday === 6 ? SATURDAY_STARTS : WEEKDAY_STARTS;
    for (const time of starts) {
      const kind = KINDS[count % KINDS.length];
      const startAt = new Date(`${day}T${time}:00-05:00`);
      const endAt = new Date(startAt.getTime() + kind.minutes * 60_000);
      const uid = `bench-${count}@bench.example`;
      const outcome = await repository.book(
        {
          uid,
          kindId: kind.id,
          place: kind.place,
          startAt,
          endAt,
          day,
          submissionId: null,
          language: count % 3 === 0 ? 'en' : 'es',
          tokenHash: hashToken(uid),
          createdAt: new Date(startAt.getTime() - 7 * DAY_MS),
        },
        () => null,
        { from: startOfFirmDate(day), to: new Date(startOfFirmDate(day).getTime() + DAY_MS) },
      );
      if (!('booking' in outcome)) throw new Error(`seeding ${day} ${time}: ${outcome.problem}`);
      if (count % CANCELLED_EVERY === CANCELLED_EVERY - 1) await repository.cancel(outcome.booking.id, 0);
      count += 1;
    }
  }
  return count;
}

/** Median and 95th percentile of `count` sequential calls of `call`, after WARM_UP calls. */
async function time(call, count = REQUESTS) {
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    await call();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(samples.length / 2)], p95: samples[Math.floor(samples.length * 0.95)] };
}

/** The month's free slots, over HTTP when the build serves them, else from the service; and which it was. */
async function monthCall(running, from, to) {
  const path = `/api/booking/slots?kind=${KIND}&from=${from}&to=${to}`;
  const probe = await fetch(running.url + path);
  if (probe.ok) {
    const call = async () => {
      const response = await fetch(running.url + path);
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const { days } = await response.json();
      return days;
    };
    return { via: 'http', call };
  }
  const service = running.app.get(BookingService);
  return { via: 'service', call: () => service.slots(KIND, from, to) };
}

/** Boots the app on the database at `url` (migrating it), seeds a year when `year`, and times the month. */
async function measure(databaseUrl, year) {
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: SECRET,
  });
  const running = await bootstrap({ config, logger: false, listen: true });
  try {
    const today = firmDayOf(new Date());
    const bookings = year ? await seedYear(running.app.get(BookingsRepository), today) : 0;
    const { via, call } = await monthCall(running, today, dayAfter(today, MONTH_DAYS));
    const days = await call();
    const free = days.reduce((sum, day) => sum + day.slots.length, 0);
    return { via, bookings, free, ...(await time(call)) };
  } finally {
    await running.close();
  }
}

async function onSqlite(year) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-slots-'));
  const forget = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  try {
    return await measure(`sqlite:${join(dir, 'app.sqlite')}`, year);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    forget();
  }
}

async function onPostgres(bin, year) {
  const cluster = await startPostgres(bin);
  try {
    return await measure(cluster.url, year);
  } finally {
    cluster.stop();
  }
}

const fmt = (ms) => ms.toFixed(2);
const count = (n) => n.toLocaleString('en-US');

function row(engine, [empty, year]) {
  const verdict = year.p95 <= TARGET_MS ? 'PASS' : 'FAIL';
  return (
    `| ${engine} | ${count(year.bookings)} | ${count(empty.free)} / ${count(year.free)} | ${fmt(empty.p50)} | ` +
    `${fmt(year.p50)} | ${fmt(empty.p95)} | ${fmt(year.p95)} | ${(year.p95 / empty.p95).toFixed(2)}× | ${verdict} |`
  );
}

/** Runs both databases on both engines and returns the section's markdown lines. */
export async function bookingSlotsSection(log) {
  const loadBefore = loadavg()[0];
  log('  SQLite…');
  const sqlite = [await onSqlite(false), await onSqlite(true)];
  const bin = postgresBin();
  if (bin) log('  PostgreSQL…');
  const postgres = bin ? [await onPostgres(bin, false), await onPostgres(bin, true)] : undefined;
  const loadAfter = loadavg()[0];
  const via = sqlite[1].via;
  const timed =
    via === 'http'
      ? `\`GET /api/booking/slots?kind=${KIND}&from=<today>&to=<today + ${MONTH_DAYS}>\` over loopback from Node`
      : `\`BookingService.slots('${KIND}', <today>, <today + ${MONTH_DAYS}>)\` on the booted app, in its process ` +
        '(this build has no `GET /api/booking/slots` yet; the call is the one that endpoint makes, without HTTP)';
  return [
    '## Booking: free slots of a month with a year of bookings, SQLite and PostgreSQL',
    '',
    `The built app (\`NODE_ENV=test\`, the default availability: the office's hours, a ${MONTH_DAYS}-day horizon, a`,
    `15-minute buffer, a daily cap of 6), timing ${timed}: ${REQUESTS} timed calls after ${WARM_UP} warm-up calls,`,
    'each reading the availability and the busy meetings and computing the free starts of every day of the month.',
    `On an empty database and on one holding a year of bookings (the ${PAST_DAYS} days before today, today and the`,
    `${MONTH_DAYS} days after it: five meetings a weekday, two on Saturdays, one in ${CANCELLED_EVERY} cancelled), booked`,
    "through the app's own repository (its day lock and its INSERT). PostgreSQL is a throwaway cluster on a loopback port (fsync on), removed",
    `afterwards. Target: p95 ≤ ${TARGET_MS} ms with a year of bookings on both engines.`,
    '',
    `Run: ${new Date().toISOString()}, Node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} CPUs;`,
    `1-minute load average ${loadBefore.toFixed(2)} before the run, ${loadAfter.toFixed(2)} after it.`,
    '',
    `| engine | bookings | free slots (empty / a year) | empty p50 (ms) | a year p50 (ms) | empty p95 (ms) | a year p95 (ms) | ratio p95 | p95 ≤ ${TARGET_MS} ms with a year |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    row('SQLite', sqlite),
    postgres
      ? row(`PostgreSQL (${bin})`, postgres)
      : '| PostgreSQL | not measured: no PostgreSQL server binaries here (apt-get install postgresql, or set PG_BIN) | | | | | | | |',
  ];
}
