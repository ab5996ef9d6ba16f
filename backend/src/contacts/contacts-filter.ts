import { type ContactFilterDto } from './dto/contact-filter.dto';
import { foldForSearch } from '../database/schema';

export type ContactFilter = Pick<ContactFilterDto, 'q' | 'status' | 'tipo_caso' | 'from' | 'to'>;

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
export const shortTerm = (term: string): boolean => Array.from(term).length < TRIGRAM_LENGTH;

/** Some term is too short for the trigram indexes: the search reads SEARCH_TEXT_TABLE rather than the requests. */
export function shortSearch(terms: string[]): boolean {
  return terms.some(shortTerm);
}

/** The folded texts a search looks for, any of which a row must hold: the query, and its digits if a phone. */
export function searchTerms(q: string | undefined): string[] {
  const search = q === undefined ? '' : foldForSearch(q);
  if (!search) return [];
  const digits = phoneDigits(search);
  return digits ? [search, digits] : [search];
}

/** The filter holds nothing but (perhaps) a search. */
export function searchOnly(filter: ContactFilter): boolean {
  return !filter.status && !filter.tipo_caso && !filter.from && !filter.to;
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

/**
 * PostgreSQL: what SEARCH_GRAMS_FUNCTION's array must contain for a row to hold the term: the term itself
 * when it is one or two characters long, else each pair of neighbouring characters in it.
 */
export function termGrams(term: string): string[] {
  if (shortTerm(term)) return [term];
  const chars = Array.from(term);
  return [...new Set(chars.slice(1).map((char, i) => chars[i] + char))];
}

/** Up to this many rows found by the FTS5 table or the short-search scan are read up front (fewMatches()). */
export const FEW_MATCHES = 1000;

/** The filter in words for the audit log: "q=perez, status=pending", or "no filter". */
export function describeFilter(filter: ContactFilter): string {
  const parts = (['q', 'status', 'tipo_caso', 'from', 'to'] as const)
    .filter((key) => filter[key] !== undefined)
    .map((key) => `${key}=${filter[key]}`);
  return parts.length > 0 ? parts.join(', ') : 'no filter';
}
