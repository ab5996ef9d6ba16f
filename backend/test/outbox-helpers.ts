import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { SubmissionWriter } from '../src/contacts/submission-writer';
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
 * Stops the notification worker as shutdown does, so no run claims (marks sending) a row that
 * rowsStoredWithRequest is about to read: a test that reads them on an app whose channels send stops the worker first, as its last test.
 */
export async function stopNotificationWorker(running: RunningApp): Promise<void> {
  await running.app.get(NotificationDispatcher).onModuleDestroy();
}

/**
 * The outbox rows (kind, channel, status) the writer stores with a new request, in the request's own
 * transaction, read before any worker could run (stop it first); the request is deleted again afterwards.
 */
export async function rowsStoredWithRequest(running: RunningApp): Promise<string[][]> {
  const routes = running.app.get(NotificationDispatcher).intakeRoutes();
  const submissionId = await running.app.get(SubmissionWriter).insert(submissionRow(1, new Date()), routes);
  const dataSource = running.app.get(DataSource);
  try {
    const rows = await dataSource
      .getRepository(Notification)
      .find({ where: { submissionId }, order: { id: 'ASC' } });
    return rows.map((row) => [row.kind, row.channel, row.status]);
  } finally {
    await dataSource.getRepository(ContactSubmission).delete({ id: submissionId });
  }
}
