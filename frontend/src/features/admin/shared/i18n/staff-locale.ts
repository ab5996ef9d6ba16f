// The staff panel's language: the staff member's own choice, kept on the server and put here once the
// session says it; before that, the browser's language. Small on purpose: the staff frame (in the first
// download) reads it for <html lang>, the footer and the toasts; the dictionaries come with the panel.
import { useSyncExternalStore } from 'react';
import type { StaffLocale } from '../../../../lib/api/endpoints';

export type { StaffLocale };

export const STAFF_LOCALES = ['es', 'en'] as const satisfies readonly StaffLocale[];

/** Dates, times and numbers: Colombian Spanish, or US English. Every time is Medellín's. */
export const INTL_LOCALE: Record<StaffLocale, string> = { es: 'es-CO', en: 'en-US' };
export const STAFF_TIME_ZONE = 'America/Bogota';

/** The staff frame's own word, beside the firm's mark (the frame loads before the panel's dictionaries). */
export const STAFF_MARK: Record<StaffLocale, string> = { es: 'Equipo', en: 'Staff' };

/** What the prerendered /admin page says before the browser is known (the spec's English staff copy). */
export const PRERENDER_LOCALE: StaffLocale = 'en';

/** Spanish when the browser's first language is Spanish (any region), English otherwise. */
export function browserLocale(languages: readonly string[]): StaffLocale {
  const first = (languages[0] ?? '').toLowerCase();
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}

let chosen: StaffLocale | null = null;
const listeners = new Set<() => void>();

/** The staff member's choice (from the server, or the switch); null goes back to the browser's language. */
export function chooseStaffLocale(locale: StaffLocale | null): void {
  if (locale === chosen) return;
  chosen = locale;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The panel's language now, outside React (a helper that words a server's answer); as prerendered on the server. */
export function currentStaffLocale(): StaffLocale {
  return typeof window === 'undefined' ? PRERENDER_LOCALE : currentLocale();
}

function currentLocale(): StaffLocale {
  if (chosen) return chosen;
  const { languages, language } = window.navigator;
  return browserLocale(languages?.length ? languages : [language]);
}

/** The panel's language now. While hydrating it reads as prerendered, then as chosen (or as the browser). */
export function useStaffLocale(): StaffLocale {
  return useSyncExternalStore(subscribe, currentLocale, () => PRERENDER_LOCALE);
}
