import type { Localized } from '../../i18n/language';

/** How long a visitor is asked to wait after a 429, in the units people use (the copy words it). */
export type RetryWait = { unit: 'underAMinute' } | { unit: 'minutes' | 'hours'; count: number };

/** Past this many minutes a wait is said in hours. */
const MAX_MINUTES = 90;

/**
 * The server's `retryAfter` (seconds) as a wait: under a minute, whole minutes rounded up, or whole hours
 * rounded up past 90 minutes. Null when the answer gave no usable figure.
 */
export function retryWait(seconds: unknown): RetryWait | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  if (seconds < 60) return { unit: 'underAMinute' };
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= MAX_MINUTES) return { unit: 'minutes', count: minutes };
  return { unit: 'hours', count: Math.ceil(minutes / 60) };
}

/** A wait as the end of a sentence ("Try again in 2 minutes"), in each language. */
export const waitWords: Localized<(wait: RetryWait | null) => string> = {
  es: (wait) => {
    if (!wait) return 'más tarde';
    if (wait.unit === 'underAMinute') return 'en un minuto';
    const word = wait.unit === 'minutes' ? 'minuto' : 'hora';
    return `en ${wait.count} ${word}${wait.count === 1 ? '' : 's'}`;
  },
  en: (wait) => {
    if (!wait) return 'later';
    if (wait.unit === 'underAMinute') return 'in a minute';
    const word = wait.unit === 'minutes' ? 'minute' : 'hour';
    return `in ${wait.count} ${word}${wait.count === 1 ? '' : 's'}`;
  },
};
