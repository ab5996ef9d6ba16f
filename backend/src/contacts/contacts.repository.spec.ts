import { submissionRow } from '../../test/factories';
import { useRepositoryDatabase } from '../../test/repository-database';
import { ContactSubmission } from './contact-submission.entity';
import { type ContactFilter, FEW_MATCHES } from './contacts-filter';
import { contactsRepositoryFor, searchIndexRepositoryFor } from './contacts-storage';
import { type ContactsRepository } from './contacts.repository';
import { type SearchIndexRepository } from './search-index.repository';
import { type NewSubmissionRow } from './submission-writer';
import { searchTextOf } from '../database/schema';

const db = useRepositoryDatabase();
/** A Monday afternoon in Medellín (UTC-5), inside business hours. */
const T0 = Date.UTC(2025, 5, 2, 15, 0, 0);
const MINUTE = 60_000;
const NOW = new Date(T0 + 3 * 24 * 60 * MINUTE);

/** Row i: created i minutes after T0, every third one processed, with the texts some searches look for. */
function row(i: number): NewSubmissionRow {
  const base = submissionRow(i, new Date(T0 + i * MINUTE), i % 3 === 0);
  const fields = {
    nombre: i === 5 ? 'José Álvarez' : base.nombre,
    email: base.email,
    telefono: { 7: '(300) 555-1234', 22: '300 555 1234' }[i] ?? base.telefono,
    mensaje:
      { 3: 'Un caso zq raro', 25: 'otro zq', 11: 'descuento del 50%', 12: 'número 500' }[i] ?? base.mensaje,
  };
  return { ...base, ...fields, searchText: searchTextOf(fields), idempotencyKey: i === 4 ? 'key-4' : null };
}

describe(`ContactsRepository on ${db.engine}`, () => {
  let contacts: ContactsRepository;
  let index: SearchIndexRepository;
  /** Row index -> stored id. */
  const ids = new Map<number, number>();
  const stored = () => db.dataSource().getRepository(ContactSubmission);

  async function seed(from: number, to: number): Promise<void> {
    for (let i = from; i < to; i += 1) {
      const { identifiers } = await stored().insert(row(i));
      ids.set(i, Number(identifiers[0].id));
    }
  }
  const catchUp = async () => {
    while ((await index.waiting()) > 0) await index.indexNext(500);
  };
  const idsOf = (indexes: number[]) => indexes.map((i) => ids.get(i));
  const page = async (filter: ContactFilter, limit = 50, offset = 0, sort?: 'answer-by') => {
    const { rows, total } = await contacts.page(filter, limit, offset, sort, NOW);
    return { rows: await rows, total: await total };
  };
  const foundIds = async (q: string) => {
    const { rows, total } = await page({ q });
    return { ids: rows.map((r) => r.id).sort((a, b) => a - b), total };
  };

  beforeAll(async () => {
    contacts = contactsRepositoryFor(db.config(), db.dataSource());
    index = searchIndexRepositoryFor(db.config(), db.dataSource());
    // Rows 0-19 indexed for the search, rows 20-29 still waiting for the indexer (SQLite).
    await seed(0, 20);
    await catchUp();
    await seed(20, 30);
  });
  afterAll(() => (contacts as Partial<{ onModuleDestroy(): Promise<void> }>).onModuleDestroy?.());

  it('leaves requests for the indexer on SQLite only, and indexes them in batches', async () => {
    expect(index.offIntake).toBe(db.engine === 'sqlite');
    expect(await index.waiting()).toBe(db.engine === 'sqlite' ? 10 : 0);
  });

  it('pages newest first and counts every request the filter selects', async () => {
    const first = await page({}, 10);
    expect(first.total).toBe(30);
    expect(first.rows.map((r) => r.id)).toEqual(idsOf([29, 28, 27, 26, 25, 24, 23, 22, 21, 20]));
    const last = await page({}, 10, 25);
    expect(last.rows.map((r) => r.id)).toEqual(idsOf([4, 3, 2, 1, 0]));
  });

  it('finds a search in indexed requests and in those waiting for the indexer, folded, and counts them', async () => {
    const expected = idsOf([2, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(await foundIds('Cliente 2')).toEqual({ ids: expected, total: 11 });
    expect(await foundIds('JOSE alvárez')).toEqual({ ids: idsOf([5]), total: 1 });
  });

  it('finds a term too short for a trigram, indexed or waiting', async () => {
    expect(await foundIds('zq')).toEqual({ ids: idsOf([3, 25]), total: 2 });
    expect(await foundIds('¿')).toEqual({ ids: [], total: 0 });
  });

  it('finds a phone number as typed and by its digits alone', async () => {
    expect(await foundIds('(300) 555-1234')).toEqual({ ids: idsOf([7, 22]), total: 2 });
  });

  it("takes a search's %, _ and \\ literally", async () => {
    expect(await foundIds('50%')).toEqual({ ids: idsOf([11]), total: 1 });
    expect(await foundIds('_')).toEqual({ ids: [], total: 0 });
  });

  it('combines a search with the other filters', async () => {
    const { rows, total } = await page({ q: 'cliente 2', status: 'processed' });
    expect(total).toBe(3);
    expect(rows.map((r) => r.id)).toEqual(idsOf([27, 24, 21]));
    const pending = await page({
      q: 'zq',
      status: 'pending',
      tipo_caso: row(25).tipo_caso as ContactFilter['tipo_caso'],
    });
    expect(pending.rows.map((r) => r.id)).toEqual(idsOf([25]));
  });

  it('orders by answer-by time: pending ones first, most urgent on top, then processed ones newest first', async () => {
    const all = await stored().find();
    const byAnswerBy = all
      .filter((r) => !r.processed)
      .sort((a, b) => Number(a.answerBy) - Number(b.answerBy) || +b.createdAt - +a.createdAt || b.id - a.id);
    const processed = all
      .filter((r) => r.processed)
      .sort((a, b) => +b.createdAt - +a.createdAt || b.id - a.id);
    const order = [...byAnswerBy, ...processed].map((r) => r.id);
    const whole = await page({}, 30, 0, 'answer-by');
    expect(whole.rows.map((r) => r.id)).toEqual(order);
    // A page across the two runs: the last pending ones, then the newest processed ones.
    const across = await page({}, 4, byAnswerBy.length - 2, 'answer-by');
    expect(across.rows.map((r) => r.id)).toEqual(order.slice(byAnswerBy.length - 2, byAnswerBy.length + 2));
    expect(across.total).toBe(30);
  });

  it('counts every request, the pending ones, those since a time and the overdue ones', async () => {
    const all = await stored().find();
    const since = new Date(T0 + 10 * MINUTE);
    expect(await contacts.counts(since, NOW)).toEqual({
      total: 30,
      pending: all.filter((r) => !r.processed).length,
      today: all.filter((r) => r.createdAt >= since).length,
      overdue: all.filter((r) => !r.processed && Number(r.answerBy) <= +NOW).length,
    });
  });

  it('reads a filter in batches after the last row read, newest first, none twice or skipped', async () => {
    const read: number[] = [];
    for (let last: ContactSubmission | undefined; ;) {
      const batch = await contacts.batchAfter({ status: 'pending' }, NOW, 7, last);
      if (batch.length === 0) break;
      read.push(...batch.map((r) => r.id));
      last = batch[batch.length - 1];
    }
    const pending = Array.from({ length: 30 }, (_, i) => 29 - i).filter((i) => i % 3 !== 0);
    expect(read).toEqual(idsOf(pending));
  });

  it('finds a request by id, by idempotency key and by email', async () => {
    expect((await contacts.findById(ids.get(6)!))?.nombre).toBe(row(6).nombre);
    expect((await contacts.findByIdempotencyKey('key-4'))?.id).toBe(ids.get(4));
    expect(await contacts.findByIdempotencyKey('key-none')).toBeNull();
    expect((await contacts.byEmail(row(8).email)).map((r) => r.id)).toEqual(idsOf([8]));
    expect((await contacts.list()).map((r) => r.id)).toEqual(
      idsOf(Array.from({ length: 30 }, (_, i) => 29 - i)),
    );
  });

  it('counts and pages a search that finds more than FEW_MATCHES requests', async () => {
    const many = FEW_MATCHES + 5;
    const extra = Array.from({ length: many }, (_, k) => {
      const base = row(100 + k);
      const fields = { ...base, mensaje: `palabraxyz qx ${k}` };
      return { ...fields, searchText: searchTextOf(fields) };
    });
    for (let k = 0; k < many; k += 100) await stored().insert(extra.slice(k, k + 100));
    // Part of them indexed, the rest waiting (SQLite): both parts of each count.
    await index.indexNext(600);
    for (const q of ['qx', 'palabraxyz']) {
      const { rows, total } = await page({ q }, 5);
      expect(total).toBe(many);
      expect(rows.map((r) => r.mensaje)).toEqual(
        [1004, 1003, 1002, 1001, 1000].map((k) => `palabraxyz qx ${k}`),
      );
    }
    await catchUp();
    expect((await page({ q: 'qx' }, 1)).total).toBe(many);
  });

  it('marks a pending request processed once, and deletes requests by id, email and age', async () => {
    expect(await contacts.markProcessed(ids.get(1)!)).toBe(true);
    expect(await contacts.markProcessed(ids.get(1)!)).toBe(false);
    expect((await contacts.findById(ids.get(1)!))?.processed).toBe(true);
    expect(await contacts.markProcessed(-1)).toBe(false);
    expect(await contacts.delete(ids.get(2)!)).toBe(true);
    expect(await contacts.delete(ids.get(2)!)).toBe(false);
    expect(await contacts.findById(ids.get(2)!)).toBeNull();
    expect(await contacts.deleteByEmail(row(8).email)).toBe(1);
    // Rows 0-9 are older than row 10; rows 2 and 8 are gone already.
    expect(await contacts.deleteOlderThan(new Date(T0 + 10 * MINUTE))).toBe(8);
    expect(await contacts.findById(ids.get(9)!)).toBeNull();
    expect(await contacts.findById(ids.get(10)!)).not.toBeNull();
  });
});
