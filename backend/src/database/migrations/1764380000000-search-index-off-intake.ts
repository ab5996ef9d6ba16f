import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { createSearchTextTriggers, SEARCH_TABLE } from './1764360000000-staff-search-index';
import { SEARCH_TEXT_TABLE } from './1764370000000-short-search-scan';

/** The SQLite triggers of the two earlier migrations, which this one replaces. */
const FTS_TRIGGERS = ['contact_search_insert', 'contact_search_update', 'contact_search_delete'];
const COPY_TRIGGERS = [
  'contact_search_text_insert',
  'contact_search_text_update',
  'contact_search_text_delete',
];
/** What keeps the indexed copies in step with the requests once a request is in them. */
const REQUEST_TRIGGERS = ['contact_search_text_follow_update', 'contact_search_text_follow_delete'];
/** What keeps the FTS5 table in step with its content, SEARCH_TEXT_TABLE. */
const INDEX_TRIGGERS = [
  'contact_search_index_insert',
  'contact_search_index_update',
  'contact_search_index_delete',
];

/**
 * The id after which requests are not in SEARCH_TEXT_TABLE (nor in the FTS5 table) yet: SQLite's ids only grow
 * (AUTOINCREMENT), and the indexer copies requests in id order, so every request above the highest copied id
 * waits for it and every one at or below it is copied (or deleted).
 */
export const INDEXED_UP_TO = `(SELECT coalesce(max(id), 0) FROM ${SEARCH_TEXT_TABLE})`;

/**
 * Copies the next `limit` requests not copied yet into SEARCH_TEXT_TABLE, and so into the FTS5 table (its
 * triggers): one autocommit statement, all or nothing, never joined by another request's statement.
 */
export const indexNextSql = (limit: number) =>
  `INSERT INTO ${SEARCH_TEXT_TABLE} (id, search_text) SELECT id, search_text FROM contact_submissions ` +
  `WHERE id > ${INDEXED_UP_TO} ORDER BY id LIMIT ${limit}`;

/**
 * SQLite: the staff search index is no longer written by the request's own INSERT. Feeding the FTS5 trigram
 * index and the short-search copy cost about 40 of the 60 µs SQLite spends on each new request (measured under
 * the intake load), on the one core the server has, so it now happens off the intake path: the server's
 * search indexer (contacts/search-indexer.ts) copies new requests into SEARCH_TEXT_TABLE in batches once
 * intake is quiet, and searches read the requests not copied yet (those above INDEXED_UP_TO) from
 * contact_submissions directly. A 201 still means the request itself is on disk; only its derived copies wait.
 *
 * The FTS5 table now takes SEARCH_TEXT_TABLE as its external content, so it indexes exactly the copied rows
 * and FTS5's integrity-check still compares it with its content. Triggers on the copy keep it in step
 * (insert, change, delete), and triggers on contact_submissions change or delete a request's copy if it has
 * one: a request not copied yet is copied later with its text as it is then.
 *
 * PostgreSQL keeps its trigger and its GIN index as they are: its writes are not on the server's core.
 */
export class SearchIndexOffIntake1764380000000 implements MigrationInterface {
  name = 'SearchIndexOffIntake1764380000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') return;
    for (const trigger of [...FTS_TRIGGERS, ...COPY_TRIGGERS])
      await queryRunner.query(`DROP TRIGGER ${trigger}`);
    await recreateIndex(queryRunner, SEARCH_TEXT_TABLE, 'id');
    const add = `INSERT INTO ${SEARCH_TABLE}(rowid, search_text) VALUES (new.id, new.search_text);`;
    const remove = `INSERT INTO ${SEARCH_TABLE}(${SEARCH_TABLE}, rowid, search_text) VALUES ('delete', old.id, old.search_text);`;
    await createSearchTextTriggers(queryRunner, INDEX_TRIGGERS, add, remove, SEARCH_TEXT_TABLE);
    await queryRunner.query(
      `CREATE TRIGGER ${REQUEST_TRIGGERS[0]} AFTER UPDATE OF id, search_text ON contact_submissions ` +
        `FOR EACH ROW WHEN EXISTS (SELECT 1 FROM ${SEARCH_TEXT_TABLE} WHERE id = old.id) BEGIN ` +
        `DELETE FROM ${SEARCH_TEXT_TABLE} WHERE id = old.id; ` +
        `INSERT INTO ${SEARCH_TEXT_TABLE} (id, search_text) VALUES (new.id, new.search_text); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER ${REQUEST_TRIGGERS[1]} AFTER DELETE ON contact_submissions FOR EACH ROW BEGIN ` +
        `DELETE FROM ${SEARCH_TEXT_TABLE} WHERE id = old.id; END`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') return;
    // Everything copied first, as the earlier schema keeps every request in both.
    await queryRunner.query(indexNextSql(-1));
    for (const trigger of [...REQUEST_TRIGGERS, ...INDEX_TRIGGERS])
      await queryRunner.query(`DROP TRIGGER ${trigger}`);
    await recreateIndex(queryRunner, 'contact_submissions', 'id');
    const fts = {
      add: `INSERT INTO ${SEARCH_TABLE}(rowid, search_text) VALUES (new.id, new.search_text);`,
      remove: `INSERT INTO ${SEARCH_TABLE}(${SEARCH_TABLE}, rowid, search_text) VALUES ('delete', old.id, old.search_text);`,
    };
    await createSearchTextTriggers(queryRunner, FTS_TRIGGERS, fts.add, fts.remove);
    const copy = {
      add: `INSERT INTO ${SEARCH_TEXT_TABLE} (id, search_text) VALUES (new.id, new.search_text);`,
      remove: `DELETE FROM ${SEARCH_TEXT_TABLE} WHERE id = old.id;`,
    };
    await createSearchTextTriggers(queryRunner, COPY_TRIGGERS, copy.add, copy.remove);
  }
}

/** The FTS5 table again, over `content` (its `idColumn` as the row id), built from what that table holds. */
async function recreateIndex(queryRunner: QueryRunner, content: string, idColumn: string): Promise<void> {
  await queryRunner.query(`DROP TABLE ${SEARCH_TABLE}`);
  await queryRunner.query(
    `CREATE VIRTUAL TABLE ${SEARCH_TABLE} USING fts5(search_text, content='${content}', ` +
      `content_rowid='${idColumn}', tokenize='trigram case_sensitive 1')`,
  );
  await queryRunner.query(`INSERT INTO ${SEARCH_TABLE}(${SEARCH_TABLE}) VALUES ('rebuild')`);
}
