import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { createSearchTextTriggers, indexNextSql, SEARCH_TABLE, SEARCH_TEXT_TABLE } from '../schema';

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
 * SQLite: the staff search index is no longer written by the request's own INSERT. Feeding the FTS5 trigram
 * index and the short-search copy cost about 40 of the 60 µs SQLite spends on each new request (measured under
 * the intake load), on the one core the server has, so it now happens off the intake path: the server's
 * search indexer (contacts/search-indexer.ts) copies new requests into SEARCH_TEXT_TABLE in batches once
 * intake is quiet, and searches read the requests not copied yet (those above INDEXED_UP_TO, database/schema/contacts.ts) from
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
