import { lazy, Suspense, useSyncExternalStore } from 'react';

/** SPEC §9: one toast visible at a time, each shown for 5 seconds. */
export const NOTIFICATION_LIMIT = 1;
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

// The toast container's code is fetched only once some part of the page can show a toast (the form,
// the newsletter box, the staff panel), so it is not in the JavaScript every visitor downloads first.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

let wanted = false;
const listeners = new Set<() => void>();

/** Called (through lib/toast) by the code that shows toasts; mounts the container from then on. */
export function enableToasts(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The single toast region of the app; renders nothing until a toast can be shown. */
export function ToastHost() {
  // false on the server and while hydrating, so the prerendered HTML and the first client render agree.
  const enabled = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        limit={NOTIFICATION_LIMIT}
        autoClose={NOTIFICATION_AUTO_CLOSE_MS}
        position="bottom-right"
      />
    </Suspense>
  );
}
