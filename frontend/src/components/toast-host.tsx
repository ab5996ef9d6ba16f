import { useSyncExternalStore, type ComponentType } from 'react';

/** SPEC §9: one toast visible at a time, each shown for 5 seconds. */
export const NOTIFICATION_LIMIT = 1;
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

type ToastContainer = ComponentType<{ limit: number; autoClose: number; position: 'bottom-right' }>;

// The toast container's code comes with the code that shows toasts (the form, the newsletter box, the
// staff panel: see lib/toast), so it is not in the JavaScript every visitor downloads first, and it is
// mounted the moment that code arrives, before any toast is asked for.
let container: ToastContainer | null = null;
const listeners = new Set<() => void>();

/** Called once by lib/toast with Mantine's Notifications component. */
export function provideToastContainer(component: ToastContainer): void {
  if (container) return;
  container = component;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The single toast region of the app; renders nothing until a part that shows toasts has loaded. */
export function ToastHost() {
  // null on the server and while hydrating, so the prerendered HTML and the first client render agree.
  const Container = useSyncExternalStore(
    subscribe,
    () => container,
    () => null,
  );
  if (!Container) return null;
  return (
    <Container limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="bottom-right" />
  );
}
