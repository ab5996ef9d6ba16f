// Lists the API pages: the query string a page is asked with, and the page read back with its total.

/** One page of a list and where it sits in the whole. */
export interface Paged<T> {
  items: T[];
  /** Every row on the server, from X-Total-Count; the list is paged, the total is not. */
  total: number;
  /** Where these rows start in the whole list: the page they belong to, even while another is loading. */
  offset: number;
}

export async function readPage<T>(res: Response, offset: number): Promise<Paged<T>> {
  const items = (await res.json()) as T[];
  const header = Number(res.headers.get('X-Total-Count'));
  // A missing or garbled header must not hide rows: count at least what this page holds. An empty page (one
  // asked for past the end) says nothing about the rows before it: its offset is not a count.
  const seen = items.length > 0 ? offset + items.length : 0;
  const total = Number.isSafeInteger(header) && header >= 0 ? header : seen;
  return { items, total: Math.max(total, seen), offset };
}

/** `?a=1&b=2` from the values that are set, in the order given (equal queries, equal URLs). */
export function queryString(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}
