import { type ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import {
  CONTENT_CHANNEL,
  CONTENT_NOTIFY_FUNCTION,
  CONTENT_NOTIFY_TRIGGER,
  SITE_CONTENT_TABLE,
} from '../schema/content';
import { FIRST_CONTENT } from '../../content/seed';

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
        name: SITE_CONTENT_TABLE,
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
      `INSERT INTO ${SITE_CONTENT_TABLE} (id, version, firm, controller, attorney, hero, updated_at) VALUES (1, 1, ${values})`,
      [
        JSON.stringify(FIRST_CONTENT.firm),
        JSON.stringify(FIRST_CONTENT.controller),
        JSON.stringify(FIRST_CONTENT.attorney),
        JSON.stringify(FIRST_CONTENT.hero),
        driver.preparePersistentValue(new Date(), DATE_COLUMN),
      ],
    );
    if (postgres) {
      await queryRunner.query(
        `CREATE FUNCTION ${CONTENT_NOTIFY_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
          `BEGIN PERFORM pg_notify('${CONTENT_CHANNEL}', NEW.version::text); RETURN NULL; END $$`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${CONTENT_NOTIFY_TRIGGER} AFTER UPDATE ON ${SITE_CONTENT_TABLE} FOR EACH ROW EXECUTE FUNCTION ${CONTENT_NOTIFY_FUNCTION}()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${CONTENT_NOTIFY_TRIGGER} ON ${SITE_CONTENT_TABLE}`);
      await queryRunner.query(`DROP FUNCTION IF EXISTS ${CONTENT_NOTIFY_FUNCTION}()`);
    }
    await queryRunner.dropTable(SITE_CONTENT_TABLE);
  }
}
