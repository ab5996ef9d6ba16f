import { type ObjectLiteral, type QueryRunner, type SelectQueryBuilder } from 'typeorm';
import { SEARCH_GRAMS_FUNCTION, SEARCH_TEXT_TABLE } from '../database/schema';
import { type ContactSubmission } from './contact-submission.entity';
import { containsPattern, FEW_MATCHES, shortSearch, shortTerm, termGrams } from './contacts-filter';
import { CONTACT_ALIAS, ContactsRepository } from './contacts.repository';

/** The column holds term number `i` (parameter `term${i}`, a containsPattern()) literally. */
const likeTerm = (column: string, i: number) => `${column} LIKE :term${i} ESCAPE '\\'`;

/**
 * PostgreSQL: a search is LIKE '%…%' on the folded search text, which its pg_trgm index serves; a term too
 * short for a trigram is found in SEARCH_TEXT_TABLE by the GIN index of its characters and character pairs.
 */
export class PostgresContactsRepository extends ContactsRepository {
  /** Any term held anywhere in the column, literally (the term's %, _ and \ escaped). */
  protected addSearch(query: SelectQueryBuilder<ContactSubmission>, terms: string[]): void {
    const column = `${CONTACT_ALIAS}.searchText`;
    const parameters = Object.fromEntries(terms.map((term, i) => [`term${i}`, containsPattern(term)]));
    query.andWhere(`(${terms.map((_, i) => likeTerm(column, i)).join(' OR ')})`, parameters);
  }

  /** A short search's rows, from the scan of SEARCH_TEXT_TABLE, which stops once it has more than FEW_MATCHES. */
  protected async searchIds(terms: string[]): Promise<number[] | undefined> {
    if (!shortSearch(terms)) return undefined;
    const rows = await this.withIndexScan((runner) =>
      this.searchTextScan(terms, runner)
        .select('s.id', 'id')
        .limit(FEW_MATCHES + 1)
        .getRawMany<{ id: number | string }>(),
    );
    return rows.map((row) => Number(row.id));
  }

  /** A short search, in SEARCH_TEXT_TABLE, which holds one row per request. */
  protected async countSearch(terms: string[]): Promise<number | undefined> {
    if (!shortSearch(terms)) return undefined;
    const row = await this.withIndexScan((runner) =>
      this.searchTextScan(terms, runner).select('COUNT(*)', 'total').getRawOne<{ total: number | string }>(),
    );
    return Number(row?.total ?? 0);
  }

  /**
   * The rows of SEARCH_TEXT_TABLE (id and folded search text alone, one per request) that hold a term, found
   * by the GIN index of its characters and character pairs (migration 1764400000000): a short term is held
   * exactly when the row's grams contain it; a longer one (the query beside its phone digits) is narrowed by
   * its pairs, then checked with LIKE. Run through withIndexScan().
   */
  private searchTextScan(terms: string[], runner: QueryRunner): SelectQueryBuilder<ObjectLiteral> {
    const column = 's.search_text';
    const conditions = terms.map((term, i) => {
      const grams = `${SEARCH_GRAMS_FUNCTION}(${column}) @> CAST(:grams${i} AS text[])`;
      return shortTerm(term) ? grams : `(${grams} AND ${likeTerm(column, i)})`;
    });
    const parameters = Object.fromEntries(
      terms.flatMap((term, i) => [
        [`grams${i}`, termGrams(term)],
        [`term${i}`, containsPattern(term)],
      ]),
    );
    return this.dataSource
      .createQueryBuilder(runner)
      .from(SEARCH_TEXT_TABLE, 's')
      .where(`(${conditions.join(' OR ')})`, parameters);
  }

  /**
   * Runs `read` in a transaction of its own whose planner takes the GIN index of the search text's grams and
   * no parallel workers (SET LOCAL: this transaction only). With a LIMIT the planner would rather compute the
   * grams of row after row until it has enough (it cannot tell that a common pair is in most rows); and the
   * index's count is done in some 17 ms at 100,000 requests by one process, while starting a worker costs
   * more than it saves and takes the CPU the page's query, run beside it, needs.
   */
  private async withIndexScan<T>(read: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('SET LOCAL enable_seqscan = off; SET LOCAL max_parallel_workers_per_gather = 0');
      const result = await read(runner);
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
