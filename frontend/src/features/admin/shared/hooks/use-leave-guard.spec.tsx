/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
import { renderHook } from '@testing-library/react';
import { leavesForms, useLeaveGuard } from './use-leave-guard';

const at = (search: string, pathname = '/admin') => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: search,
});
const leaving = (from: string, to: string, toPath = '/admin') =>
  leavesForms({ currentLocation: at(from), nextLocation: at(to, toPath), historyAction: 'PUSH' as never });

describe('the leave guard', () => {
  it('lets every navigation through while no form holds unsaved changes', () => {
    const form = renderHook(({ dirty }) => useLeaveGuard(dirty), { initialProps: { dirty: false } });
    expect(leaving('?tab=site', '?tab=blog')).toBe(false);
    form.unmount();
  });

  it('holds back a change of tab, of post or of page while one form is dirty, not a change within the form', () => {
    const clean = renderHook(() => useLeaveGuard(false));
    const dirty = renderHook(({ value }) => useLeaveGuard(value), { initialProps: { value: true } });
    expect(leaving('?tab=site', '?tab=blog')).toBe(true);
    expect(leaving('?tab=blog&post=new', '?tab=blog')).toBe(true);
    expect(leaving('?tab=site', '?tab=site', '/')).toBe(true);
    // A request's details opened over the tab, or a new post becoming its saved self, keep the form.
    expect(leaving('?tab=site', '?tab=site&contact=4')).toBe(false);
    expect(leaving('?tab=blog&post=new', '?tab=blog&post=4b0f2b6e-58c6-4d5c-9d43-0d7b9a3d2f11')).toBe(false);

    // Saved (no longer dirty) or gone: nothing holds it back.
    dirty.rerender({ value: false });
    expect(leaving('?tab=site', '?tab=blog')).toBe(false);
    dirty.rerender({ value: true });
    dirty.unmount();
    expect(leaving('?tab=site', '?tab=blog')).toBe(false);
    clean.unmount();
  });
});
