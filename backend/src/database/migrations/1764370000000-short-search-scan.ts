import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { createSearchTextTriggers, SEARCH_TEXT_TABLE } from '../schema';

const TRIGGERS = ['contact_search_text_insert', 'contact_search_text_update', 'contact_search_text_delete'];
const PG_FUNCTION = 'contact_search_text_copy';
const PG_TRIGGER = 'trg_contact_search_text';

/**
 * A one- or two-character search (two letters, two digits, a symbol) holds no trigram, so no index can find
 * its rows: it reads every request's search text. Read from contact_submissions, that means walking rows as
 * wide as the whole request (every column before search_text decoded on PostgreSQL); read from this table,
 * which holds only (id, search_text), it is a scan of about a third of the bytes with nothing else to decode.
 *
 * The table is a copy of contact_submissions.search_text, one row per request, kept in the same transaction
 * as the request by triggers: every insert, every change of the search text, every deletion (one request, a
 * data-rights erasure, the retention purge, a cascade). The migration fills it from the requests already
 * stored. SQLite: three triggers, as for the FTS5 index (a later migration that rebuilds contact_submissions
 * drops them with the old table and must create them again). PostgreSQL: one trigger function for inserts
 * and changes of the text, and a foreign key that deletes the copy with the request.
 */
export class ShortSearchScan1764370000000 implements MigrationInterface {
  name = 'ShortSearchScan1764370000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const copyAll = `INSERT INTO ${SEARCH_TEXT_TABLE} (id, search_text) SELECT id, search_text FROM contact_submissions`;
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query(
        `CREATE TABLE ${SEARCH_TEXT_TABLE} (id integer PRIMARY KEY REFERENCES contact_submissions (id) ` +
          'ON DELETE CASCADE ON UPDATE CASCADE, search_text text NOT NULL)',
      );
      await queryRunner.query(copyAll);
      await queryRunner.query(
        `CREATE FUNCTION ${PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
          `INSERT INTO ${SEARCH_TEXT_TABLE} (id, search_text) VALUES (NEW.id, NEW.search_text) ` +
          'ON CONFLICT (id) DO UPDATE SET search_text = EXCLUDED.search_text; RETURN NULL; END $$',
      );
      await queryRunner.query(
        `CREATE TRIGGER ${PG_TRIGGER} AFTER INSERT OR UPDATE OF search_text ON contact_submissions ` +
          `FOR EACH ROW EXECUTE FUNCTION ${PG_FUNCTION}()`,
      );
      await queryRunner.query(`ANALYZE ${SEARCH_TEXT_TABLE}`);
      return;
    }
    await queryRunner.query(
      `CREATE TABLE ${SEARCH_TEXT_TABLE} (id INTEGER PRIMARY KEY NOT NULL, search_text TEXT NOT NULL)`,
    );
    await queryRunner.query(copyAll);
    const add = `INSERT INTO ${SEARCH_TEXT_TABLE} (id, search_text) VALUES (new.id, new.search_text);`;
    const remove = `DELETE FROM ${SEARCH_TEXT_TABLE} WHERE id = old.id;`;
    await createSearchTextTriggers(queryRunner, TRIGGERS, add, remove);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${PG_TRIGGER} ON contact_submissions`);
      await queryRunner.query(`DROP FUNCTION IF EXISTS ${PG_FUNCTION}()`);
    } else {
      for (const trigger of TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
    }
    await queryRunner.query(`DROP TABLE IF EXISTS ${SEARCH_TEXT_TABLE}`);
  }
}
