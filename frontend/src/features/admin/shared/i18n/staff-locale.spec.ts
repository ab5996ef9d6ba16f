import { ADMIN_COPY } from './admin-copy';
import { browserLocale, STAFF_LOCALES } from './staff-locale';

describe("the panel's language before a choice", () => {
  it.each([
    [['es'], 'es'],
    [['es-CO', 'en-US'], 'es'],
    [['ES-mx'], 'es'],
    [['en-US', 'es-CO'], 'en'],
    [['fr-FR', 'es'], 'en'],
    [['est'], 'en'],
    [[], 'en'],
  ] as const)('browser languages %j read as %s', (languages, locale) => {
    expect(browserLocale(languages)).toBe(locale);
  });
});

describe('the dictionaries', () => {
  /** Every string the dictionary holds, by path (functions called with sample values). */
  function strings(value: unknown, path = ''): Array<[string, string]> {
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function')
      return [[path, String((value as (...args: unknown[]) => unknown)(2, 3, 4))]];
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
    return [];
  }

  it('leave no string empty in either language', () => {
    for (const locale of STAFF_LOCALES) {
      const empty = strings(ADMIN_COPY[locale]).filter(([, text]) => text.trim() === '');
      expect({ locale, empty }).toEqual({ locale, empty: [] });
    }
  });

  it('translate the panel rather than repeat the English', () => {
    const english = new Map(strings(ADMIN_COPY.en));
    // The same in both on purpose: names, symbols and the spec's Spanish values.
    const shared = new Set([
      '.stats.total',
      '.number',
      '.field.whatsapp',
      '.errorTitle',
      '.language.names.es',
      '.language.names.en',
      '.notification.subject.new.webhook',
      '.notes.placeholder',
      '.notes.count',
      '.activity.none',
      // "Blog" is the Spanish word too.
      '.tabs.blog',
      '.blog.title',
      // Units: "KB" and "px" in both.
      '.site.images.size',
      // Wording only in what they are given: the sentence that is its detail, a filter in brackets.
      '.activity.said.retention_purge',
      '.auditDetail.filtered',
      // A size: "1 KB" in both (a thousand and more only differ by their separator).
      '.auditDetail.bytes',
    ]);
    const untranslated = strings(ADMIN_COPY.es)
      .filter(([path, text]) => !shared.has(path) && english.get(path) === text)
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });
});

describe('sentences that end with a time', () => {
  it('keep one full stop after a Spanish "a. m." and add it after an English "AM"', () => {
    expect(ADMIN_COPY.es.blog.autosaved('8:00\u00a0a.\u00a0m.')).toBe(
      'Borrador guardado automáticamente a las 8:00\u00a0a.\u00a0m.',
    );
    expect(ADMIN_COPY.es.blog.autosaved('20:00')).toBe('Borrador guardado automáticamente a las 20:00.');
    expect(ADMIN_COPY.en.blog.autosaved('8:00\u00a0AM')).toMatch(/8:00\u00a0AM\.$/);
  });
});
