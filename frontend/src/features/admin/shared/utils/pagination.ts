// The list shows one page at a time and keeps it in the URL (?page=N) so a reload or a shared
// link lands on the same page.
export const PAGE_SIZE = 50;

/** A page number from the query string; anything that is not a whole number from 1 up is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function offsetFor(page: number, pageSize: number = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** 1-based positions of the first and last row shown, for "Showing 51–100 of 120". */
export function rangeShown(offset: number, rows: number): [number, number] {
  return rows === 0 ? [0, 0] : [offset + 1, offset + rows];
}
