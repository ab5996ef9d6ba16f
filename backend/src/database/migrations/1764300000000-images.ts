import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';

/**
 * Uploaded images and their encoded variants, the bytes in the database (a blob on SQLite, bytea on
 * PostgreSQL) so that every instance serves every image. A variant goes with its image (ON DELETE CASCADE).
 */
export class Images1764300000000 implements MigrationInterface {
  name = 'Images1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const postgres = driver.options.type === 'postgres';
    const timestamp = String(driver.mappedDataTypes.createDate);

    await queryRunner.createTable(
      new Table({
        name: 'images',
        columns: [
          { name: 'id', type: 'varchar', length: '16', isPrimary: true },
          { name: 'original_type', type: 'varchar', length: '20' },
          { name: 'width', type: 'integer' },
          { name: 'height', type: 'integer' },
          { name: 'byte_size', type: 'integer' },
          { name: 'created_at', type: timestamp, default: driver.mappedDataTypes.createDateDefault },
          { name: 'created_by', type: 'varchar', length: '254' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'image_variants',
        columns: [
          { name: 'image_id', type: 'varchar', length: '16', isPrimary: true },
          { name: 'width', type: 'integer', isPrimary: true },
          { name: 'type', type: 'varchar', length: '20', isPrimary: true },
          { name: 'bytes', type: postgres ? 'bytea' : 'blob' },
          { name: 'etag', type: 'varchar', length: '64' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['image_id'],
            referencedTableName: 'images',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('image_variants');
    await queryRunner.dropTable('images');
  }
}
