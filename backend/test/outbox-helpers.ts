import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { NotificationDispatcher } from '../src/notifications/notification-dispatcher';
import {
  Notification,
  type NotificationChannel,
  type NotificationKind,
} from '../src/notifications/notification.entity';
import { contactRequest, submissionRow } from './factories';
import { http } from './harness';

/** Polls `read` until `done` holds for its value; throws with the last value after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until)
      throw new Error(`still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A submission's outbox row of one kind (staff's new-request notification unless said) on one channel. */
export async function outboxRow(
  running: RunningApp,
  submissionId: number,
  channel: NotificationChannel,
  kind: NotificationKind = 'new',
) {
  const row = await running.app
    .get(DataSource)
    .getRepository(Notification)
    .findOneBy({ submissionId, channel, kind });
  if (!row) throw new Error(`no ${kind} ${channel} outbox row for contact ${submissionId}`);
  return row;
}

/** Waits until the row satisfies `done`. */
export function outboxRowWhen(
  running: RunningApp,
  submissionId: number,
  channel: NotificationChannel,
  done: (row: Notification) => boolean,
  kind: NotificationKind = 'new',
): Promise<Notification> {
  return eventually(() => outboxRow(running, submissionId, channel, kind), done);
}

/** The row once an attempt failed and the next one waits for its time. */
export function waitingRow(
  running: RunningApp,
  submissionId: number,
  channel: NotificationChannel,
  kind: NotificationKind = 'new',
) {
  return outboxRowWhen(
    running,
    submissionId,
    channel,
    (r) => r.attempts >= 1 && r.status === 'pending',
    kind,
  );
}

/** POST /api/contact; answers the new request's id. */
export async function submit(running: RunningApp, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await request(http(running))
    .post('/api/contact')
    .send(contactRequest(overrides))
    .expect(201);
  return (response.body as { id: number }).id;
}

/** A stored request, read straight from the database. */
export async function storedSubmission(running: RunningApp, id: number): Promise<ContactSubmission> {
  return running.app.get(DataSource).getRepository(ContactSubmission).findOneByOrFail({ id });
}

/** The server's clock, `offsetMs` ahead of the real one (0 puts it back). */
export function shiftClock(running: RunningApp, offsetMs: number): void {
  running.app.get(Clock).now = () => new Date(Date.now() + offsetMs);
}

/** Moves the clock past any retry delay and runs the outbox now. */
export function retryNow(running: RunningApp): void {
  shiftClock(running, 10 * 60_000);
  running.app.get(NotificationDispatcher).kick();
}

/**
 * Stops the notification worker as shutdown does. On SQLite it shares the test's one connection, so a run
 * due while rowsStoredWithRequest's transaction is open would claim (mark sending) the row the test is about to
 * read: a test that reads them on an app whose channels send stops the worker first, as its last test.
 */
export async function stopNotificationWorker(running: RunningApp): Promise<void> {
  await running.app.get(NotificationDispatcher).onModuleDestroy();
}

/**
 * The outbox rows (kind, channel, status) the database writes with a new request, read inside the request's
 * own transaction and rolled back with it: what the INSERT itself stored, before any worker could run.
 */
export async function rowsStoredWithRequest(running: RunningApp): Promise<string[][]> {
  const runner = running.app.get(DataSource).createQueryRunner();
  await runner.startTransaction();
  try {
    const result = await runner.manager.insert(ContactSubmission, submissionRow(1, new Date()));
    const submissionId = Number(result.identifiers[0].id);
    const rows = await runner.manager.find(Notification, { where: { submissionId }, order: { id: 'ASC' } });
    return rows.map((row) => [row.kind, row.channel, row.status]);
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}
