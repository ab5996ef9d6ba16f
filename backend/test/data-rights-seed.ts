import { DataSource, In } from 'typeorm';
import { type RunningApp } from '../src/app';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { ContactNote } from '../src/contacts/contact-note.entity';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { Notification } from '../src/notifications/notification.entity';
import { STAFF } from './factories';
import { seedRequest } from './inquiries-seed';

/**
 * A request stored directly with its own created_at (with its outbox rows), and one
 * internal note, so a test can see both go with it. Returns its id.
 */
export async function seedRequestWithNote(running: RunningApp, createdAt: Date): Promise<number> {
  const id = await seedRequest(running, createdAt);
  await running.app
    .get(DataSource)
    .getRepository(ContactNote)
    .insert({ submissionId: id, author: STAFF.email, body: `Nota interna de la solicitud ${id}` });
  return id;
}

/** What is left of some requests in each table: their rows, notes and outbox rows (ids, ascending). */
export async function remaining(
  running: RunningApp,
  ids: number[],
): Promise<{ submissions: number[]; notes: number[]; outbox: number[] }> {
  const dataSource = running.app.get(DataSource);
  const where = { submissionId: In(ids) };
  const [submissions, notes, outbox] = await Promise.all([
    dataSource.getRepository(ContactSubmission).findBy({ id: In(ids) }),
    dataSource.getRepository(ContactNote).findBy(where),
    // Staff's notification rows (email and webhook): the kinds that every request has whatever the hour.
    dataSource.getRepository(Notification).findBy({ ...where, kind: 'new' }),
  ]);
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return {
    submissions: sorted(submissions.map((row) => row.id)),
    notes: sorted(notes.map((row) => row.submissionId)),
    outbox: sorted(outbox.map((row) => row.submissionId)),
  };
}

/** The whole audit log, oldest first. */
export function auditRows(running: RunningApp): Promise<AuditEntry[]> {
  return running.app
    .get(DataSource)
    .getRepository(AuditEntry)
    .find({ order: { id: 'ASC' } });
}
