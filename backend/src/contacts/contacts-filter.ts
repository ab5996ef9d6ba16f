import { type ObjectLiteral, type QueryRunner, type Repository, type SelectQueryBuilder } from 'typeorm';
import { type ContactSubmission } from './contact-submission.entity';
import { type ContactFilterDto } from './dto/contact-filter.dto';
import { endOfFirmDate, startOfFirmDate } from '../common/firm-time';
import { foldForSearch } from './search-text';
import { SEARCH_TABLE } from '../database/migrations/1764360000000-staff-search-index';
import { SEARCH_TEXT_TABLE } from '../database/migrations/1764370000000-short-search-scan';
import { INDEXED_UP_TO } from '../database/migrations/1764380000000-search-index-off-intake';
import { SEARCH_GRAMS_FUNCTION } from '../database/migrations/1764400000000-short-search-grams';
import { type SqliteReader } from '../database/sqlite-reader';

export type ContactFilter = Pick<ContactFilterDto, 'q' | 'status' | 'tipo_caso' | 'from' | 'to'>;

/** The alias the filtered query gives contact_submissions. */
export const CONTACT_ALIAS = 'c';

/** A LIKE pattern that finds `text` anywhere, its own %, _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Written like a phone number ("(300) 123-4567", "+57 300…"): also looked for as its digits alone. */
function phoneDigits(query: string): string | undefined {
  if (!/^[\d\s+().-]+$/.test(query)) return undefined;
  const digits = query.replace(/\D/g, '');
  return digits.length > 0 && digits !== query ? digits : undefined;
}

/** Trigram indexes find substrings of at least this many characters; shorter ones are looked for row by row. */
export const TRIGRAM_LENGTH = 3;

/** Shorter than a trigram, counted in characters (code points): no trigram index can find it. */
const shortTerm = (term: string): boolean => Array.from(term).length < TRIGRAM_LENGTH;

/** The folded texts a search looks for, any of which a row must hold: the query, and its digits if a phone. */
export function searchTerms(q: string | undefined): string[] {
  const search = q === undefined ? '' : foldForSearch(q);
  if (!search) return [];
  const digits = phoneDigits(search);
  return digits ? [search, digits] : [search];
}

/**
 * An FTS5 query that finds rows holding any of the terms as they are: each one a quoted string (a quote
 * inside doubled), so *, -, parentheses, OR, NEAR and the like are text, joined by OR. Under the trigram
 * tokenizer a quoted string matches wherever its characters appear in a row, in the middle of a word too.
 * Undefined when a term is too short for the trigram index.
 */
export function ftsQuery(terms: string[]): string | undefined {
  if (terms.length === 0 || terms.some(shortTerm)) return undefined;
  return terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(' OR ');
}

const isSqlite = (repository: Repository<ContactSubmission>) =>
  repository.manager.connection.options.type === 'sqlite';

/** PostgreSQL: the column holds term number `i` (parameter `term${i}`, a containsPattern()) literally. */
const likeTerm = (column: string, i: number) => `${column} LIKE :term${i} ESCAPE '\\'`;

/**
 * The search as a condition on a folded search-text column: any term held anywhere in it, literally (SQLite:
 * instr(); PostgreSQL: LIKE '%…%' with the term's %, _ and \ escaped), and its parameters.
 */
function textCondition(
  column: string,
  terms: string[],
  sqlite: boolean,
): { sql: string; parameters: Record<string, string> } {
  const conditions = terms.map((_, i) => (sqlite ? `instr(${column}, :term${i}) > 0` : likeTerm(column, i)));
  const parameters = Object.fromEntries(
    terms.map((term, i) => [`term${i}`, sqlite ? term : containsPattern(term)]),
  );
  return { sql: `(${conditions.join(' OR ')})`, parameters };
}

/** One part of a SQLite search: `SELECT ${id} ${rest}` gives the ids it finds. */
interface Arm {
  id: string;
  rest: string;
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
  const waiting = textCondition('w.search_text', terms, true);
  const indexed: Arm =
    match !== undefined
      ? { id: 'rowid', rest: `FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH :match` }
      : {
          id: 's.id',
          rest: `FROM ${SEARCH_TEXT_TABLE} s WHERE ${textCondition('s.search_text', terms, true).sql}`,
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

/** SQL with named parameters (:name) as the driver takes it: positional parameters and their values. */
function escaped(
  repository: Repository<ContactSubmission>,
  sql: string,
  parameters: ObjectLiteral,
): [string, unknown[]] {
  return repository.manager.connection.driver.escapeQueryWithParameters(sql, parameters, {});
}

/** Runs SQL with named parameters (:name) as a raw query. */
function rawQuery<T>(
  repository: Repository<ContactSubmission>,
  sql: string,
  parameters: ObjectLiteral,
): Promise<T[]> {
  return repository.query(...escaped(repository, sql, parameters)) as Promise<T[]>;
}

/**
 * SQLite: how many requests hold a term too short for the trigram index, counted on the reader's connections
 * at once, in two parts: the copy's ids up to the middle of their range; and those above it, with the
 * requests still waiting for the indexer. The middle is read first, so both parts split the same range
 * however the copy grows meanwhile (the indexer adds ids above it, in order).
 */
async function countShortInParts(
  repository: Repository<ContactSubmission>,
  terms: string[],
  reader: SqliteReader,
): Promise<number> {
  const [{ middle }] = await reader.all<{ middle: number | null }>(
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
  const counts = await reader.each<{ total: number | string }>([
    escaped(repository, armCount([part('<=')]), withMiddle),
    escaped(repository, armCount([part('>'), waiting]), withMiddle),
  ]);
  return counts.reduce((sum, [row]) => sum + Number(row.total), 0);
}

/**
 * Adds the search to the query. The search column is folded when written (search-text.ts), so matching folded
 * text behaves the same on both engines. PostgreSQL: LIKE '%…%' on the column, which its pg_trgm index
 * serves. SQLite: the rows sqliteArms() find (the + keeps SQLite walking the list's own index, in list
 * order, and probing the found rows, instead of fetching and sorting every one of them); a term under three
 * characters, which no trigram holds, is looked for in each row with instr(), literal as LIKE escaped.
 */
function addSearch(query: SelectQueryBuilder<ContactSubmission>, terms: string[], sqlite: boolean): void {
  const match = sqlite ? ftsQuery(terms) : undefined;
  if (match !== undefined) {
    const { arms, parameters } = sqliteArms(terms, match);
    query.andWhere(`+${CONTACT_ALIAS}.id IN (${armIds(arms)})`, parameters);
    return;
  }
  const { sql, parameters } = textCondition(`${CONTACT_ALIAS}.searchText`, terms, sqlite);
  query.andWhere(sql, parameters);
}

/**
 * The requests a filter selects, as one query builder that the list and the export both start from;
 * `found`, from fewMatches(), stands for the search. The day bounds are Medellín's midnights; "overdue" is pending and past its answer-by time at `now`.
 */
export function filteredContacts(
  repository: Repository<ContactSubmission>,
  filter: ContactFilter,
  now: Date,
  found?: number[],
): SelectQueryBuilder<ContactSubmission> {
  const query = repository.createQueryBuilder(CONTACT_ALIAS);
  const terms = searchTerms(filter.q);
  if (found) {
    query.andWhere(found.length > 0 ? `${CONTACT_ALIAS}.id IN (:...found)` : '1 = 0', { found });
  } else if (terms.length > 0) addSearch(query, terms, isSqlite(repository));
  if (filter.status) {
    query.andWhere(`${CONTACT_ALIAS}.processed = :processed`, { processed: filter.status === 'processed' });
  }
  if (filter.status === 'overdue') {
    query.andWhere(`${CONTACT_ALIAS}.answerBy <= :now`, { now });
  }
  if (filter.tipo_caso) {
    query.andWhere(`${CONTACT_ALIAS}.tipo_caso = :tipoCaso`, { tipoCaso: filter.tipo_caso });
  }
  if (filter.from) {
    query.andWhere(`${CONTACT_ALIAS}.createdAt >= :from`, { from: startOfFirmDate(filter.from) });
  }
  if (filter.to) {
    query.andWhere(`${CONTACT_ALIAS}.createdAt < :toEnd`, { toEnd: endOfFirmDate(filter.to) });
  }
  return query;
}

/** How many rows the query selects: COUNT(*), its order and paging dropped. */
export async function countOf(query: SelectQueryBuilder<ContactSubmission>): Promise<number> {
  const row = await query
    .clone()
    .select('COUNT(*)', 'total')
    .orderBy()
    .limit(undefined)
    .offset(undefined)
    .getRawOne<{ total: number | string }>();
  return Number(row?.total ?? 0);
}

/** Up to this many rows found by the FTS5 table or the short-search scan are read up front (fewMatches()). */
export const FEW_MATCHES = 1000;

/** Some term is too short for the trigram indexes: the search reads SEARCH_TEXT_TABLE rather than the requests. */
function shortSearch(terms: string[]): boolean {
  return terms.some(shortTerm);
}

/**
 * PostgreSQL: what SEARCH_GRAMS_FUNCTION's array must contain for a row to hold the term: the term itself
 * when it is one or two characters long, else each pair of neighbouring characters in it.
 */
export function termGrams(term: string): string[] {
  if (shortTerm(term)) return [term];
  const chars = Array.from(term);
  return [...new Set(chars.slice(1).map((char, i) => chars[i] + char))];
}

/**
 * PostgreSQL: the rows of SEARCH_TEXT_TABLE (id and folded search text alone, one per request) that hold a
 * term, found by the GIN index of its characters and character pairs (migration 1764400000000): a short
 * term is held exactly when the row's grams contain it; a longer one (the query beside its phone digits) is
 * narrowed by its pairs, then checked with LIKE. Run through withIndexScan().
 */
function searchTextScan(
  repository: Repository<ContactSubmission>,
  terms: string[],
  runner: QueryRunner,
): SelectQueryBuilder<ObjectLiteral> {
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
  return repository.manager
    .createQueryBuilder(runner)
    .from(SEARCH_TEXT_TABLE, 's')
    .where(`(${conditions.join(' OR ')})`, parameters);
}

/**
 * The ids of the requests a search finds when they are at most FEW_MATCHES: the count and the page then look
 * those rows up by id. Found by SQLite's FTS5 table (three characters or more), or by a scan of
 * SEARCH_TEXT_TABLE on either engine (shorter terms), which stops once it has found more than FEW_MATCHES.
 * Undefined otherwise (no search, PostgreSQL with a long query, or more rows than that).
 */
export async function fewMatches(
  repository: Repository<ContactSubmission>,
  filter: ContactFilter,
): Promise<number[] | undefined> {
  const terms = searchTerms(filter.q);
  const sqlite = isSqlite(repository);
  const match = sqlite ? ftsQuery(terms) : undefined;
  let rows: Array<{ id: number | string }>;
  if (sqlite && (match !== undefined || shortSearch(terms))) {
    const { arms, parameters } = sqliteArms(terms, match);
    rows = await rawQuery(repository, `${armIds(arms)} LIMIT ${FEW_MATCHES + 1}`, parameters);
  } else if (shortSearch(terms)) {
    rows = await withIndexScan(repository, (runner) =>
      searchTextScan(repository, terms, runner)
        .select('s.id', 'id')
        .limit(FEW_MATCHES + 1)
        .getRawMany<{ id: number | string }>(),
    );
  } else return undefined;
  return rows.length <= FEW_MATCHES ? rows.map((row) => Number(row.id)) : undefined;
}

/**
 * How many requests the filter selects. A search alone is counted without reading the requests themselves
 * (but, on SQLite, those not indexed yet): on SQLite in the FTS5 table, which holds one entry per request
 * indexed; a short one, on either engine, in SEARCH_TEXT_TABLE, which holds one row per request (indexed, on
 * SQLite). On SQLite a search's count runs on `reader`'s connections, beside whatever else is read.
 */
export async function countContacts(
  repository: Repository<ContactSubmission>,
  filter: ContactFilter,
  now: Date,
  reader: SqliteReader,
  found?: number[],
): Promise<number> {
  const searchOnly = !filter.status && !filter.tipo_caso && !filter.from && !filter.to;
  if (found && searchOnly) return found.length;
  const terms = searchTerms(filter.q);
  const sqlite = isSqlite(repository);
  const match = sqlite ? ftsQuery(terms) : undefined;
  if (!found && searchOnly && sqlite && shortSearch(terms))
    return countShortInParts(repository, terms, reader);
  if (!found && searchOnly && sqlite && match !== undefined) {
    const { arms, parameters } = sqliteArms(terms, match);
    const [row] = await reader.all<{ total: number | string }>(
      ...escaped(repository, armCount(arms), parameters),
    );
    return Number(row.total);
  }
  if (!found && shortSearch(terms) && searchOnly) {
    const row = await withIndexScan(repository, (runner) =>
      searchTextScan(repository, terms, runner)
        .select('COUNT(*)', 'total')
        .getRawOne<{ total: number | string }>(),
    );
    return Number(row?.total ?? 0);
  }
  return countOf(filteredContacts(repository, filter, now, found));
}

/**
 * PostgreSQL: runs `read` in a transaction of its own whose planner takes the GIN index of the search text's
 * grams and no parallel workers (SET LOCAL: this transaction only). With a LIMIT the planner would rather
 * compute the grams of row after row until it has enough (it cannot tell that a common pair is in most
 * rows); and the index's count is done in some 17 ms at 100,000 requests by one process, while starting a
 * worker costs more than it saves and takes the CPU the page's query, run beside it, needs.
 */
async function withIndexScan<T>(
  repository: Repository<ContactSubmission>,
  read: (runner: QueryRunner) => Promise<T>,
): Promise<T> {
  const runner = repository.manager.connection.createQueryRunner();
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

/** The filter in words for the audit log: "q=perez, status=pending", or "no filter". */
export function describeFilter(filter: ContactFilter): string {
  const parts = (['q', 'status', 'tipo_caso', 'from', 'to'] as const)
    .filter((key) => filter[key] !== undefined)
    .map((key) => `${key}=${filter[key]}`);
  return parts.length > 0 ? parts.join(', ') : 'no filter';
}
