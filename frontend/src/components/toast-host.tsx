import { useEffect, useRef, useSyncExternalStore, type ComponentType, type RefObject } from 'react';
import { translate } from '../i18n/dictionary';
import type { Language } from '../i18n/language';
import classes from './toast-region.module.css';

/** SPEC §9: one toast visible at a time, each shown for 5 seconds. */
export const NOTIFICATION_LIMIT = 1;
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

/** SPEC §9: the key that takes the focus to the notification region (and, pressed there, back). */
export const NOTIFICATION_HOTKEY = 'F8';

type ToastContainer = ComponentType<{
  limit: number;
  autoClose: number;
  position: 'bottom-right';
  withinPortal: boolean;
}>;

// The toast container's code comes with the code that shows toasts (the form, the
// staff panel: see ./toast), so it is not in the JavaScript every visitor downloads first, and it is
// mounted the moment that code arrives, before any toast is asked for.
let container: ToastContainer | null = null;
const listeners = new Set<() => void>();

/** Called once by ./toast with Mantine's Notifications component. */
export function provideToastContainer(component: ToastContainer): void {
  if (container) return;
  container = component;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const plainKey = (event: KeyboardEvent) =>
  !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;

/**
 * F8 from anywhere moves the focus to the region; Escape or F8 there moves it back to where it was.
 */
function useRegionHotkey(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let before: Element | null = null;
    const giveBack = () => {
      const target = before;
      before = null;
      if (target instanceof HTMLElement && target.isConnected && target !== document.body) target.focus();
      else (document.activeElement as HTMLElement | null)?.blur();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const element = region.current;
      if (!element || !plainKey(event)) return;
      const inside = element.contains(document.activeElement);
      if (event.key === NOTIFICATION_HOTKEY) {
        event.preventDefault();
        if (inside) return giveBack();
        before = document.activeElement;
        // The region sits at the end of the page; its toasts (and its name) show in the corner, so stay put.
        element.focus({ preventScroll: true });
      } else if (event.key === 'Escape' && inside && before) {
        giveBack();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [region]);
}

/**
 * The single toast region of the app, put on every page by its layout: a region labelled in the page's
 * language, empty until a part that shows toasts has loaded, so F8 always has somewhere to go. Toasts
 * render inside it (not in a portal), so focusing it puts them next in the tab order.
 */
export function ToastHost({ language }: { language: Language }) {
  // null on the server and while hydrating, so the prerendered HTML and the first client render agree.
  const Container = useSyncExternalStore(
    subscribe,
    () => container,
    () => null,
  );
  const region = useRef<HTMLDivElement>(null);
  useRegionHotkey(region);
  return (
    <div
      ref={region}
      className={classes.region}
      role="region"
      aria-label={translate(language, 'toast.region')}
      tabIndex={-1}
    >
      {Container && (
        <Container
          limit={NOTIFICATION_LIMIT}
          autoClose={NOTIFICATION_AUTO_CLOSE_MS}
          position="bottom-right"
          withinPortal={false}
        />
      )}
    </div>
  );
}
