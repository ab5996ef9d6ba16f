import { type ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { CONTENT_SEED } from '../../content/seed';

/** The channel every change of the site's content notifies on PostgreSQL (content-listener.ts listens). */
export const CONTENT_CHANNEL = 'site_content_changed';
const FUNCTION = 'site_content_notify';
const TRIGGER = 'trg_site_content_notify';

const DATE_COLUMN = { type: Date } as unknown as ColumnMetadata;

/**
 * The firm's facts move out of the code: one row with a JSON text per section and the content version,
 * seeded with the values the code held. On PostgreSQL a trigger NOTIFYs every change, in its transaction
 * (delivered at commit), so listening instances hear of it at once; polling the version stays the rule.
 */
export class SiteContent1764310000000 implements MigrationInterface {
  name = 'SiteContent1764310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const postgres = driver.options.type === 'postgres';
    await queryRunner.createTable(
      new Table({
        name: 'site_content',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'version', type: 'integer' },
          { name: 'firm', type: 'text' },
          { name: 'controller', type: 'text' },
          { name: 'attorney', type: 'text' },
          { name: 'hero', type: 'text' },
          { name: 'updated_at', type: String(driver.mappedDataTypes.createDate) },
        ],
      }),
    );
    const values = postgres ? '$1, $2, $3, $4, $5' : '?, ?, ?, ?, ?';
    await queryRunner.query(
      `INSERT INTO site_content (id, version, firm, controller, attorney, hero, updated_at) VALUES (1, 1, ${values})`,
      [
        JSON.stringify(CONTENT_SEED.firm),
        JSON.stringify(CONTENT_SEED.controller),
        JSON.stringify(CONTENT_SEED.attorney),
        JSON.stringify(CONTENT_SEED.hero),
        driver.preparePersistentValue(new Date(), DATE_COLUMN),
      ],
    );
    if (postgres) {
      await queryRunner.query(
        `CREATE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
          `BEGIN PERFORM pg_notify('${CONTENT_CHANNEL}', NEW.version::text); RETURN NULL; END $$`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${TRIGGER} AFTER UPDATE ON site_content FOR EACH ROW EXECUTE FUNCTION ${FUNCTION}()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${TRIGGER} ON site_content`);
      await queryRunner.query(`DROP FUNCTION IF EXISTS ${FUNCTION}()`);
    }
    await queryRunner.dropTable('site_content');
  }
}
