// A link that opens a list (a counter) asks, through the history entry's state, for the list to be brought
// into view with the focus on its heading: on a phone the counters are a screen away from the results.

export const SHOW_LIST = { showList: true } as const;

export function showsList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).showList === true;
}
