import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { SEARCH_GRAMS_FUNCTION, SEARCH_TEXT_TABLE } from '../schema';

const INDEX = 'IDX_contact_search_text_grams';

/**
 * PostgreSQL: a GIN index of the characters and character pairs of each request's folded search text (in the
 * narrow copy SEARCH_TEXT_TABLE), for searches of one or two characters, which no trigram holds. A row holds
 * such a term exactly when its grams contain it, so the index answers the search without reading any
 * request's text: a two-letter search's count over 100,000 requests reads one posting list instead of
 * every row. Longer terms of the same search use it too, as a first cut, their pairs all required, then
 * LIKE (postgres-contacts.repository.ts). SQLite is unchanged: its short searches read the same copy row by row.
 */
export class ShortSearchGrams1764400000000 implements MigrationInterface {
  name = 'ShortSearchGrams1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') return;
    await queryRunner.query(
      `CREATE FUNCTION ${SEARCH_GRAMS_FUNCTION}(t text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT ` +
        'PARALLEL SAFE AS $$ DECLARE chars text[] := string_to_array(t, NULL); grams text[] := chars; BEGIN ' +
        'FOR i IN 1 .. cardinality(chars) - 1 LOOP grams := grams || (chars[i] || chars[i + 1]); END LOOP; ' +
        'RETURN grams; END $$',
    );
    await queryRunner.query(
      `CREATE INDEX "${INDEX}" ON ${SEARCH_TEXT_TABLE} USING gin (${SEARCH_GRAMS_FUNCTION}(search_text))`,
    );
    await queryRunner.query(`ANALYZE ${SEARCH_TEXT_TABLE}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') return;
    await queryRunner.query(`DROP INDEX IF EXISTS "${INDEX}"`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS ${SEARCH_GRAMS_FUNCTION}(text)`);
  }
}
