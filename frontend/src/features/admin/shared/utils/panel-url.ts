// The rest of the panel's place in the query string: which tab is open (?tab=activity) and which request's
// details are (?contact=42, the link the staff notification email carries), and which blog post is open in
// the Blog tab's editor (?tab=blog&post=<id>, or post=new).

export const ADMIN_TABS = [
  'requests',
  'booking',
  'data-requests',
  'activity',
  'site',
  'blog',
  'newsletter',
  'account',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
const DEFAULT_TAB: AdminTab = 'requests';

export function parseTab(value: string | null): AdminTab {
  return (ADMIN_TABS as readonly (string | null)[]).includes(value) ? (value as AdminTab) : DEFAULT_TAB;
}

/** The first tab needs no parameter, so the plain /admin link stays plain. Another tab closes the post editor. */
export function withTab(params: URLSearchParams, tab: AdminTab): URLSearchParams {
  const updated = new URLSearchParams(params);
  updated.delete('post');
  if (tab === DEFAULT_TAB) updated.delete('tab');
  else updated.set('tab', tab);
  return updated;
}

/** A request id from ?contact=; anything but a whole number from 1 up opens nothing. */
export function parseContactId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 ? id : null;
}

export function withContact(params: URLSearchParams, id: number | null): URLSearchParams {
  const updated = new URLSearchParams(params);
  if (id === null) updated.delete('contact');
  else updated.set('contact', String(id));
  return updated;
}

/**
 * History state of a Details link followed inside the panel. Closing such a drawer goes back one step, so
 * the back button does not reopen it; a drawer opened straight from a link (the staff email) just closes.
 */
export const OPENED_IN_PANEL = { openedInPanel: true } as const;

export function openedInPanel(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>).openedInPanel === true
  );
}

/** The post open in the Blog tab's editor: a post's id, 'new' for one not saved yet, or null for the list. */
export type OpenPost = string | 'new' | null;

const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function parsePost(value: string | null): OpenPost {
  if (value === 'new') return 'new';
  return value !== null && POST_ID.test(value) ? value : null;
}

export function withPost(params: URLSearchParams, post: OpenPost): URLSearchParams {
  const updated = new URLSearchParams(params);
  if (post === null) updated.delete('post');
  else updated.set('post', post);
  return updated;
}
