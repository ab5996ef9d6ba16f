import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { OUTBOX_INSERT, replaceOutboxTrigger } from './1764200000000-answer-by-and-acknowledgments';

/** The routes a new request's outbox rows are written for, and whether a server is set up to send each. */
export const NOTIFICATION_ROUTES_TABLE = 'notification_routes';

/** One row per route, in the order of the outbox rows: staff by email, staff by webhook, the acknowledgment. */
const ROUTES = [
  ['new', 'email', 1],
  ['new', 'webhook', 2],
  ['ack', 'email', 3],
] as const;

/** A route that no server is set up for is written 'skipped' with the request, as the worker would mark it. */
const ROUTED_OUTBOX_INSERT =
  'INSERT INTO notification_outbox (submission_id, kind, channel, status, attempts, next_attempt_at, created_at) ' +
  "SELECT NEW.id, r.kind, r.channel, CASE WHEN r.configured THEN 'pending' ELSE 'skipped' END, 0, " +
  `NEW.created_at, NEW.created_at FROM ${NOTIFICATION_ROUTES_TABLE} r ORDER BY r.position;`;

/**
 * The outbox trigger writes a request's notification rows from a table of routes instead of a fixed list.
 * Each server says at start-up which routes it is set up to send (NotificationDispatcher): a route it is not
 * set up for (no SMTP_URL, no webhook, NOTIFY_PROSPECT=false) is stored 'skipped' with the request, so no
 * worker has to mark it afterwards (an UPDATE of every new row, on the intake's database connection). Until a
 * server has said, every route is configured: rows are stored 'pending', as before, and the worker skips
 * those of routes it cannot send, as before.
 */
export class NotificationRoutes1764390000000 implements MigrationInterface {
  name = 'NotificationRoutes1764390000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE ${NOTIFICATION_ROUTES_TABLE} (kind varchar(10) NOT NULL, channel varchar(10) NOT NULL, ` +
        'position integer NOT NULL, configured boolean NOT NULL DEFAULT true, PRIMARY KEY (kind, channel))',
    );
    const values = ROUTES.map(([kind, channel, position]) => `('${kind}', '${channel}', ${position})`);
    await queryRunner.query(
      `INSERT INTO ${NOTIFICATION_ROUTES_TABLE} (kind, channel, position) VALUES ${values.join(', ')}`,
    );
    await replaceOutboxTrigger(queryRunner, ROUTED_OUTBOX_INSERT);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceOutboxTrigger(queryRunner, OUTBOX_INSERT);
    await queryRunner.query(`DROP TABLE ${NOTIFICATION_ROUTES_TABLE}`);
  }
}
