import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { BOOKING_DAYS_TABLE, BOOKINGS_TABLE } from '../schema';

/**
 * The consultations visitors book online (`bookings`) and the per-day lock rows their writes take
 * (`booking_days`). A booking belongs to the request it created or joined, and goes with it when the request
 * is erased or expires. A booking is also the outbox of its own emails (the `mail_*` columns).
 */
export class Bookings1764540000000 implements MigrationInterface {
  name = 'Bookings1764540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = String(queryRunner.connection.driver.mappedDataTypes.createDate);
    await queryRunner.createTable(
      new Table({
        name: BOOKINGS_TABLE,
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'uid', type: 'varchar', length: '255' },
          { name: 'sequence', type: 'integer' },
          { name: 'kind_id', type: 'varchar', length: '40' },
          { name: 'place', type: 'varchar', length: '10' },
          { name: 'start_at', type: timestamp },
          { name: 'end_at', type: timestamp },
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'submission_id', type: 'integer', isNullable: true },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'created_at', type: timestamp },
          { name: 'updated_at', type: timestamp },
          { name: 'cancelled_at', type: timestamp, isNullable: true },
          { name: 'reminder_day_sent_at', type: timestamp, isNullable: true },
          { name: 'reminder_hour_sent_at', type: timestamp, isNullable: true },
          { name: 'mailed_sequence', type: 'integer', isNullable: true },
          { name: 'mail_attempts', type: 'integer', default: 0 },
          { name: 'mail_next_attempt_at', type: timestamp, isNullable: true },
          { name: 'mail_locked_until', type: timestamp, isNullable: true },
          { name: 'mail_error', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'UQ_bookings_uid', columnNames: ['uid'], isUnique: true }),
          new TableIndex({ name: 'UQ_bookings_token_hash', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({ name: 'IDX_bookings_status_start_at', columnNames: ['status', 'start_at'] }),
          new TableIndex({ name: 'IDX_bookings_submission_id', columnNames: ['submission_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['submission_id'],
            referencedTableName: 'contact_submissions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: BOOKING_DAYS_TABLE,
        columns: [{ name: 'day', type: 'varchar', length: '10', isPrimary: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(BOOKING_DAYS_TABLE);
    await queryRunner.dropTable(BOOKINGS_TABLE);
  }
}
