import { routeTable } from '../app/route-table';
import type { Language } from '../i18n/language';
import { pageMeta as pageMetaOf, singleLanguagePages, type PageMeta } from './page-meta';
import { seedSiteContent } from './seed-site-content';

const { firm } = seedSiteContent;
const {
  pages: pageMeta,
  notFound: notFoundMeta,
  postNotFound: postNotFoundMeta,
} = pageMetaOf(seedSiteContent);

const languages: Language[] = ['es', 'en'];

/** Every entry a language can show: the pages, the 404 page and 'post not found'. */
function entriesIn(language: Language): Array<[string, PageMeta]> {
  return [
    ...Object.entries(pageMeta).map(([key, meta]): [string, PageMeta] => [key, meta[language]]),
    ['notFound', notFoundMeta[language]],
    ['postNotFound', postNotFoundMeta[language]],
  ];
}

describe('page meta', () => {
  it('covers every route but blog posts', () => {
    const keys = routeTable.map((entry) => entry.key).filter((key) => key !== 'blogPost');
    expect(Object.keys(pageMeta).sort()).toEqual([...keys].sort());
  });

  it.each(languages)(
    'keeps titles within 30–60 and descriptions within 70–160 characters (%s)',
    (language) => {
      const outOfRange = entriesIn(language).flatMap(([key, { title, description }]) => [
        ...(title.length < 30 || title.length > 60 ? [`${key} title: ${title.length} "${title}"`] : []),
        ...(description.length < 70 || description.length > 160
          ? [`${key} description: ${description.length} "${description}"`]
          : []),
      ]);
      expect(outOfRange).toEqual([]);
    },
  );

  it.each(languages)('gives every page its own title and description (%s)', (language) => {
    const entries = entriesIn(language);
    expect(new Set(entries.map(([, meta]) => meta.title)).size).toBe(entries.length);
    expect(new Set(entries.map(([, meta]) => meta.description)).size).toBe(entries.length);
  });

  it('names the firm first on the home pages and last everywhere else', () => {
    for (const language of languages) {
      for (const [key, { title }] of entriesIn(language)) {
        if (key === 'home') expect(title.startsWith(`${firm.name} | `)).toBe(true);
        else expect(title.endsWith(` | ${firm.name}`)).toBe(true);
      }
    }
  });

  it('titles the not-found pages as the spec words them', () => {
    expect(notFoundMeta.en.title).toMatch(/^404 Page Not Found \| /);
    expect(notFoundMeta.es.title).toMatch(/^404 Página no encontrada \| /);
    expect(postNotFoundMeta.en.title).toMatch(/^Post not found \| /);
    expect(postNotFoundMeta.es.title).toMatch(/^Post no encontrado \| /);
  });

  it('writes bilingual pages in their own language and single-language pages in the language they show', () => {
    // Spot checks that catch a copy pasted into the wrong language.
    expect(pageMeta.contact.es.description).toMatch(/respondemos en menos de 60 minutos/);
    expect(pageMeta.contact.en.description).toMatch(/reply in under 60 minutes/);
    expect(pageMeta.home.es.description).toMatch(/más de 8 años/);
    expect(pageMeta.home.en.description).toMatch(/8\+ years/);
    for (const [key, language] of Object.entries(singleLanguagePages)) {
      const meta = pageMeta[key as keyof typeof singleLanguagePages];
      expect(meta.es).toEqual(meta.en);
      expect(meta[language].title).toBe(meta.es.title);
    }
    expect(singleLanguagePages.expats).toBe('en');
    expect(pageMeta.expats.en.title).toMatch(/English-Speaking Lawyers/);
  });
});
