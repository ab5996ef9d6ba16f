import { type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  createRoutesTable,
  NOTIFICATION_ROUTES_TABLE,
  OUTBOX_INSERT,
  replaceOutboxTrigger,
  ROUTED_OUTBOX_INSERT,
} from '../schema';

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
    await createRoutesTable(queryRunner);
    await replaceOutboxTrigger(queryRunner, ROUTED_OUTBOX_INSERT);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceOutboxTrigger(queryRunner, OUTBOX_INSERT);
    await queryRunner.query(`DROP TABLE ${NOTIFICATION_ROUTES_TABLE}`);
  }
}
