import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { RATE_LIMITS_TABLE } from '../schema';

/** Rate-limit counters for the contact form and staff log-in, shared by every server instance. */
export class RateLimits1763900000000 implements MigrationInterface {
  name = 'RateLimits1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: RATE_LIMITS_TABLE,
        columns: [
          { name: 'bucket', type: 'varchar', length: '191', isPrimary: true },
          { name: 'hits', type: 'integer' },
          { name: 'resets_at', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'IDX_rate_limits_resets_at', columnNames: ['resets_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(RATE_LIMITS_TABLE);
  }
}
