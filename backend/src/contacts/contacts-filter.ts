import { type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import { type ContactSubmission } from './contact-submission.entity';
import { type ContactFilterDto } from './dto/contact-filter.dto';
import { endOfFirmDate, startOfFirmDate } from '../common/firm-time';
import { foldForSearch } from './search-text';
import { SEARCH_TABLE } from '../database/migrations/1764360000000-staff-search-index';
import { SEARCH_TEXT_TABLE } from '../database/migrations/1764370000000-short-search-scan';
import { INDEXED_UP_TO } from '../database/migrations/1764380000000-search-index-off-intake';

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
  if (terms.length === 0 || terms.some((term) => Array.from(term).length < TRIGRAM_LENGTH)) return undefined;
  return terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(' OR ');
}

const isSqlite = (repository: Repository<ContactSubmission>) =>
  repository.manager.connection.options.type === 'sqlite';

/**
 * The search as a condition on a folded search-text column: any term held anywhere in it, literally (SQLite:
 * instr(); PostgreSQL: LIKE '%…%' with the term's %, _ and \ escaped), and its parameters.
 */
function textCondition(
  column: string,
  terms: string[],
  sqlite: boolean,
): { sql: string; parameters: Record<string, string> } {
  const conditions = terms.map((_, i) =>
    sqlite ? `instr(${column}, :term${i}) > 0` : `${column} LIKE :term${i} ESCAPE '\\'`,
  );
  const parameters = Object.fromEntries(
    terms.map((term, i) => [`term${i}`, sqlite ? term : containsPattern(term)]),
  );
  return { sql: `(${conditions.join(' OR ')})`, parameters };
}

/**
 * SQLite: the ids of the requests that hold a term of three characters or more. Those the search indexer has
 * indexed are found by the FTS5 trigram table; those still waiting for it (above INDEXED_UP_TO, see
 * search-indexer.ts) are read from contact_submissions, a range of its row ids, with instr().
 */
function sqliteFound(match: string, terms: string[]): { sql: string; parameters: Record<string, string> } {
  const { sql, parameters } = textCondition('w.search_text', terms, true);
  return {
    sql:
      `SELECT rowid AS id FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH :match UNION ALL ` +
      `SELECT w.id AS id FROM contact_submissions w WHERE w.id > ${INDEXED_UP_TO} AND ${sql}`,
    parameters: { ...parameters, match },
  };
}

/**
 * Adds the search to the query. The search column is folded when written (search-text.ts), so matching folded
 * text behaves the same on both engines. PostgreSQL: LIKE '%…%' on the column, which its pg_trgm index
 * serves. SQLite: the rows sqliteFound() finds (the + keeps SQLite walking the list's own index, in list
 * order, and probing the found rows, instead of fetching and sorting every one of them); a term under three
 * characters, which no trigram holds, is looked for in each row with instr(), literal as LIKE escaped.
 */
function addSearch(query: SelectQueryBuilder<ContactSubmission>, terms: string[], sqlite: boolean): void {
  const match = sqlite ? ftsQuery(terms) : undefined;
  if (match !== undefined) {
    const found = sqliteFound(match, terms);
    query.andWhere(`+${CONTACT_ALIAS}.id IN (${found.sql})`, found.parameters);
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
  return terms.some((term) => Array.from(term).length < TRIGRAM_LENGTH);
}

/**
 * SQLite: SEARCH_TEXT_TABLE and, after it, the requests the search indexer has not copied into it yet, as
 * (id, search_text) rows.
 */
const SQLITE_SEARCH_TEXTS =
  `(SELECT id, search_text FROM ${SEARCH_TEXT_TABLE} UNION ALL ` +
  `SELECT id, search_text FROM contact_submissions WHERE id > ${INDEXED_UP_TO})`;

/**
 * The rows of SEARCH_TEXT_TABLE (id and folded search text alone, one per request; on SQLite with the requests
 * not copied there yet) that hold a term: a scan of a narrow table, for a search no trigram index can serve.
 */
function searchTextScan(
  repository: Repository<ContactSubmission>,
  terms: string[],
): SelectQueryBuilder<ObjectLiteral> {
  const sqlite = isSqlite(repository);
  const { sql, parameters } = textCondition('s.search_text', terms, sqlite);
  return repository.manager
    .createQueryBuilder()
    .from(sqlite ? SQLITE_SEARCH_TEXTS : SEARCH_TEXT_TABLE, 's')
    .where(sql, parameters);
}

/** SQLite: the requests sqliteFound() finds, as a query of their ids (column `id`). */
function sqliteFoundQuery(
  repository: Repository<ContactSubmission>,
  match: string,
  terms: string[],
): SelectQueryBuilder<ObjectLiteral> {
  const found = sqliteFound(match, terms);
  return repository.manager.createQueryBuilder().from(`(${found.sql})`, 'f').setParameters(found.parameters);
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
  const match = isSqlite(repository) ? ftsQuery(terms) : undefined;
  let rows: Array<{ id: number | string }>;
  if (match !== undefined) {
    rows = await sqliteFoundQuery(repository, match, terms)
      .select('f.id', 'id')
      .limit(FEW_MATCHES + 1)
      .getRawMany<{ id: number | string }>();
  } else if (shortSearch(terms)) {
    rows = await searchTextScan(repository, terms)
      .select('s.id', 'id')
      .limit(FEW_MATCHES + 1)
      .getRawMany<{ id: number | string }>();
  } else return undefined;
  return rows.length <= FEW_MATCHES ? rows.map((row) => Number(row.id)) : undefined;
}

/**
 * How many requests the filter selects. A search alone is counted without reading the requests themselves
 * (but, on SQLite, those not indexed yet): on SQLite in the FTS5 table, which holds one entry per request
 * indexed; a short one, on either engine, in SEARCH_TEXT_TABLE, which holds one row per request (indexed, on
 * SQLite).
 */
export async function countContacts(
  repository: Repository<ContactSubmission>,
  filter: ContactFilter,
  now: Date,
  found?: number[],
): Promise<number> {
  const searchOnly = !filter.status && !filter.tipo_caso && !filter.from && !filter.to;
  if (found && searchOnly) return found.length;
  const terms = searchTerms(filter.q);
  const match = isSqlite(repository) ? ftsQuery(terms) : undefined;
  if (!found && match !== undefined && searchOnly) {
    const row = await sqliteFoundQuery(repository, match, terms)
      .select('COUNT(*)', 'total')
      .getRawOne<{ total: number | string }>();
    return Number(row?.total ?? 0);
  }
  if (!found && shortSearch(terms) && searchOnly) {
    const row = await searchTextScan(repository, terms)
      .select('COUNT(*)', 'total')
      .getRawOne<{ total: number | string }>();
    return Number(row?.total ?? 0);
  }
  return countOf(filteredContacts(repository, filter, now, found));
}

/** The filter in words for the audit log: "q=perez, status=pending", or "no filter". */
export function describeFilter(filter: ContactFilter): string {
  const parts = (['q', 'status', 'tipo_caso', 'from', 'to'] as const)
    .filter((key) => filter[key] !== undefined)
    .map((key) => `${key}=${filter[key]}`);
  return parts.length > 0 ? parts.join(', ') : 'no filter';
}
