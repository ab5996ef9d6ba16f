import { type ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/** Contact submissions, staff users and sessions. Written with the Table API so it runs on SQLite and PostgreSQL. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const { createDate, createDateDefault } = driver.mappedDataTypes;
    // Each engine spells a boolean default its own way (SQLite 0, PostgreSQL false); the driver knows which.
    const falseDefault = driver.normalizeDefault({ default: false } as ColumnMetadata);
    const createdAt = { name: 'created_at', type: String(createDate), default: createDateDefault };
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };

    await queryRunner.createTable(
      new Table({
        name: 'contact_submissions',
        columns: [
          id,
          { name: 'nombre', type: 'varchar', length: '120' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'telefono', type: 'varchar', length: '30' },
          { name: 'tipo_caso', type: 'varchar', length: '20' },
          { name: 'mensaje', type: 'text' },
          { name: 'consent', type: 'boolean' },
          { name: 'processed', type: 'boolean', default: falseDefault },
          createdAt,
        ],
        indices: [
          new TableIndex({ name: 'IDX_contact_submissions_processed', columnNames: ['processed'] }),
          new TableIndex({ name: 'IDX_contact_submissions_created_at', columnNames: ['created_at'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'staff_users',
        columns: [
          id,
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'password_hash', type: 'varchar', length: '255' },
          createdAt,
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '128', isPrimary: true },
          { name: 'expires_at', type: 'bigint' },
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'data', type: 'text' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_sessions_expires_at', columnNames: ['expires_at'] }),
          new TableIndex({ name: 'IDX_sessions_user_id', columnNames: ['user_id'] }),
        ],
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
    await queryRunner.dropTable('sessions');
    await queryRunner.dropTable('staff_users');
    await queryRunner.dropTable('contact_submissions');
  }
}
