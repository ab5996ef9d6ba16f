import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
} from 'typeorm';
import { searchTextOf } from '../schema';

const TRIGGER = 'trg_contact_submissions_outbox';
const FUNCTION = 'contact_submissions_outbox';

/** Outbox rows for a new submission: one per channel, due at once. */
const OUTBOX_INSERT =
  'INSERT INTO notification_outbox (submission_id, channel, status, attempts, next_attempt_at, created_at) ' +
  "VALUES (NEW.id, 'email', 'pending', 0, NEW.created_at, NEW.created_at), " +
  "(NEW.id, 'webhook', 'pending', 0, NEW.created_at, NEW.created_at);";

/**
 * Staff notification outbox, internal notes, the audit log, proof of consent and the search column.
 * The outbox rows are written by a trigger, so they are part of the statement (and transaction) that stores
 * the submission on both engines, while the intake keeps its single autocommit INSERT (submission-writer.ts).
 * On SQLite, TypeORM alters a column by rebuilding the table, which drops its triggers: a later migration that
 * changes contact_submissions must create this trigger again (submission-writer.spec.ts fails without it).
 */
export class NotificationsAndDataRights1764000000000 implements MigrationInterface {
  name = 'NotificationsAndDataRights1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const timestamp = String(driver.mappedDataTypes.createDate);
    const createdAt = {
      name: 'created_at',
      type: timestamp,
      default: driver.mappedDataTypes.createDateDefault,
    };
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };
    const submissionFk = new TableForeignKey({
      columnNames: ['submission_id'],
      referencedTableName: 'contact_submissions',
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    });

    await queryRunner.addColumns('contact_submissions', [
      new TableColumn({ name: 'consent_at', type: timestamp, isNullable: true }),
      new TableColumn({ name: 'privacy_policy_version', type: 'varchar', length: '20', isNullable: true }),
      new TableColumn({ name: 'consent_text', type: 'varchar', length: '500', isNullable: true }),
      new TableColumn({ name: 'language', type: 'varchar', length: '2', isNullable: true }),
      new TableColumn({ name: 'search_text', type: 'text', default: "''" }),
    ]);
    await this.fillSearchText(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'contact_notes',
        columns: [
          id,
          { name: 'submission_id', type: 'integer' },
          { name: 'author', type: 'varchar', length: '254' },
          { name: 'body', type: 'text' },
          createdAt,
        ],
        indices: [
          new TableIndex({ name: 'IDX_contact_notes_submission_id', columnNames: ['submission_id'] }),
        ],
        foreignKeys: [submissionFk],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'notification_outbox',
        columns: [
          id,
          { name: 'submission_id', type: 'integer' },
          { name: 'channel', type: 'varchar', length: '10' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'next_attempt_at', type: timestamp },
          { name: 'locked_until', type: timestamp, isNullable: true },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'sent_at', type: timestamp, isNullable: true },
          createdAt,
        ],
        indices: [
          new TableIndex({
            name: 'IDX_notification_outbox_submission_id',
            columnNames: ['submission_id'],
          }),
          new TableIndex({ name: 'IDX_notification_outbox_due', columnNames: ['status', 'next_attempt_at'] }),
        ],
        foreignKeys: [submissionFk.clone()],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          id,
          createdAt,
          { name: 'actor', type: 'varchar', length: '254' },
          { name: 'action', type: 'varchar', length: '40' },
          { name: 'target', type: 'varchar', length: '300', isNullable: true },
          { name: 'detail', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_audit_log_created_at', columnNames: ['created_at'] })],
      }),
    );

    if (driver.options.type === 'postgres') {
      await queryRunner.query(
        `CREATE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${OUTBOX_INSERT} RETURN NULL; END $$`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${TRIGGER} AFTER INSERT ON contact_submissions FOR EACH ROW EXECUTE FUNCTION ${FUNCTION}()`,
      );
    } else {
      await queryRunner.query(
        `CREATE TRIGGER ${TRIGGER} AFTER INSERT ON contact_submissions FOR EACH ROW BEGIN ${OUTBOX_INSERT} END`,
      );
    }
  }

  /** Requests stored before this migration get their search text; their consent proof stays empty. */
  private async fillSearchText(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query(
      'SELECT id, nombre, email, telefono, mensaje FROM contact_submissions',
    )) as Array<{ id: number; nombre: string; email: string; telefono: string; mensaje: string }>;
    const isPostgres = queryRunner.connection.driver.options.type === 'postgres';
    const sql = isPostgres
      ? 'UPDATE contact_submissions SET search_text = $1 WHERE id = $2'
      : 'UPDATE contact_submissions SET search_text = ? WHERE id = ?';
    for (const row of rows) await queryRunner.query(sql, [searchTextOf(row), row.id]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS ${TRIGGER}${this.onTable(queryRunner)}`);
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query(`DROP FUNCTION IF EXISTS ${FUNCTION}()`);
    }
    await queryRunner.dropTable('audit_log');
    await queryRunner.dropTable('notification_outbox');
    await queryRunner.dropTable('contact_notes');
    for (const column of [
      'search_text',
      'language',
      'consent_text',
      'privacy_policy_version',
      'consent_at',
    ]) {
      await queryRunner.dropColumn('contact_submissions', column);
    }
  }

  private onTable(queryRunner: QueryRunner): string {
    return queryRunner.connection.driver.options.type === 'postgres' ? ' ON contact_submissions' : '';
  }
}
