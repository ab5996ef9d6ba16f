import { findRoute, routeTable } from '../../app/route-table';
import { concretePaths } from '../../app/site-paths';
import { attorneyPage } from '../../content/attorney';
import { postPath, type BlogPost } from '../../content/blog';
import { pageMeta as pageMetaOf } from '../../content/page-meta';
import { seedSiteContent } from '../../content/seed-site-content';
import { translate } from '../../i18n/dictionary';
import { canonicalPathname, pageHead, type PageHead } from './page-head';
import type { JsonLd } from './structured-data';

const content = seedSiteContent;
const { firm, attorney } = content;
const pageMeta = pageMetaOf(content).pages;

const paths = concretePaths(content);
const blogPosts: readonly BlogPost[] = content.blog.posts;
/** Pages that exist but are not for search results: the staff panel and where a form sent without JavaScript lands. */
const NOINDEX_PATHS = ['/admin', '/gracias', '/en/thank-you'];
const heads = paths.map((path) => [path, pageHead(path, content)] as const);
const NOT_FOUND_PATHS = [
  '/no-such-page',
  '/en/no-such-page',
  '/servicios/derecho-espacial',
  '/blog/a/b',
  '/en/services/x',
];
const POST_NOT_FOUND_PATHS = [
  '/blog/no-such-post',
  '/en/blog/no-such-post',
  // A post exists in one language only: the other language's URL is 'not found' too.
  '/en/blog/divorcio-en-medellin-2025',
  '/blog/when-you-need-a-criminal-lawyer-in-medellin',
];

function ofType(head: PageHead, type: string): JsonLd[] {
  return head.jsonLd.filter((data) => data['@type'] === type);
}

function only(head: PageHead, type: string): Record<string, unknown> {
  const found = ofType(head, type);
  expect(found).toHaveLength(1);
  return found[0] as Record<string, unknown>;
}

function social(head: PageHead, property: string): string[] {
  return head.openGraph
    .filter((tag) => tag.property === property)
    .map((tag) => ('path' in tag ? tag.path : tag.content));
}

describe('pageHead', () => {
  it('gives every concrete page a title and description unique within its language', () => {
    for (const language of ['es', 'en'] as const) {
      const inLanguage = heads.filter(([, head]) => head.lang === language).map(([, head]) => head);
      expect(inLanguage.length).toBeGreaterThan(5);
      expect(new Set(inLanguage.map((head) => head.title)).size).toBe(inLanguage.length);
      expect(new Set(inLanguage.map((head) => head.description)).size).toBe(inLanguage.length);
    }
  });

  it('keeps titles within 30–60 and descriptions within 70–160 characters', () => {
    const outOfRange = heads.flatMap(([path, head]) => {
      // A post's title is its headline, not cut; the firm's name is added only when the whole fits.
      const titleMax = head.kind === 'post' ? Infinity : 60;
      return [
        ...(head.title.length < 30 || head.title.length > titleMax
          ? [`${path} title ${head.title.length}`]
          : []),
        ...(head.description.length < 70 || head.description.length > 160
          ? [`${path} description ${head.description.length}`]
          : []),
      ];
    });
    expect(outOfRange).toEqual([]);
  });

  it('points the canonical link at the page itself, except on the staff panel and the thank-you pages', () => {
    for (const [path, head] of heads) {
      expect({ path, canonical: head.canonicalPath }).toEqual({
        path,
        canonical: NOINDEX_PATHS.includes(path) ? null : path,
      });
    }
  });

  it('links both pages of every language pair to each other with the same, reciprocal set', () => {
    const pairs = routeTable.filter(
      (entry) =>
        entry.en !== null &&
        !entry.en.includes(':') &&
        entry.key !== 'thankYou' &&
        entry.key !== 'bookingConfirmed',
    );
    expect(pairs).toHaveLength(12);

    for (const { es, en } of pairs) {
      const spanish = pageHead(es, content);
      const english = pageHead(en as string, content);
      const expected = [
        { hreflang: 'es', path: es },
        { hreflang: 'en', path: en },
        { hreflang: 'x-default', path: es },
      ];
      expect(spanish.alternates).toEqual(expected);
      expect(english.alternates).toEqual(spanish.alternates);
      expect(spanish.lang).toBe('es');
      expect(english.lang).toBe('en');
    }
  });

  it('gives every indexable page a self-referencing hreflang link and an x-default', () => {
    for (const [path, head] of heads.filter(([, head]) => head.robots === undefined)) {
      const self = head.alternates.filter((alternate) => alternate.path === path);
      expect({ path, self }).toEqual({
        path,
        self: expect.arrayContaining([{ hreflang: head.lang, path }]),
      });
      const xDefaults = head.alternates.filter((alternate) => alternate.hreflang === 'x-default');
      expect({ path, xDefaults: xDefaults.length }).toEqual({ path, xDefaults: 1 });
      expect(new Set(head.alternates.map((alternate) => alternate.hreflang)).size).toBe(
        head.alternates.length,
      );
    }
  });

  it('follows every alternate to a page that links back, with x-default on the Spanish page if any', () => {
    for (const [path, head] of heads) {
      for (const alternate of head.alternates) {
        const target = pageHead(alternate.path, content);
        expect(['page', 'post']).toContain(target.kind);
        expect(target.canonicalPath).toBe(alternate.path);
        expect(target.alternates).toEqual(head.alternates);
        expect(target.alternates.some((back) => back.path === path)).toBe(true);
      }
      const xDefault = head.alternates.find((alternate) => alternate.hreflang === 'x-default');
      const spanish = head.alternates.find((alternate) => alternate.hreflang === 'es');
      if (xDefault) expect(xDefault.path).toBe(spanish?.path ?? path);
    }
  });

  it('makes single-language pages and posts their own alternate and x-default', () => {
    for (const path of [
      '/expats-english-legal-services',
      '/politica-privacidad',
      '/terminos',
      ...blogPosts.map(postPath),
    ]) {
      const { lang } = pageHead(path, content);
      expect({ path, alternates: pageHead(path, content).alternates }).toEqual({
        path,
        alternates: [
          { hreflang: lang, path },
          { hreflang: 'x-default', path },
        ],
      });
    }
    expect(pageHead('/expats-english-legal-services', content).alternates[0].hreflang).toBe('en');
  });

  it('gives the staff panel no alternates', () => {
    expect(pageHead('/admin', content).alternates).toEqual([]);
  });

  it('sets <html lang> to the language of the content', () => {
    expect(pageHead('/expats-english-legal-services', content).lang).toBe('en');
    expect(pageHead('/politica-privacidad', content).lang).toBe('es');
    expect(pageHead('/terminos', content).lang).toBe('es');
    expect(pageHead('/admin', content).lang).toBe('en');
    expect(pageHead('/', content).lang).toBe('es');
    expect(pageHead('/en/contact', content).lang).toBe('en');
    for (const post of blogPosts) expect(pageHead(postPath(post), content).lang).toBe(post.language);
    expect(pageHead('/expats-english-legal-services', content).title).toBe(pageMeta.expats.en.title);
  });

  it.each(NOT_FOUND_PATHS)('answers %s with the 404 head: noindex, no canonical, no alternates', (path) => {
    const head = pageHead(path, content);
    const language = path.startsWith('/en/') ? 'en' : 'es';
    expect(head).toMatchObject({
      kind: 'notFound',
      lang: language,
      robots: 'noindex, nofollow',
      canonicalPath: null,
      alternates: [],
      openGraph: [],
    });
    expect(head.title).toMatch(language === 'en' ? /^404 Page Not Found/ : /^404 Página no encontrada/);
  });

  it.each(POST_NOT_FOUND_PATHS)('answers %s with the post-not-found head', (path) => {
    const head = pageHead(path, content);
    const language = path.startsWith('/en/') ? 'en' : 'es';
    expect(head).toMatchObject({
      kind: 'postNotFound',
      lang: language,
      robots: 'noindex, nofollow',
      canonicalPath: null,
      alternates: [],
    });
    expect(head.title).toMatch(language === 'en' ? /^Post not found \| / : /^Post no encontrado \| /);
    expect(head.keywords).toBeUndefined();
  });

  it('keeps the staff panel and the thank-you pages out of search results and leaves robots unset everywhere else', () => {
    for (const path of NOINDEX_PATHS) {
      expect(pageHead(path, content)).toMatchObject({
        robots: 'noindex, nofollow',
        canonicalPath: null,
        alternates: [],
      });
    }
    const withRobots = heads.filter(([, head]) => head.robots !== undefined).map(([path]) => path);
    expect(withRobots.sort()).toEqual([...NOINDEX_PATHS].sort());
  });

  it("gives a booking's confirmation and manage pages their head, out of search results, whatever the link", () => {
    for (const [path, key, lang] of [
      ['/agendar/gestionar/AbC123', 'bookingManage', 'es'],
      ['/en/book/manage/AbC123', 'bookingManage', 'en'],
      ['/agendar/confirmada', 'bookingConfirmed', 'es'],
      ['/en/book/confirmed', 'bookingConfirmed', 'en'],
    ] as const) {
      const head = pageHead(path, content);
      expect(head).toMatchObject({ kind: 'page', routeKey: key, lang, canonicalPath: null, alternates: [] });
      expect(head.robots).toBe('noindex, nofollow');
      expect(head.title).toBe(pageMeta[key][lang].title);
    }
  });

  it('reads paths in canonical form: case and trailing slashes do not matter', () => {
    expect(canonicalPathname('/Servicios/')).toBe('/servicios');
    expect(canonicalPathname('/')).toBe('/');
    expect(canonicalPathname('//')).toBe('/');
    expect(canonicalPathname('/EN')).toBe('/en');
    expect(pageHead('/En/Services/', content)).toEqual(pageHead('/en/services', content));
  });

  it('puts the firm as a LegalService on every page, 404s included', () => {
    for (const path of [...paths, ...NOT_FOUND_PATHS, ...POST_NOT_FOUND_PATHS]) {
      const head = pageHead(path, content);
      const firmData = only(head, 'LegalService');
      expect(firmData).toMatchObject({
        '@context': 'https://schema.org',
        '@id': '/#firm',
        name: firm.name,
        description: pageMeta.home[head.lang].description,
        url: head.lang === 'en' ? '/en' : '/',
        telephone: firm.phone,
        email: firm.email,
        image: '/images/hero-medellin.svg',
        address: {
          '@type': 'PostalAddress',
          streetAddress: firm.address.street,
          addressLocality: 'Medellín',
          addressRegion: 'Antioquia',
          postalCode: '050021',
          addressCountry: 'CO',
        },
        areaServed: [
          { '@type': 'City', name: 'Medellín' },
          { '@type': 'AdministrativeArea', name: 'Antioquia' },
        ],
        knowsLanguage: ['es', 'en'],
      });
    }
  });

  it("publishes the office hours, as the contact page's table shows them, as opening hours", () => {
    expect(only(pageHead('/', content), 'LegalService').openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
  });

  it('follows the hours staff edit: a lunch break is two openings, a closed day none', () => {
    const edited = {
      ...content,
      hours: {
        ...content.hours,
        office: content.hours.office.map((day) => ({
          day: day.day,
          spans:
            day.day === 'mon' || day.day === 'tue'
              ? [
                  { opens: '07:30', closes: '12:00' },
                  { opens: '14:00', closes: '24:00' },
                ]
              : [],
        })),
      },
    };
    expect(only(pageHead('/en', edited), 'LegalService').openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday'],
        opens: '07:30',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday'],
        opens: '14:00',
        closes: '23:59',
      },
    ]);
  });

  it('adds a BreadcrumbList exactly where the page shows a breadcrumb', () => {
    const withTrail = heads
      .filter(([, head]) => ofType(head, 'BreadcrumbList').length > 0)
      .map(([path]) => path);
    const trailKeys = new Set([
      'services',
      'familyLaw',
      'criminalLaw',
      'administrativeLaw',
      'civilLaw',
      'laborLaw',
      'trafficLaw',
      'attorneys',
      'contact',
      'blogPost',
    ]);
    expect(withTrail.sort()).toEqual(
      paths.filter((path) => trailKeys.has(findRoute(path)?.key ?? '')).sort(),
    );
    expect(withTrail).toHaveLength(9 * 2 + blogPosts.length);
  });

  it('lists the same crumbs the pages show, in order, ending with the page itself', () => {
    const names = (path: string) =>
      (only(pageHead(path, content), 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>).map(
        (item) => [item.position, item.name, item.item],
      );
    expect(names('/servicios/derecho-penal')).toEqual([
      [1, 'Inicio', '/'],
      [2, 'Servicios', '/servicios'],
      [3, 'Derecho Penal', '/servicios/derecho-penal'],
    ]);
    expect(names('/en/services/labor-law')).toEqual([
      [1, 'Home', '/en'],
      [2, 'Services', '/en/services'],
      [3, 'Labor Law', '/en/services/labor-law'],
    ]);
    expect(names('/en/attorney-in-medellin')).toEqual([
      [1, 'Home', '/en'],
      [2, translate('en', 'attorneys.title'), '/en/attorney-in-medellin'],
    ]);
    expect(names('/contacto')).toEqual([
      [1, 'Inicio', '/'],
      [2, 'Contacto', '/contacto'],
    ]);
    expect(names('/blog/guia-rapida-accion-de-tutela')).toEqual([
      [1, 'Inicio', '/'],
      [2, 'Blog', '/blog'],
      [3, 'Artículo', '/blog/guia-rapida-accion-de-tutela'],
    ]);
  });

  it.each(blogPosts.map((post) => [postPath(post), post] as const))(
    '%s carries its keywords, article tags and a BlogPosting',
    (path, post) => {
      const head = pageHead(path, content);
      expect(head.kind).toBe('post');
      expect(head.title.startsWith(post.title)).toBe(true);
      expect(head.keywords).toEqual(post.seoKeywords);
      expect(post.excerpt.startsWith(head.description.replace(/…$/, ''))).toBe(true);
      expect(social(head, 'og:type')).toEqual(['article']);
      expect(social(head, 'article:tag')).toEqual(post.tags);
      expect(social(head, 'article:published_time')).toEqual([post.publishedAt]);
      expect(social(head, 'article:modified_time')).toEqual([post.updatedAt]);
      expect(social(head, 'article:section')).toEqual([post.category]);
      expect(social(head, 'article:author')).toEqual([post.author]);
      expect(social(head, 'og:url')).toEqual([path]);
      expect(social(head, 'og:image')).toEqual([post.cover!.src]);
      expect(only(head, 'BlogPosting')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        author: { '@type': 'Person', name: post.author },
        image: post.cover!.src,
        keywords: post.seoKeywords.join(', '),
        articleSection: post.category,
        inLanguage: post.language,
        mainEntityOfPage: { '@type': 'WebPage', '@id': path },
        publisher: { '@type': 'LegalService', '@id': '/#firm', name: firm.name },
      });
    },
  );

  it('adds the firm name to a post title only when the whole stays within 60 characters', () => {
    for (const post of blogPosts) {
      const { title } = pageHead(postPath(post), content);
      expect(title === post.title || (title === `${post.title} | ${firm.name}` && title.length <= 60)).toBe(
        true,
      );
    }
  });

  it.each(['/abogados', '/en/attorney-in-medellin'])('describes the attorney as a Person on %s', (path) => {
    const head = pageHead(path, content);
    const profile = attorney.profile[head.lang];
    expect(only(head, 'Person')).toMatchObject({
      name: attorney.name,
      jobTitle: profile.title,
      image: attorneyPage.illustration.src,
      alumniOf: { '@type': 'CollegeOrUniversity', name: 'Universidad de Medellín' },
      knowsAbout: profile.expertise,
      worksFor: { '@type': 'LegalService', '@id': '/#firm', name: firm.name },
    });
    expect(heads.filter(([, other]) => ofType(other, 'Person').length > 0)).toHaveLength(2);
  });

  it.each([
    ['/', 'es_CO', 'en_US'],
    ['/en', 'en_US', 'es_CO'],
  ])('gives the home page %s its sharing tags', (path, locale, alternateLocale) => {
    const head = pageHead(path, content);
    expect(social(head, 'og:type')).toEqual(['website']);
    expect(social(head, 'og:title')).toEqual([head.title]);
    expect(social(head, 'og:description')).toEqual([head.description]);
    expect(social(head, 'og:url')).toEqual([path]);
    expect(social(head, 'og:image')).toEqual(['/images/hero-medellin.svg']);
    expect(social(head, 'og:locale')).toEqual([locale]);
    expect(social(head, 'og:locale:alternate')).toEqual([alternateLocale]);
    expect(social(head, 'og:site_name')).toEqual([firm.name]);
    expect(social(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(social(head, 'twitter:title')).toEqual([head.title]);
    expect(social(head, 'twitter:description')).toEqual([head.description]);
    expect(social(head, 'twitter:image')).toEqual(['/images/hero-medellin.svg']);
  });

  it('keeps sharing tags to the home pages and posts', () => {
    const withSocial = heads.filter(([, head]) => head.openGraph.length > 0).map(([path]) => path);
    expect(withSocial.sort()).toEqual(['/', '/en', ...blogPosts.map(postPath)].sort());
  });
});

describe('a post with a translation', () => {
  const [es] = content.blog.posts.filter((post) => post.language === 'es');
  const [en] = content.blog.posts.filter((post) => post.language === 'en');
  const linked = {
    ...content,
    blog: {
      ...content.blog,
      posts: content.blog.posts.map((post) =>
        post.id === es.id
          ? { ...post, translation: { language: 'en' as const, slug: en.slug } }
          : post.id === en.id
            ? { ...post, translation: { language: 'es' as const, slug: es.slug } }
            : post,
      ),
    },
  };

  it('names both pages, the same way on each, with the Spanish one as x-default', () => {
    const expected = [
      { hreflang: 'es', path: postPath(es) },
      { hreflang: 'en', path: postPath(en) },
      { hreflang: 'x-default', path: postPath(es) },
    ];
    expect(pageHead(postPath(es), linked).alternates).toEqual(expected);
    expect(pageHead(postPath(en), linked).alternates).toEqual(expected);
  });

  it('uses the SEO title and description staff gave, and links the blog’s feed', () => {
    const custom = {
      ...content,
      blog: {
        ...content.blog,
        posts: content.blog.posts.map((post) =>
          post.id === es.id
            ? { ...post, seoTitle: 'Divorcio en Medellín', seoDescription: 'Guía breve.' }
            : post,
        ),
      },
    };
    const head = pageHead(postPath(es), custom);
    expect(head.title).toBe('Divorcio en Medellín');
    expect(head.description).toBe('Guía breve.');
    expect(head.feeds).toEqual([{ title: `${firm.name} – Blog jurídico`, path: '/blog/feed.xml' }]);
    expect(pageHead('/en/blog', content).feeds).toEqual([
      { title: `${firm.name} – Legal blog`, path: '/en/blog/feed.xml' },
    ]);
    expect(pageHead('/', content).feeds).toBeUndefined();
  });
});
