import { type ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import {
  addBusinessMinutes,
  ANSWER_PROMISE_MINUTES,
  DEFAULT_BUSINESS_HOURS,
  parseBusinessHours,
} from '../../common/business-hours';
import { OUTBOX_INSERT, replaceOutboxTrigger } from '../schema';

const OLD_OUTBOX_INSERT =
  'INSERT INTO notification_outbox (submission_id, channel, status, attempts, next_attempt_at, created_at) ' +
  "VALUES (NEW.id, 'email', 'pending', 0, NEW.created_at, NEW.created_at), " +
  "(NEW.id, 'webhook', 'pending', 0, NEW.created_at, NEW.created_at);";

/** A Date column as the driver reads and writes it (SQLite keeps UTC text, PostgreSQL a timestamp). */
const DATE_COLUMN = { type: Date } as unknown as ColumnMetadata;

/**
 * The answer-by time of each request, the kinds of outbox row (the prospect's acknowledgment and the
 * overdue reminder besides the staff notification) with one row per request, kind and channel, and the
 * per-address cap on acknowledgments. Plain ALTER TABLE, never TypeORM's addColumn: on SQLite that rebuilds
 * the table and drops its triggers. Requests already stored get an answer-by time on the default hours.
 */
export class AnswerByAndAcknowledgments1764200000000 implements MigrationInterface {
  name = 'AnswerByAndAcknowledgments1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const timestamp = String(driver.mappedDataTypes.createDate);

    await queryRunner.query(`ALTER TABLE "contact_submissions" ADD COLUMN "answer_by" ${timestamp} NULL`);
    await this.fillAnswerBy(queryRunner);
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_submissions_processed_answer_by" ON "contact_submissions" ("processed", "answer_by")',
    );

    await queryRunner.query(
      `ALTER TABLE "notification_outbox" ADD COLUMN "kind" varchar(10) NOT NULL DEFAULT 'new'`,
    );
    await queryRunner.query('DROP INDEX "IDX_notification_outbox_submission_id"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_notification_outbox_submission_kind_channel" ON "notification_outbox" ("submission_id", "kind", "channel")',
    );

    await queryRunner.createTable(
      new Table({
        name: 'prospect_acknowledgments',
        columns: [
          { name: 'address_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'notification_id', type: 'integer' },
          { name: 'claimed_at', type: timestamp },
        ],
      }),
    );
    await replaceOutboxTrigger(queryRunner, OUTBOX_INSERT);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceOutboxTrigger(queryRunner, OLD_OUTBOX_INSERT);
    await queryRunner.dropTable('prospect_acknowledgments');
    await queryRunner.query(`DELETE FROM "notification_outbox" WHERE "kind" <> 'new'`);
    await queryRunner.query('DROP INDEX "IDX_notification_outbox_submission_kind_channel"');
    await queryRunner.query(
      'CREATE INDEX "IDX_notification_outbox_submission_id" ON "notification_outbox" ("submission_id")',
    );
    await queryRunner.query('ALTER TABLE "notification_outbox" DROP COLUMN "kind"');
    await queryRunner.query('DROP INDEX "IDX_contact_submissions_processed_answer_by"');
    await queryRunner.query('ALTER TABLE "contact_submissions" DROP COLUMN "answer_by"');
  }

  private async fillAnswerBy(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const calendar = { week: parseBusinessHours(DEFAULT_BUSINESS_HOURS), closedDays: [] };
    const rows = (await queryRunner.query('SELECT id, created_at FROM contact_submissions')) as Array<{
      id: number;
      created_at: unknown;
    }>;
    const sql =
      driver.options.type === 'postgres'
        ? 'UPDATE contact_submissions SET answer_by = $1 WHERE id = $2'
        : 'UPDATE contact_submissions SET answer_by = ? WHERE id = ?';
    for (const row of rows) {
      const createdAt = driver.prepareHydratedValue(row.created_at, DATE_COLUMN) as Date;
      const answerBy = addBusinessMinutes(createdAt, ANSWER_PROMISE_MINUTES, calendar);
      await queryRunner.query(sql, [driver.preparePersistentValue(answerBy, DATE_COLUMN), row.id]);
    }
  }
}
