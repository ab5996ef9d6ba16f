import { type MigrationInterface, type QueryRunner, TableColumn, TableForeignKey } from 'typeorm';

/** Each column that keeps an uploaded image's id, with the JSON path the id already had in its row. */
const REFERENCES = [
  { table: 'site_content', column: 'attorney_photo_id', json: 'attorney', path: ['photo', 'id'] },
  { table: 'site_content', column: 'hero_photo_id', json: 'hero', path: ['photo', 'id'] },
  { table: 'blog_posts', column: 'cover_image_id', json: 'cover', path: ['imageId'] },
] as const;
const TABLES = ['site_content', 'blog_posts'] as const;

/**
 * The image ids the site content's photos and the posts' covers keep inside their JSON, also as columns
 * with a foreign key to `images` (ON DELETE RESTRICT): the database itself then refuses to delete an image
 * they show, and refuses to attach one deleted meanwhile, however the two requests interleave, on either
 * engine and across instances. Through TypeORM's addColumns and createForeignKeys, so each key is named
 * and written as the entities describe it: on SQLite that rebuilds the two tables (they have no triggers
 * there; a column constraint added by ALTER TABLE would not carry the key's name). Filled from the JSON.
 */
export class ImageReferences1764440000000 implements MigrationInterface {
  name = 'ImageReferences1764440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    for (const table of TABLES) {
      const references = REFERENCES.filter((reference) => reference.table === table);
      await queryRunner.addColumns(
        table,
        references.map(
          ({ column }) => new TableColumn({ name: column, type: 'varchar', length: '16', isNullable: true }),
        ),
      );
      await queryRunner.createForeignKeys(
        table,
        references.map(
          ({ column }) =>
            new TableForeignKey({
              columnNames: [column],
              referencedTableName: 'images',
              referencedColumnNames: ['id'],
              onDelete: 'RESTRICT',
            }),
        ),
      );
      for (const { column, json, path } of references) {
        const id = postgres
          ? `("${json}"::json #>> '{${path.join(',')}}')`
          : `json_extract("${json}", '$.${path.join('.')}')`;
        await queryRunner.query(
          `UPDATE "${table}" SET "${column}" = ${id} WHERE "${json}" IS NOT NULL ` +
            `AND EXISTS (SELECT 1 FROM "images" WHERE "images"."id" = ${id})`,
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      const columns = REFERENCES.filter((reference) => reference.table === table).map(({ column }) => column);
      await queryRunner.dropColumns(table, columns);
    }
  }
}
