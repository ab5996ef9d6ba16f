import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { createSearchTextTriggers, SEARCH_TABLE } from '../schema';

const TRIGGERS = ['contact_search_insert', 'contact_search_update', 'contact_search_delete'];
const CREATED_INDEX = 'IDX_contact_submissions_created_at';
const PROCESSED_INDEX = 'IDX_contact_submissions_processed';
/** PostgreSQL's trigram index of the same column (pg_trgm). */
const SEARCH_INDEX = 'IDX_contact_submissions_search_text_trgm';

/**
 * Indexed substring search for the staff list, so a search reads the rows that hold the text instead of every
 * row's search text.
 *
 * SQLite: an FTS5 table with the `trigram` tokenizer over `search_text`, as external content (it stores the
 * index only; the text stays in contact_submissions). The text is already folded (database/schema/search-text.ts), so the
 * tokenizer keeps case as it is. Triggers write every insert, every change of the search text and every
 * deletion (one request, a data-rights erasure, the retention purge, a cascade) into the index, in the same
 * transaction as the row. A later migration that rebuilds contact_submissions (SQLite's way of altering a
 * column) drops these triggers with the old table and must create them again, as for the notification ones.
 *
 * PostgreSQL: a GIN index with pg_trgm's operator class on the same column, which LIKE '%…%' uses as it is.
 * The pg_trgm extension is created here when missing: it ships with PostgreSQL (Debian's postgresql package)
 * and is trusted, so a database owner may create it (docs/postgresql.md). Undoing the migration drops the
 * index and leaves the extension, which other objects may use.
 *
 * Both: the creation-time and processed indexes end with the list's order (see replaceIndex()).
 */
export class StaffSearchIndex1764360000000 implements MigrationInterface {
  name = 'StaffSearchIndex1764360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await replaceIndex(queryRunner, CREATED_INDEX, ['created_at', 'id']);
    await replaceIndex(queryRunner, PROCESSED_INDEX, ['processed', 'created_at', 'id']);
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await queryRunner.query(
        `CREATE INDEX "${SEARCH_INDEX}" ON "contact_submissions" USING gin ("search_text" gin_trgm_ops)`,
      );
      return;
    }
    await queryRunner.query(
      `CREATE VIRTUAL TABLE ${SEARCH_TABLE} USING fts5(search_text, content='contact_submissions', ` +
        `content_rowid='id', tokenize='trigram case_sensitive 1')`,
    );
    await queryRunner.query(`INSERT INTO ${SEARCH_TABLE}(${SEARCH_TABLE}) VALUES ('rebuild')`);
    const add = `INSERT INTO ${SEARCH_TABLE}(rowid, search_text) VALUES (new.id, new.search_text);`;
    const remove = `INSERT INTO ${SEARCH_TABLE}(${SEARCH_TABLE}, rowid, search_text) VALUES ('delete', old.id, old.search_text);`;
    await createSearchTextTriggers(queryRunner, TRIGGERS, add, remove);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceIndex(queryRunner, CREATED_INDEX, ['created_at']);
    await replaceIndex(queryRunner, PROCESSED_INDEX, ['processed']);
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await queryRunner.query(`DROP INDEX IF EXISTS "${SEARCH_INDEX}"`);
      return;
    }
    for (const trigger of TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
    await queryRunner.query(`DROP TABLE IF EXISTS ${SEARCH_TABLE}`);
  }
}

/**
 * Makes an index of contact_submissions cover these columns, under the same name. Up: the creation-time index
 * becomes (created_at, id), the list's whole order, and the processed index (processed, created_at, id), the
 * same order within pending or processed requests, so PostgreSQL reads a page's ids from an index alone, deep
 * pages too, and neither engine sorts every processed request for a page of them (SQLite's indexes end with
 * the row id anyway).
 */
async function replaceIndex(queryRunner: QueryRunner, name: string, columns: string[]): Promise<void> {
  await queryRunner.query(`DROP INDEX "${name}"`);
  await queryRunner.query(
    `CREATE INDEX "${name}" ON "contact_submissions" (${columns.map((c) => `"${c}"`).join(', ')})`,
  );
}
