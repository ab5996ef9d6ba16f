import { submissionRow } from '../../test/factories';
import { useRepositoryDatabase } from '../../test/repository-database';
import { In } from 'typeorm';
import { type IntakeRoute } from '../database/schema';
import { Notification } from '../notifications/notification.entity';
import { ContactSubmission } from './contact-submission.entity';
import { type NewSubmissionRow, SubmissionWriter } from './submission-writer';

const row = (index: number, overrides: Partial<NewSubmissionRow> = {}): NewSubmissionRow => ({
  ...submissionRow(index, new Date(Date.UTC(2025, 5, 1, 12, 0, 0, index))),
  ...overrides,
});

/** Staff by email and webhook, the prospect's acknowledgment: what a fleet with SMTP and a webhook writes. */
const ROUTES: IntakeRoute[] = [
  { kind: 'new', channel: 'email', status: 'pending' },
  { kind: 'new', channel: 'webhook', status: 'pending' },
  { kind: 'ack', channel: 'email', status: 'pending' },
];

const { engine, dataSource: database } = useRepositoryDatabase();

describe(`SubmissionWriter (group commit) on ${engine}`, () => {
  let writer: SubmissionWriter;
  // -1 matches no row, so a missing id fails the look-up.
  const stored = (id: number | undefined) =>
    database()
      .getRepository(ContactSubmission)
      .findOneByOrFail({ id: id ?? -1 });

  beforeAll(() => {
    writer = new SubmissionWriter(database());
  });

  it('gives each of many concurrent rows the id of its own stored row', async () => {
    const rows = Array.from({ length: 250 }, (_unused, index) => row(index));
    const ids = await Promise.all(rows.map((each) => writer.insert(each, ROUTES)));
    expect(new Set(ids).size).toBe(rows.length);
    for (const [index, id] of ids.entries()) {
      expect(await stored(id)).toMatchObject({ ...rows[index], id });
    }
  });

  it('writes rows that arrive together in fewer statements than rows', async () => {
    const query = jest.spyOn(database(), 'createQueryRunner');
    await Promise.all(
      Array.from({ length: 50 }, (_unused, index) => writer.insert(row(1000 + index), ROUTES)),
    );
    expect(query.mock.calls.length).toBeLessThan(10);
    query.mockRestore();
  });

  it('answers every good row of a batch that one bad row made fail, and only the bad one with an error', async () => {
    const good = [row(2000), row(2001), row(2002)];
    const bad = row(2003, { nombre: null as unknown as string });
    const results = await Promise.allSettled([...good, bad].map((each) => writer.insert(each, ROUTES)));
    expect(results.slice(0, 3).map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(results[3].status).toBe('rejected');
    for (const [index, result] of results.slice(0, 3).entries()) {
      expect(await stored((result as PromiseFulfilledResult<number>).value)).toMatchObject(good[index]);
    }
  });

  it("commits three outbox rows (staff by email and webhook, the prospect's acknowledgment) with every row it stores, and none for a failed one", async () => {
    const before = await database().getRepository(Notification).count();
    const results = await Promise.allSettled(
      [row(3000), row(3001), row(3002, { email: null as unknown as string })].map((each) =>
        writer.insert(each, ROUTES),
      ),
    );
    const ids = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(ids).toHaveLength(2);
    const outbox = await database()
      .getRepository(Notification)
      .find({
        where: { submissionId: In(ids) },
        order: { submissionId: 'ASC', kind: 'DESC', channel: 'ASC' },
      });
    expect(
      outbox.map(({ submissionId, kind, channel, status, attempts }) => [
        submissionId,
        kind,
        channel,
        status,
        attempts,
      ]),
    ).toEqual([
      [ids[0], 'new', 'email', 'pending', 0],
      [ids[0], 'new', 'webhook', 'pending', 0],
      [ids[0], 'ack', 'email', 'pending', 0],
      [ids[1], 'new', 'email', 'pending', 0],
      [ids[1], 'new', 'webhook', 'pending', 0],
      [ids[1], 'ack', 'email', 'pending', 0],
    ]);
    expect(outbox[0].nextAttemptAt).toEqual((await stored(ids[0])).createdAt);
    expect(await database().getRepository(Notification).count()).toBe(before + 6);
  });

  it('stores the route no server sends as skipped, in the same commit, and gives a repeat no rows at all', async () => {
    const routes: IntakeRoute[] = [
      { kind: 'new', channel: 'email', status: 'pending' },
      { kind: 'new', channel: 'webhook', status: 'skipped' },
    ];
    const key = 'd'.repeat(64);
    const [id, repeat] = await Promise.all([
      writer.insert(row(5000, { idempotencyKey: key }), routes),
      writer.insert(row(5001, { idempotencyKey: key }), routes),
    ]);
    expect(repeat).toBeUndefined();
    const outbox = await database()
      .getRepository(Notification)
      .find({ where: { submissionId: id }, order: { channel: 'ASC' } });
    expect(outbox.map(({ channel, status }) => [channel, status])).toEqual([
      ['email', 'pending'],
      ['webhook', 'skipped'],
    ]);
  });

  it('skips a row whose idempotency key is stored, in the same batch or before, and numbers the rest right', async () => {
    const first = await writer.insert(row(4000, { idempotencyKey: 'a'.repeat(64) }), ROUTES);
    const rows = [
      row(4001, { idempotencyKey: 'a'.repeat(64) }),
      row(4002),
      row(4003, { idempotencyKey: 'b'.repeat(64) }),
      row(4004, { idempotencyKey: 'b'.repeat(64) }),
      row(4005, { idempotencyKey: 'c'.repeat(64) }),
      row(4006),
    ];
    const ids = await Promise.all(rows.map((each) => writer.insert(each, ROUTES)));
    expect(ids.map((id) => id === undefined)).toEqual([true, false, false, true, false, false]);
    for (const [index, id] of ids.entries()) {
      if (id !== undefined) expect(await stored(id)).toMatchObject({ ...rows[index], id });
    }
    expect(await stored(first)).toMatchObject({ nombre: row(4000).nombre, idempotencyKey: 'a'.repeat(64) });
    const keyed = await database()
      .getRepository(ContactSubmission)
      .countBy({ idempotencyKey: In(['a', 'b', 'c'].map((letter) => letter.repeat(64))) });
    expect(keyed).toBe(3);
  });
});
