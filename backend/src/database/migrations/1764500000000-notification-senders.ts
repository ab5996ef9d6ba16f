import { type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  createRoutesTable,
  NOTIFICATION_ROUTES_TABLE,
  NOTIFICATION_SENDERS_TABLE,
  OUTBOX_FUNCTION,
  OUTBOX_TRIGGER,
  replaceOutboxTrigger,
  ROUTED_OUTBOX_INSERT,
} from '../schema';

/**
 * A request's notification rows are written by the code that stores it, in the same transaction
 * (contacts/submission-writer.ts), no longer by a trigger; and which routes a fleet sends is what each of its
 * servers says in notification_senders (a heartbeat), no longer one table of routes that the server started
 * last rewrote for everyone. The trigger, its PostgreSQL function and the routes table go.
 */
export class NotificationSenders1764500000000 implements MigrationInterface {
  name = 'NotificationSenders1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    await queryRunner.query(
      `DROP TRIGGER IF EXISTS ${OUTBOX_TRIGGER}${postgres ? ' ON contact_submissions' : ''}`,
    );
    if (postgres) await queryRunner.query(`DROP FUNCTION IF EXISTS ${OUTBOX_FUNCTION}()`);
    await queryRunner.query(`DROP TABLE ${NOTIFICATION_ROUTES_TABLE}`);
    const timestamp = String(queryRunner.connection.driver.mappedDataTypes.createDate);
    await queryRunner.query(
      `CREATE TABLE ${NOTIFICATION_SENDERS_TABLE} (instance varchar(64) NOT NULL PRIMARY KEY, ` +
        `routes varchar(200) NOT NULL, seen_at ${timestamp} NOT NULL)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${NOTIFICATION_SENDERS_TABLE}`);
    await createRoutesTable(queryRunner);
    // SQLite: the trigger itself; PostgreSQL: its function, then the trigger that calls it (as 1764000000000).
    await replaceOutboxTrigger(queryRunner, ROUTED_OUTBOX_INSERT);
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query(
        `CREATE TRIGGER ${OUTBOX_TRIGGER} AFTER INSERT ON contact_submissions FOR EACH ROW EXECUTE FUNCTION ${OUTBOX_FUNCTION}()`,
      );
    }
  }
}
