import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { RetentionService } from '../src/data-rights/retention.service';
import { TestWorkspace } from './harness';
import { auditRows, remaining, seedRequestWithNote } from './data-rights-seed';

const DAY = 24 * 60 * 60 * 1000;

/** The purge as the hourly timer runs it, at a moment the test chooses. */
function purgeAt(running: RunningApp, now: string): Promise<number> {
  running.app.get(Clock).now = () => new Date(now);
  return running.app.get(RetentionService).purgeExpired();
}

describe('retention purge (RETENTION_MONTHS default 24)', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    running = await workspace.start();
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  // Now 2027-06-15T09:30Z, so the cutoff is 2025-06-15T09:30Z.
  const cutoff = Date.parse('2025-06-15T09:30:00.000Z');
  let atCutoff: number;
  let justAfter: number;
  let recent: number;

  it('deletes exactly what is older than 24 calendar months, with its notes and outbox rows', async () => {
    const justBefore = await seedRequestWithNote(running, new Date(cutoff - 1));
    const longAgo = await seedRequestWithNote(running, new Date('2019-01-01T00:00:00.000Z'));
    atCutoff = await seedRequestWithNote(running, new Date(cutoff));
    justAfter = await seedRequestWithNote(running, new Date(cutoff + 1));
    recent = await seedRequestWithNote(running, new Date(Date.parse('2027-06-15T09:30:00.000Z') - DAY));
    const all = [justBefore, longAgo, atCutoff, justAfter, recent];
    const kept = [atCutoff, justAfter, recent].sort((a, b) => a - b);
    const before = await auditRows(running);

    expect(await purgeAt(running, '2027-06-15T09:30:00.000Z')).toBe(2);

    expect(await remaining(running, all)).toEqual({
      submissions: kept,
      notes: kept,
      outbox: kept.flatMap((id) => [id, id]),
    });
    expect((await auditRows(running)).slice(before.length)).toEqual([
      expect.objectContaining({
        actor: 'system',
        action: 'retention_purge',
        target: null,
        detail: '2 requests older than 2025-06-15 deleted',
      }),
    ]);
  });

  it('writes no audit entry when there is nothing to delete', async () => {
    const before = await auditRows(running);
    expect(await purgeAt(running, '2027-06-15T09:30:00.000Z')).toBe(0);
    expect(await auditRows(running)).toEqual(before);
  });

  it('takes the request at the cutoff one millisecond later, and the next one a millisecond after', async () => {
    expect(await purgeAt(running, '2027-06-15T09:30:00.001Z')).toBe(1);
    expect((await remaining(running, [atCutoff, justAfter, recent])).submissions).toEqual([
      justAfter,
      recent,
    ]);
    expect(await purgeAt(running, '2027-06-15T09:30:00.002Z')).toBe(1);
    expect(await remaining(running, [atCutoff, justAfter, recent])).toEqual({
      submissions: [recent],
      notes: [recent],
      outbox: [recent, recent],
    });
  });
});

describe('retention purge with RETENTION_MONTHS=1', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    running = await workspace.start({ RETENTION_MONTHS: '1' });
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('keeps one calendar month; 31 March less a month is 28 February', async () => {
    const cutoff = Date.parse('2027-02-28T12:00:00.000Z');
    const gone = [
      await seedRequestWithNote(running, new Date(cutoff - 1)),
      await seedRequestWithNote(running, new Date('2027-01-31T12:00:00.000Z')),
    ];
    const kept = [
      await seedRequestWithNote(running, new Date(cutoff)),
      await seedRequestWithNote(running, new Date('2027-03-01T00:00:00.000Z')),
      await seedRequestWithNote(running, new Date('2027-03-30T12:00:00.000Z')),
    ];
    const before = await auditRows(running);

    expect(await purgeAt(running, '2027-03-31T12:00:00.000Z')).toBe(2);

    const left = await remaining(running, [...gone, ...kept]);
    expect(left.submissions).toEqual(kept);
    expect(left.notes).toEqual(kept);
    expect((await auditRows(running)).slice(before.length)).toEqual([
      expect.objectContaining({
        actor: 'system',
        action: 'retention_purge',
        detail: '2 requests older than 2027-02-28 deleted',
      }),
    ]);
  });
});

describe('retention purge at start-up', () => {
  const workspace = new TestWorkspace();
  afterAll(() => workspace.cleanup());

  it('runs by itself when the server starts, before any request', async () => {
    let running = await workspace.start();
    const now = Date.now();
    const old = await seedRequestWithNote(running, new Date(now - 800 * DAY));
    const young = await seedRequestWithNote(running, new Date(now - 600 * DAY));
    expect((await remaining(running, [old, young])).submissions).toEqual([old, young]);
    const before = await auditRows(running);
    await running.close();

    running = await workspace.start();
    try {
      const left = await remaining(running, [old, young]);
      expect(left).toEqual({ submissions: [young], notes: [young], outbox: [young, young] });
      expect((await auditRows(running)).slice(before.length)).toEqual([
        expect.objectContaining({
          actor: 'system',
          action: 'retention_purge',
          detail: expect.stringMatching(/^1 request older than \d{4}-\d\d-\d\d deleted$/),
        }),
      ]);
    } finally {
      await running.close();
    }
  });
});
