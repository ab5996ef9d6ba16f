import { notifications, showToast } from '../../../../components/toast';
import type { StaffLocale } from '../i18n/staff-locale';

export type ToastTone = 'default' | 'destructive';

/** SPEC §9: 5 s on screen. */
const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * One toast at a time (SPEC §9). The provider's limit of 1 would queue a new toast behind the old one
 * for up to 5 s; staff need the newest outcome now, so it replaces whatever is showing.
 */
export function showAdminToast(
  locale: StaffLocale,
  {
    tone,
    title,
    message,
  }: {
    tone: ToastTone;
    title: string;
    message: string;
  },
) {
  notifications.clean();
  // The close button speaks the panel's language, as the toast does.
  showToast(locale, {
    title,
    message,
    color: tone === 'destructive' ? 'red' : 'teal.8',
    autoClose: TOAST_AUTO_CLOSE_MS,
  });
}

/** A full page load, not a router push: the log-in and log-out pages are served by the API. */
export function redirectAfter(path: string, delayMs: number): () => void {
  const timer = window.setTimeout(() => window.location.assign(path), delayMs);
  return () => window.clearTimeout(timer);
}
