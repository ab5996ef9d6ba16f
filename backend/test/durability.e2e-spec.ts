import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { contactRequest } from './factories';
import { postContact, queryDatabase, ServerProcess } from './server-process';

const RUNS = 6;
const CONCURRENCY = 24;
/** The kill lands this long after the load starts: early ones hit warm-up, late ones steady writes. */
const KILL_AFTER_MS = { min: 150, max: 700 };
/** 0 turns the per-IP contact limits off: one client sends all of this. */
const NO_RATE_LIMITS = { CONTACT_RATE_LIMIT_PER_MINUTE: '0', CONTACT_RATE_LIMIT_PER_DAY: '0' };

interface Acknowledged {
  run: number;
  body: Record<string, unknown>;
  id: number;
  createdAt: string;
}

/** mulberry32: a seeded PRNG, so a failing run's kill delays can be read back and tried again. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Submits from CONCURRENCY loops until the server is killed at `killAfterMs`; returns what got a 2xx. */
async function loadAndKill(server: ServerProcess, run: number, killAfterMs: number, problems: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const acknowledged: Acknowledged[] = [];
  let killed = false;
  const submitUntilKilled = async () => {
    while (!killed) {
      const body = contactRequest();
      try {
        const answer = await postContact(server.url, body, agent);
        if (answer.status >= 200 && answer.status < 300) {
          const { id, createdAt } = JSON.parse(answer.body) as { id: number; createdAt: string };
          acknowledged.push({ run, body, id, createdAt });
        } else {
          problems.push(`run ${run}: answered ${answer.status} ${answer.body}`);
        }
      } catch (err) {
        // Cut off by the kill: neither acknowledged nor required. Before it, a failure is a bug.
        if (!killed) problems.push(`run ${run}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  const loops = Array.from({ length: CONCURRENCY }, submitUntilKilled);
  await delay(killAfterMs);
  killed = true;
  server.kill('SIGKILL');
  await Promise.all(loops);
  agent.destroy();
  expect(await server.exited()).toEqual({ code: null, signal: 'SIGKILL' });
  return acknowledged;
}

describe('durability under kill -9', () => {
  let dir: string;
  let server: ServerProcess | undefined;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'abogados-durability-'));
  });

  afterEach(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged submission, exactly as answered, across repeated crashes', async () => {
    const seed = Number(process.env.DURABILITY_SEED ?? Date.now() % 2 ** 32);
    const random = seededRandom(seed);
    const delays: number[] = [];
    const acknowledged: Acknowledged[] = [];
    const problems: string[] = [];

    for (let run = 0; run < RUNS; run++) {
      // Every restart opens the file the previous process was killed on, on the same port.
      server = run === 0 ? await ServerProcess.start(dir, NO_RATE_LIMITS) : await server!.restart();
      const killAfterMs = Math.round(KILL_AFTER_MS.min + random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
      delays.push(killAfterMs);
      acknowledged.push(...(await loadAndKill(server, run, killAfterMs, problems)));
    }

    // Read straight from the file the last process was killed on, as the next start would find it.
    const rows = await queryDatabase<Record<string, unknown>>(
      dir,
      `SELECT id, nombre, email, telefono, tipo_caso, mensaje, consent, processed, created_at
       FROM contact_submissions`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { run, body, id, createdAt } of acknowledged) {
      const expected = {
        ...body,
        id,
        consent: 1,
        processed: 0,
        // TypeORM stores UTC as "YYYY-MM-DD HH:MM:SS.SSS".
        created_at: createdAt.replace('T', ' ').replace('Z', ''),
      };
      const row = byId.get(id);
      if (!row) {
        problems.push(`run ${run}: acknowledged id ${id} is missing`);
        continue;
      }
      for (const [field, value] of Object.entries(expected)) {
        if (row[field] !== value) {
          problems.push(
            `run ${run}: id ${id} ${field} is ${JSON.stringify(row[field])}, not ${JSON.stringify(value)}`,
          );
        }
      }
    }
    const integrity = await queryDatabase<{ integrity_check: string }>(dir, 'PRAGMA integrity_check');
    if (integrity[0]?.integrity_check !== 'ok') problems.push(`integrity: ${JSON.stringify(integrity)}`);
    if (new Set(acknowledged.map((a) => a.id)).size < acknowledged.length)
      problems.push('an id answered twice');
    // So it cannot pass with (almost) nothing acknowledged.
    if (acknowledged.length <= 50) problems.push(`only ${acknowledged.length} submissions acknowledged`);

    const perRun = delays.map((ms, run) => `${ms} ms → ${acknowledged.filter((a) => a.run === run).length}`);
    const context = `seed ${seed} (DURABILITY_SEED); kill delay → acknowledged, per run: ${perRun.join(', ')}`;
    expect(problems.length > 0 ? [context, ...problems.slice(0, 20)] : []).toEqual([]);
  }, 120_000);
});
