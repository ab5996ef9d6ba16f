import { type Repository, type SelectQueryBuilder } from 'typeorm';
import { type ContactSubmission } from './contact-submission.entity';
import { type ContactFilterDto } from './dto/contact-filter.dto';
import { endOfFirmDate, startOfFirmDate } from '../common/firm-time';
import { foldForSearch } from './search-text';

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

/**
 * The requests a filter selects, as one query builder that the list and the export both start from.
 * The search column is folded when written (search-text.ts), so a LIKE on folded text behaves the same on
 * SQLite and PostgreSQL; the day bounds are Medellín's midnights; "overdue" is pending and past its answer-by
 * time at `now`.
 */
export function filteredContacts(
  repository: Repository<ContactSubmission>,
  filter: ContactFilter,
  now: Date,
): SelectQueryBuilder<ContactSubmission> {
  const query = repository.createQueryBuilder(CONTACT_ALIAS);
  const search = filter.q === undefined ? '' : foldForSearch(filter.q);
  if (search) {
    const digits = phoneDigits(search);
    const like = `${CONTACT_ALIAS}.searchText LIKE :search ESCAPE '\\'`;
    query.andWhere(digits ? `(${like} OR ${CONTACT_ALIAS}.searchText LIKE :digits ESCAPE '\\')` : like, {
      search: containsPattern(search),
      digits: digits && containsPattern(digits),
    });
  }
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

/** The filter in words for the audit log: "q=perez, status=pending", or "no filter". */
export function describeFilter(filter: ContactFilter): string {
  const parts = (['q', 'status', 'tipo_caso', 'from', 'to'] as const)
    .filter((key) => filter[key] !== undefined)
    .map((key) => `${key}=${filter[key]}`);
  return parts.length > 0 ? parts.join(', ') : 'no filter';
}
