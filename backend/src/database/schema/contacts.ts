import { type QueryRunner } from 'typeorm';

/**
 * The staff search's tables, functions and shared SQL: what the search migrations (1764360000000,
 * 1764370000000, 1764380000000, 1764400000000) create and what the contacts repositories and the search
 * indexer query. The text they index is folded when written (database/schema/search-text.ts).
 */

/** SQLite's trigram index (FTS5) of the folded search text. */
export const SEARCH_TABLE = 'contact_search';

/** A narrow copy of each request's folded search text (id, search_text), for searches too short for trigrams. */
export const SEARCH_TEXT_TABLE = 'contact_search_text';

/**
 * PostgreSQL: every character and every pair of neighbouring characters of a text, as an array (repeats
 * kept: GIN stores each key once), indexed over SEARCH_TEXT_TABLE for searches of one or two characters.
 * Characters are code points, as JavaScript's Array.from splits them.
 */
export const SEARCH_GRAMS_FUNCTION = 'contact_search_grams';

/**
 * SQLite: the id after which requests are not in SEARCH_TEXT_TABLE (nor in the FTS5 table) yet: SQLite's ids
 * only grow (AUTOINCREMENT), and the indexer copies requests in id order, so every request above the highest
 * copied id waits for it and every one at or below it is copied (or deleted).
 */
export const INDEXED_UP_TO = `(SELECT coalesce(max(id), 0) FROM ${SEARCH_TEXT_TABLE})`;

/**
 * SQLite: copies the next `limit` requests not copied yet into SEARCH_TEXT_TABLE, and so into the FTS5 table
 * (its triggers): one autocommit statement, all or nothing, never joined by another request's statement.
 */
export const indexNextSql = (limit: number) =>
  `INSERT INTO ${SEARCH_TEXT_TABLE} (id, search_text) SELECT id, search_text FROM contact_submissions ` +
  `WHERE id > ${INDEXED_UP_TO} ORDER BY id LIMIT ${limit}`;

/**
 * SQLite: three triggers that keep a copy or an index of `table`'s search_text (contact_submissions unless
 * given) in step with its rows, in the same transaction: `add` (new.*) after an insert, `remove` (old.*) then
 * `add` after a change of the id or the search text, `remove` after a deletion. `names`: the insert, update and
 * delete triggers' names.
 */
export async function createSearchTextTriggers(
  queryRunner: QueryRunner,
  names: string[],
  add: string,
  remove: string,
  table = 'contact_submissions',
): Promise<void> {
  await queryRunner.query(
    `CREATE TRIGGER ${names[0]} AFTER INSERT ON ${table} FOR EACH ROW BEGIN ${add} END`,
  );
  await queryRunner.query(
    `CREATE TRIGGER ${names[1]} AFTER UPDATE OF id, search_text ON ${table} FOR EACH ROW ` +
      `BEGIN ${remove} ${add} END`,
  );
  await queryRunner.query(
    `CREATE TRIGGER ${names[2]} AFTER DELETE ON ${table} FOR EACH ROW BEGIN ${remove} END`,
  );
}
