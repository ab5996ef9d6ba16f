import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { searchTextOf } from '../src/database/schema';
import { type NewSubmissionRow, SubmissionWriter } from '../src/contacts/submission-writer';
import { contactRequest, submissionRow } from './factories';
import { http } from './harness';
import { NotificationDispatcher } from '../src/notifications/notification-dispatcher';

let seeded = 0;

/**
 * Stores one request directly (its own created_at, any text) through the writer: with its search text and
 * its outbox rows, for the routes this server's fleet sends. Returns its id.
 */
export async function seedRequest(
  running: RunningApp,
  createdAt: Date,
  overrides: Partial<NewSubmissionRow> = {},
  /** Columns a later migration added, left out for a test that undid it (an earlier schema). */
  without: ReadonlyArray<keyof ContactSubmission> = [],
): Promise<number> {
  seeded += 1;
  const row = { ...submissionRow(100_000 + seeded, createdAt), ...overrides };
  const dataSource = running.app.get(DataSource);
  const values = { ...row, searchText: searchTextOf(row) };
  if (without.length === 0) {
    const routes = running.app.get(NotificationDispatcher).intakeRoutes();
    const id = await running.app.get(SubmissionWriter).insert(values, routes);
    if (id === undefined) throw new Error('a seeded request was taken for a repeat');
    return id;
  }
  // Only the columns the earlier schema has, and nothing read back (TypeORM would read every column).
  const columns = dataSource
    .getMetadata(ContactSubmission)
    .columns.map((column) => column.propertyName)
    .filter((name) => !(without as string[]).includes(name));
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(ContactSubmission, columns)
    .values(values)
    .updateEntity(false)
    .execute();
  const [stored] = await dataSource.getRepository(ContactSubmission).find({
    select: { id: true },
    where: { email: row.email, createdAt },
    order: { id: 'DESC' },
    take: 1,
  });
  return stored.id;
}

/** The audit entries of one action, oldest first. */
export function auditOf(running: RunningApp, action: AuditEntry['action']): Promise<AuditEntry[]> {
  return running.app
    .get(DataSource)
    .getRepository(AuditEntry)
    .find({ where: { action }, order: { id: 'ASC' } });
}

/** How many rows of a table belong to one request. */
export async function rowsFor(running: RunningApp, table: string, submissionId: number): Promise<number> {
  const [row] = (await running.app
    .get(DataSource)
    .query(`SELECT COUNT(*) AS n FROM ${table} WHERE submission_id = ${Number(submissionId)}`)) as Array<{
    n: number | string;
  }>;
  return Number(row.n);
}

/** Adds a note through the API and returns the answer. */
export function postNote(running: RunningApp, cookie: string, id: number, body: unknown) {
  return request(http(running))
    .post(`/api/contacts/${id}/notes`)
    .set('Cookie', cookie)
    .send(body as object);
}

/** Sends a consultation request through the public form endpoint and returns its id. */
export async function submitRequest(
  running: RunningApp,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await request(http(running)).post('/api/contact').send(contactRequest(overrides));
  if (response.status !== 201) throw new Error(`POST /api/contact answered ${response.status}`);
  // The sender settles the new notification rows shortly after the answer; waiting for it keeps what the
  // tests read of a request (its notification states included) the same from one read to the next.
  await running.app.get(NotificationDispatcher).whenIdle();
  return (response.body as { id: number }).id;
}
