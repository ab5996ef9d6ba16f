import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
} from 'typeorm';

/**
 * Staff's second factor: on staff_users the TOTP secret (sealed, see auth/secret-box.ts), when it was
 * confirmed (null while an enrolment waits for its first code) and the last time step accepted (a code is
 * good once); and a table of recovery codes, each a SHA-256 hash, deleted as it is used.
 */
export class StaffSecondFactor1764430000000 implements MigrationInterface {
  name = 'StaffSecondFactor1764430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = String(queryRunner.connection.driver.mappedDataTypes.createDate);
    await queryRunner.addColumns('staff_users', [
      new TableColumn({ name: 'totp_secret', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'totp_enabled_at', type: timestamp, isNullable: true }),
      new TableColumn({ name: 'totp_last_step', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'staff_recovery_codes',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_id', type: 'integer' },
          { name: 'code_hash', type: 'varchar', length: '64' },
        ],
        indices: [new TableIndex({ name: 'IDX_staff_recovery_codes_user_id', columnNames: ['user_id'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'staff_users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('staff_recovery_codes');
    for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_secret'])
      await queryRunner.dropColumn('staff_users', column);
  }
}
