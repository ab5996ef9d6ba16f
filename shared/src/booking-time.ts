import { type Language } from './consultation';

// How a booking's time is shown on the pages and in the emails: the firm's clock (Medellín), and the visitor's
// own when their zone has another offset at that moment.

/** Medellín's zone: UTC-5 all year. */
const FIRM_ZONE = 'America/Bogota';

const LOCALES: Record<Language, string> = { es: 'es-CO', en: 'en-US' };

/** Formats are costly to build and a page of slots uses a few; the zones come from visitors, so few are kept. */
const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    if (formats.size >= 32) formats.clear();
    formats.set(key, format);
  }
  return format;
}

const timeFormat = (language: Language, timeZone: string): Intl.DateTimeFormat =>
  cachedFormat(
    `time ${language} ${timeZone}`,
    () => new Intl.DateTimeFormat(LOCALES[language], { hour: 'numeric', minute: '2-digit', timeZone }),
  );

/**
 * Versions of ICU put a narrow or a no-break space before "a. m." / "AM" and others a plain one; the server's
 * render and the browser's must print the same text, so every space is a plain one, as in the office hours.
 */
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * The time a slot starts on the clock of `timeZone` (Medellín's unless told): "9:30 a. m." in Spanish,
 * "9:30 AM" in English. A zone the runtime does not know throws a RangeError.
 */
export function slotTimeLabel(startIso: string, language: Language, timeZone: string = FIRM_ZONE): string {
  return plainSpaces(timeFormat(language, timeZone).format(new Date(startIso)));
}

const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat(LOCALES.es, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }),
  en: new Intl.DateTimeFormat(LOCALES.en, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }),
};

/** A Medellín day (YYYY-MM-DD) as people write it: "lunes 7 de diciembre", "Monday, December 7". */
export function slotDayLabel(day: string, language: Language): string {
  // The day is a calendar date, not an instant: read at midnight UTC it is that date in every runtime's zone.
  const parts = Object.fromEntries(
    dayFormats[language].formatToParts(new Date(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return language === 'es'
    ? `${parts.weekday} ${parts.day} de ${parts.month}`
    : `${parts.weekday}, ${parts.month} ${parts.day}`;
}

/** Minutes a zone's clock is ahead of UTC at an instant (Madrid in winter: 60; Medellín: -300). */
function offsetMinutes(timeZone: string, at: Date): number {
  const format = cachedFormat(
    `offset ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      }),
  );
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const local = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute);
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * Whether the clock of `timeZone` shows another time than Medellín's at that instant, so that a page shows both.
 * A zone the runtime does not know counts as Medellín's: only the firm's time is shown then.
 */
export function differsFromFirmZone(timeZone: string, at: Date): boolean {
  try {
    return offsetMinutes(timeZone, at) !== offsetMinutes(FIRM_ZONE, at);
  } catch {
    return false;
  }
}
