import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { ContactsService } from '../src/contacts/contacts.service';
import { FEW_MATCHES } from '../src/contacts/contacts-filter';
import { submissionRow } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';

const ROWS = 10_000;
const MINUTE = 60_000;

describe('the staff list and counters with 10,000 submissions', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  // Row i was created i minutes before this instant, so row 0 is the newest.
  const newest = Date.parse('2025-06-02T15:00:00Z');

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
    const repository = running.app.get(DataSource).getRepository(ContactSubmission);
    for (let start = 0; start < ROWS; start += 500) {
      const chunk = Array.from({ length: 500 }, (_, k) => {
        const i = start + k;
        return submissionRow(i, new Date(newest - i * MINUTE), i % 4 === 0);
      });
      await repository.insert(chunk);
    }
  }, 120_000);
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  const list = (query: string) => request(http(running)).get(`/api/contacts${query}`).set('Cookie', cookie);

  it('answers 50 rows by default, newest first, with the total in X-Total-Count', async () => {
    const response = await list('').expect(200);
    expect(response.headers['x-total-count']).toBe(String(ROWS));
    expect(response.body).toHaveLength(50);
    expect(response.body.map((c: { nombre: string }) => c.nombre)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Cliente ${i}`),
    );
  });

  it('pages with limit and offset, up to 200 rows', async () => {
    const response = await list('?limit=200&offset=9900').expect(200);
    expect(response.body).toHaveLength(100);
    expect(response.body[0].nombre).toBe('Cliente 9900');
    expect(response.body[99].nombre).toBe('Cliente 9999');
    const past = await list('?offset=20000').expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(ROWS));
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=201', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=1.5', 'limit'],
    ['?offset=-1', 'offset'],
    ['?offset=x', 'offset'],
    ['?page=2', 'page'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const response = await list(query).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { [field]: expect.any(String) },
    });
  });

  /** Pending rows whose answer-by time (as the factory stores it) has come at `now`, counted here in JS. */
  const overdueAt = (now: Date) =>
    Array.from({ length: ROWS }, (_, i) =>
      submissionRow(i, new Date(newest - i * MINUTE), i % 4 === 0),
    ).filter((row) => !row.processed && row.answerBy !== null && row.answerBy <= now).length;

  it('counts total, pending, processed, today (Medellín calendar day) and overdue in the database', async () => {
    // The newest row is 10:00 on 2025-06-02 in Medellín; row 600 is exactly midnight there, row 601 the day before.
    const at = new Date('2025-06-02T20:00:00Z');
    const stats = await running.app.get(ContactsService).stats(at);
    expect(stats).toEqual({
      total: ROWS,
      pending: 7500,
      processed: 2500,
      today: 601,
      overdue: overdueAt(at),
    });
    // 2 June 2025 is a holiday: what came in since Saturday 13:00 is due on Tuesday at 8:00 or later.
    expect(stats.overdue).toBeGreaterThan(0);
    expect(stats.overdue).toBeLessThan(7500);
    const lateEvening = await running.app.get(ContactsService).stats(new Date('2025-06-03T04:59:00Z'));
    expect(lateEvening.today).toBe(601);
    const nextDay = await running.app.get(ContactsService).stats(new Date('2025-06-03T05:00:00Z'));
    expect(nextDay.today).toBe(0);
  });

  it('GET /api/contacts/stats answers the counters and follows a mark', async () => {
    const before = (await request(http(running)).get('/api/contacts/stats').set('Cookie', cookie).expect(200))
      .body;
    // The server's clock is today's: every stored request is long past its answer-by time.
    expect(before).toEqual({
      total: ROWS,
      pending: 7500,
      processed: 2500,
      today: expect.any(Number),
      overdue: 7500,
    });
    const pendingRow = (await list('?limit=2').expect(200)).body[1];
    expect(pendingRow.processed).toBe(false);
    await request(http(running))
      .patch(`/api/contacts/${pendingRow.id}/processed`)
      .set('Cookie', cookie)
      .expect(200);
    const after = (await request(http(running)).get('/api/contacts/stats').set('Cookie', cookie).expect(200))
      .body;
    expect(after).toMatchObject({ total: ROWS, pending: 7499, processed: 2501, overdue: 7499 });
  });

  it('GET /api/contacts/stats is 401 without a session', async () => {
    await request(http(running)).get('/api/contacts/stats').expect(401);
  });

  it('uses the created_at index for the page query', async () => {
    const dataSource = running.app.get(DataSource);
    const query = 'SELECT * FROM contact_submissions ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET 0';
    let plan: string;
    if (ENGINE === 'postgres') {
      // The planner's statistics first, as autovacuum would gather them on a live database.
      await dataSource.query('ANALYZE contact_submissions');
      const rows = (await dataSource.query(`EXPLAIN ${query}`)) as Array<{ 'QUERY PLAN': string }>;
      plan = rows.map((row) => row['QUERY PLAN']).join(' ');
    } else {
      const rows = (await dataSource.query(`EXPLAIN QUERY PLAN ${query}`)) as Array<{ detail: string }>;
      plan = rows.map((row) => row.detail).join(' ');
    }
    expect(plan).toContain('IDX_contact_submissions_created_at');
  });

  describe('a search that finds more than the few read up front', () => {
    // "cliente 1" is in the name of rows 1, 10–19, 100–199 and 1000–1999: 1,111 rows, newest (lowest index) first.
    const matching = Array.from({ length: ROWS }, (_, i) => i).filter((i) => String(i).startsWith('1'));
    const names = (rows: Array<{ nombre: string }>) => rows.map((row) => row.nombre);
    const named = (indexes: number[]) => indexes.map((i) => `Cliente ${i}`);

    it('counts and pages every match', async () => {
      expect(matching.length).toBeGreaterThan(FEW_MATCHES);
      const first = await list('?q=cliente%201&limit=50').expect(200);
      expect(first.headers['x-total-count']).toBe(String(matching.length));
      expect(names(first.body)).toEqual(named(matching.slice(0, 50)));
      const deep = await list('?q=cliente%201&limit=200&offset=1100').expect(200);
      expect(names(deep.body)).toEqual(named(matching.slice(1100)));
    });

    it('combines with a filter', async () => {
      const penal = matching.filter((i) => i % 5 === 1);
      const response = await list('?q=CLIENTE%201&tipo_caso=penal&limit=200').expect(200);
      expect(response.headers['x-total-count']).toBe(String(penal.length));
      expect(names(response.body)).toEqual(named(penal.slice(0, 200)));
    });
  });
});
