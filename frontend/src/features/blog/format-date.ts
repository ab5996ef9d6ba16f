import type { Language } from '../../i18n';

const locales: Record<Language, string> = { es: 'es-CO', en: 'en-US' };

/** "20 de enero de 2025" / "January 20, 2025". Read as UTC so no time zone shifts the day. */
export function formatPublishDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
