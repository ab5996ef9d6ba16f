// Typed work is not lost on the way out: a form with unsaved changes says so with useLeaveGuard(dirty), and
// the panel's one guard (LeaveGuard, rendered once) asks before anything takes staff away from it: a tab, a
// link, the back button (React Router's blocker), or a reload or closed window (the browser's own question).
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

const dirtyForms = new Set<string>();
const listeners = new Set<() => void>();

function setDirty(id: string, dirty: boolean) {
  if (dirtyForms.has(id) === dirty) return;
  if (dirty) dirtyForms.add(id);
  else dirtyForms.delete(id);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const anyDirty = () => dirtyForms.size > 0;

/** Marks the calling form as holding unsaved changes while `dirty`; a form that goes away takes its mark with it. */
export function useLeaveGuard(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    setDirty(id, dirty);
    return () => setDirty(id, false);
  }, [id, dirty]);
}

/** The form's place in the panel: the page, its tab and the post open in the Blog tab's editor. */
function place({ pathname, search }: { pathname: string; search: string }) {
  const params = new URLSearchParams(search);
  return { pathname, tab: params.get('tab'), post: params.get('post') };
}

/**
 * Whether a navigation leaves the forms on screen. Other changes of the address (a filter, a request's details)
 * keep them; a new post that becomes its saved self (?post=new → ?post=<id>) is the same form.
 */
export const leavesForms: BlockerFunction = ({ currentLocation, nextLocation }) => {
  if (!anyDirty()) return false;
  const from = place(currentLocation);
  const to = place(nextLocation);
  if (from.pathname !== to.pathname || from.tab !== to.tab) return true;
  return from.post !== to.post && !(from.post === 'new' && to.post !== null);
};

/**
 * The guard itself, for the one component that shows its question: the router's blocker while any form is
 * dirty, and the browser's question on a reload or a closed window.
 */
export function useLeaveBlocker() {
  const dirty = useSyncExternalStore(subscribe, anyDirty, () => false);
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return useBlocker(leavesForms);
}
