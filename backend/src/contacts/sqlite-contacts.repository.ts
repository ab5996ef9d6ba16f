import { type OnModuleDestroy } from '@nestjs/common';
import { type DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { INDEXED_UP_TO, SEARCH_TABLE, SEARCH_TEXT_TABLE } from '../database/schema';
import { type SqliteReader } from '../database/sqlite-reader';
import { type ContactSubmission } from './contact-submission.entity';
import { FEW_MATCHES, ftsQuery, shortSearch } from './contacts-filter';
import { CONTACT_ALIAS, ContactsRepository } from './contacts.repository';

/** One part of a SQLite search: `SELECT ${id} ${rest}` gives the ids it finds. */
interface Arm {
  id: string;
  rest: string;
}

/**
 * The search as a condition on a folded search-text column: any term held anywhere in it, literally
 * (instr()), and its parameters.
 */
function textCondition(column: string, terms: string[]): { sql: string; parameters: Record<string, string> } {
  const conditions = terms.map((_, i) => `instr(${column}, :term${i}) > 0`);
  const parameters = Object.fromEntries(terms.map((term, i) => [`term${i}`, term]));
  return { sql: `(${conditions.join(' OR ')})`, parameters };
}

/**
 * SQLite: where a search finds its requests, as two parts whose ids never overlap. The requests the search
 * indexer has indexed are found by the FTS5 trigram table (`match`: terms of three characters or more) or,
 * for a shorter term, by a scan of SEARCH_TEXT_TABLE; those still waiting for it (above INDEXED_UP_TO, see
 * search-indexer.ts) are read from contact_submissions, a range of its row ids, with instr(). Each part keeps
 * its own condition, so SQLite reads each table directly (a condition on a UNION ALL subquery would make it
 * copy every row first).
 */
function sqliteArms(
  terms: string[],
  match: string | undefined,
): { arms: Arm[]; parameters: Record<string, string> } {
  const waiting = textCondition('w.search_text', terms);
  const indexed: Arm =
    match !== undefined
      ? { id: 'rowid', rest: `FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH :match` }
      : {
          id: 's.id',
          rest: `FROM ${SEARCH_TEXT_TABLE} s WHERE ${textCondition('s.search_text', terms).sql}`,
        };
  const arms = [
    indexed,
    { id: 'w.id', rest: `FROM contact_submissions w WHERE w.id > ${INDEXED_UP_TO} AND ${waiting.sql}` },
  ];
  return { arms, parameters: match === undefined ? waiting.parameters : { ...waiting.parameters, match } };
}

const armIds = (arms: Arm[]) => arms.map((arm) => `SELECT ${arm.id} AS id ${arm.rest}`).join(' UNION ALL ');
const armCount = (arms: Arm[]) =>
  `SELECT ${arms.map((arm) => `(SELECT COUNT(*) ${arm.rest})`).join(' + ')} AS total`;

/**
 * SQLite: searches go through the FTS5 trigram table and the short-search copy, both fed off the intake path
 * by the search indexer, plus the requests still waiting for it. A search's count runs on `reader`'s
 * connections of their own (database/sqlite-reader.ts), beside whatever else TypeORM's one connection reads.
 */
export class SqliteContactsRepository extends ContactsRepository implements OnModuleDestroy {
  constructor(
    dataSource: DataSource,
    private readonly reader: SqliteReader,
  ) {
    super(dataSource);
  }

  async onModuleDestroy(): Promise<void> {
    await this.reader.close();
  }

  /**
   * The rows sqliteArms() find (the + keeps SQLite walking the list's own index, in list order, and probing
   * the found rows, instead of fetching and sorting every one of them); a term under three characters, which
   * no trigram holds, is looked for in each row with instr(), literal as LIKE escaped. The search column is
   * folded when written (database/schema/search-text.ts).
   */
  protected addSearch(query: SelectQueryBuilder<ContactSubmission>, terms: string[]): void {
    const match = ftsQuery(terms);
    if (match !== undefined) {
      const { arms, parameters } = sqliteArms(terms, match);
      query.andWhere(`+${CONTACT_ALIAS}.id IN (${armIds(arms)})`, parameters);
      return;
    }
    const { sql, parameters } = textCondition(`${CONTACT_ALIAS}.searchText`, terms);
    query.andWhere(sql, parameters);
  }

  /** Found by the FTS5 table (three characters or more), or by a scan of SEARCH_TEXT_TABLE (shorter terms). */
  protected async searchIds(terms: string[]): Promise<number[] | undefined> {
    const match = ftsQuery(terms);
    if (match === undefined && !shortSearch(terms)) return undefined;
    const { arms, parameters } = sqliteArms(terms, match);
    const rows = (await this.dataSource.query(
      ...this.escaped(`${armIds(arms)} LIMIT ${FEW_MATCHES + 1}`, parameters),
    )) as Array<{ id: number | string }>;
    return rows.map((row) => Number(row.id));
  }

  /**
   * In the FTS5 table, which holds one entry per request indexed, or, for a short term, in SEARCH_TEXT_TABLE,
   * which holds one row per request indexed; the requests not indexed yet read directly.
   */
  protected async countSearch(terms: string[]): Promise<number | undefined> {
    if (shortSearch(terms)) return this.countShortInParts(terms);
    const match = ftsQuery(terms);
    if (match === undefined) return undefined;
    const { arms, parameters } = sqliteArms(terms, match);
    const [row] = await this.reader.all<{ total: number | string }>(
      ...this.escaped(armCount(arms), parameters),
    );
    return Number(row.total);
  }

  /**
   * How many requests hold a term too short for the trigram index, counted on the reader's connections at
   * once, in two parts: the copy's ids up to the middle of their range; and those above it, with the
   * requests still waiting for the indexer. The middle is read first, so both parts split the same range
   * however the copy grows meanwhile (the indexer adds ids above it, in order).
   */
  private async countShortInParts(terms: string[]): Promise<number> {
    const [{ middle }] = await this.reader.all<{ middle: number | null }>(
      // Each of min() and max() alone in its SELECT, so that SQLite reads it off the end of the table's b-tree.
      `SELECT ((SELECT min(id) FROM ${SEARCH_TEXT_TABLE}) + (SELECT max(id) FROM ${SEARCH_TEXT_TABLE})) / 2 AS middle`,
      [],
    );
    const {
      arms: [indexed, waiting],
      parameters,
    } = sqliteArms(terms, undefined);
    const part = (comparison: string): Arm => ({
      ...indexed,
      rest: `${indexed.rest} AND s.id ${comparison} :middle`,
    });
    const withMiddle = { ...parameters, middle: middle ?? 0 };
    const counts = await this.reader.each<{ total: number | string }>([
      this.escaped(armCount([part('<=')]), withMiddle),
      this.escaped(armCount([part('>'), waiting]), withMiddle),
    ]);
    return counts.reduce((sum, [row]) => sum + Number(row.total), 0);
  }

  /** SQL with named parameters (:name) as the driver takes it: positional parameters and their values. */
  private escaped(sql: string, parameters: ObjectLiteral): [string, unknown[]] {
    return this.dataSource.driver.escapeQueryWithParameters(sql, parameters, {});
  }
}
