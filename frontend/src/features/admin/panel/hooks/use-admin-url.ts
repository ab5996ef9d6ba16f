import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  parseFilters,
  parseSort,
  withFilters,
  withSort,
  NO_FILTERS,
  type ContactFilters,
  type ListSort,
} from '../../requests';
import { parsePage } from '../../shared/utils/pagination';
import {
  openedInPanel,
  parseContactId,
  parsePost,
  parseTab,
  withContact,
  withPost,
  withTab,
  type AdminTab,
  type OpenPost,
} from '../../shared/utils/panel-url';

/**
 * Everything the panel shows is read off the query string, so a reload, the back button or a shared link
 * shows the same tab, filters, page and open request. Each setter changes only its own parameters.
 */
export function useAdminUrl() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const query = params.toString();
  // One object per distinct query string: the filters can sit in dependency lists and query keys.
  const filters = useMemo(() => parseFilters(new URLSearchParams(query)), [query]);

  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, replace = false) => {
      // Not setParams(fn): React Router hands it the params of the last render, so two changes before the
      // next render (a select changed just as the search box's pause ends) would lose the first. The
      // address bar is always current.
      const next = change(new URLSearchParams(window.location.search)).toString();
      void navigate({ search: next ? `?${next}` : '' }, { replace });
    },
    [navigate],
  );

  const goToPage = useCallback(
    (next: number, replace = false) =>
      update((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      }, replace),
    [update],
  );

  /** `replace` for typing in the search box: one history entry per search, not one per pause. */
  const setFilters = useCallback(
    (patch: Partial<ContactFilters>, replace = false) =>
      update((current) => withFilters(current, patch), replace),
    [update],
  );

  return {
    tab: parseTab(params.get('tab')),
    page: parsePage(params.get('page')),
    filters,
    sort: parseSort(params),
    contactId: parseContactId(params.get('contact')),
    post: parsePost(params.get('post')),
    goToPage,
    setFilters,
    setSort: useCallback((sort: ListSort) => update((current) => withSort(current, sort)), [update]),
    clearFilters: useCallback(() => update((current) => withFilters(current, NO_FILTERS)), [update]),
    setTab: useCallback((tab: AdminTab) => update((current) => withTab(current, tab)), [update]),
    /** Opens a post in the Blog tab's editor, or (null) goes back to the list; `replace` once a new post is saved. */
    openPost: useCallback(
      (post: OpenPost, replace = false) => update((current) => withPost(current, post), replace),
      [update],
    ),
    /** The query string that opens a request's details, for a link (so it also opens in a new tab). */
    contactSearch: useCallback((id: number) => `?${withContact(params, id)}`, [params]),
    closeContact: useCallback(() => {
      if (openedInPanel(state)) void navigate(-1);
      else update((current) => withContact(current, null), true);
    }, [state, navigate, update]),
  };
}
