import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { seedSiteContent } from '../frontend/src/content/seed-site-content';
import { translate } from '../frontend/src/i18n/dictionary';
import type { Language } from '../frontend/src/i18n/language';
import { htmlLangOf, PUBLIC_DIR, ROUTE_PAIRS, siteManifest } from './support/routes';

// Checks the files the build wrote (backend/public), before any server touches them: every page must
// arrive as complete HTML with the metadata search engines read.

type JsonLd = Record<string, unknown>;

interface Head {
  lang: string | null;
  title: string | null;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  properties: Array<[string, string]>;
  jsonLd: JsonLd[];
  body: string;
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]) : null;
};

/** The head of a built file, read with patterns that match the prerenderer's own output. */
function readHead(file: string): Head {
  const html = readFileSync(resolve(PUBLIC_DIR, file), 'utf8');
  const [head, body] = html.split('</head>');
  const tags = head.match(/<(meta|link)\s[^>]*>/g) ?? [];
  const find = (test: (tag: string) => boolean, name: string) => {
    const tag = tags.find(test);
    return tag ? attribute(tag, name) : null;
  };
  const alternates: Record<string, string> = {};
  // Language alternates only: the blog's pages also name their feed with rel="alternate".
  for (const tag of tags.filter((t) => attribute(t, 'rel') === 'alternate' && attribute(t, 'hreflang'))) {
    alternates[attribute(tag, 'hreflang') ?? '?'] = attribute(tag, 'href') ?? '';
  }
  return {
    lang: attribute(/<html[^>]*>/.exec(html)?.[0] ?? '', 'lang'),
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    description: find((t) => attribute(t, 'name') === 'description', 'content'),
    robots: find((t) => attribute(t, 'name') === 'robots', 'content'),
    canonical: find((t) => attribute(t, 'rel') === 'canonical', 'href'),
    alternates,
    properties: tags
      .filter((t) => attribute(t, 'property') !== null)
      .map((t) => [attribute(t, 'property')!, attribute(t, 'content')!]),
    jsonLd: [...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]) as JsonLd,
    ),
    body,
  };
}

const site = siteManifest();
const TOKEN = site.token;
const blogPosts = seedSiteContent.blog.posts;
const pages = Object.entries(site.pages);
const publicPages = pages.filter(([path]) => !site.noindex.includes(path));
/** The staff panel and the pages a form sent without JavaScript lands on: never in search results. */
const NOINDEX = ['/admin', '/gracias', '/en/thank-you'];
const headOf = (path: string) => readHead(site.pages[path]);
const ofType = (head: Head, type: string) => head.jsonLd.filter((item) => item['@type'] === type);

describe('the prerendered site (build output)', () => {
  it('prerenders every route of both languages, the posts and the single-language pages', () => {
    const paths = pages.map(([path]) => path);
    for (const [spanish, english] of ROUTE_PAIRS) {
      expect(paths).toContain(spanish);
      if (english) expect(paths).toContain(english);
    }
    for (const post of blogPosts) {
      expect(paths).toContain(`${post.language === 'en' ? '/en' : ''}/blog/${post.slug}`);
    }
    expect(paths).toEqual(expect.arrayContaining(NOINDEX));
    expect([...site.noindex].sort()).toEqual([...NOINDEX].sort());
  });

  it.each(pages)('%s is complete HTML with its own content, not an empty shell', (path, file) => {
    const { body: html, lang } = readHead(file);
    // React separates adjacent text with empty comments; the reader sees the text without them.
    const body = html.replace(/<!-- -->/g, '');
    expect(lang).toBe(htmlLangOf(path));
    // Complete in place: no hidden segments moved by inline scripts (a page without JavaScript never runs them).
    expect(body).not.toMatch(/<div hidden id="S:|\$RC\(/);
    expect(body).toMatch(/<div id="root"><.+/s);
    if (path !== '/admin') {
      expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(body).toContain('<header');
      expect(body).toContain('© 2025');
    }
  });

  it('gives every public page a unique title and description of a useful length', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path] of publicPages) {
      const { title, description } = headOf(path);
      expect({ path, title: title && title.length >= 10 }).toEqual({ path, title: true });
      expect({
        path,
        description: description && description.length >= 50 && description.length <= 170,
      }).toEqual({
        path,
        description: true,
      });
      titles.add(title!);
      descriptions.add(description!);
    }
    expect(titles.size).toBe(publicPages.length);
    expect(descriptions.size).toBe(publicPages.length);
  });

  it.each(publicPages)('%s has a self-referencing canonical built from the public URL', (path) => {
    const { canonical, robots } = headOf(path);
    expect(canonical).toBe(`${TOKEN}${path}`);
    expect(robots).toBeNull();
  });

  it.each(ROUTE_PAIRS.filter((pair): pair is [string, string] => pair[1] !== null))(
    '%s and %s name each other as hreflang alternates, with x-default on the Spanish page',
    (spanish, english) => {
      const expected = {
        es: `${TOKEN}${spanish}`,
        en: `${TOKEN}${english}`,
        'x-default': `${TOKEN}${spanish}`,
      };
      expect(headOf(spanish).alternates).toEqual(expected);
      expect(headOf(english).alternates).toEqual(expected);
    },
  );

  it('makes single-language pages and posts their own hreflang alternate and x-default', () => {
    const paired = new Set(ROUTE_PAIRS.filter(([, english]) => english !== null).flat());
    const single = publicPages.filter(([p]) => !paired.has(p));
    expect(single.length).toBeGreaterThanOrEqual(3 + blogPosts.length);
    for (const [path] of single) {
      const self = `${TOKEN}${path}`;
      expect({ path, alternates: headOf(path).alternates }).toEqual({
        path,
        alternates: { [htmlLangOf(path)]: self, 'x-default': self },
      });
    }
  });

  it.each(publicPages)(
    '%s names itself in hreflang, has an x-default, and its alternates link back',
    (path) => {
      const { alternates, lang } = headOf(path);
      const self = `${TOKEN}${path}`;
      expect(alternates[lang!]).toBe(self);
      expect(alternates['x-default']).toMatch(new RegExp(`^${TOKEN}/`));
      for (const href of Object.values(alternates)) {
        const target = href.slice(TOKEN.length);
        expect({ target, indexable: publicPages.some(([p]) => p === target) }).toEqual({
          target,
          indexable: true,
        });
        expect({ target, canonical: headOf(target).canonical }).toEqual({ target, canonical: href });
        expect({ target, alternates: headOf(target).alternates }).toEqual({ target, alternates });
      }
    },
  );

  it.each(pages)('%s describes the firm as a LegalService in JSON-LD', (path) => {
    const [service] = ofType(headOf(path), 'LegalService');
    expect(service).toMatchObject({
      name: seedSiteContent.firm.name,
      telephone: expect.any(String),
      url: expect.stringContaining(TOKEN),
      address: { postalCode: '050021', addressCountry: 'CO', addressLocality: 'Medellín' },
      knowsLanguage: expect.arrayContaining(['es', 'en']),
    });
    expect(service.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ opens: expect.any(String), closes: expect.any(String) }),
      ]),
    );
    expect(JSON.stringify(service.areaServed)).toContain('Medellín');
    expect(JSON.stringify(service.areaServed)).toContain('Antioquia');
  });

  it.each(publicPages)('%s has a BreadcrumbList exactly when it shows a breadcrumb', (path) => {
    const head = headOf(path);
    const shown = (head.body.match(/mantine-Breadcrumbs-breadcrumb/g) ?? []).length;
    const lists = ofType(head, 'BreadcrumbList');
    if (shown === 0) {
      expect(lists).toHaveLength(0);
      return;
    }
    expect(lists).toHaveLength(1);
    const items = lists[0].itemListElement as Array<{ position: number; name: string; item?: string }>;
    expect(items).toHaveLength(shown);
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    for (const item of items.slice(0, -1)) expect(item.item).toMatch(new RegExp(`^${TOKEN}/`));
  });

  it.each(blogPosts.map((post) => [post.slug, post] as const))(
    'the post %s carries BlogPosting data, keywords and article tags',
    (_slug, post) => {
      const head = headOf(`${post.language === 'en' ? '/en' : ''}/blog/${post.slug}`);
      const [posting] = ofType(head, 'BlogPosting');
      expect(posting).toMatchObject({
        headline: post.title,
        datePublished: post.publishedAt,
        author: { '@type': 'Person', name: post.author },
        image: expect.stringContaining(`${TOKEN}/`),
      });
      expect(JSON.stringify(posting.keywords)).toContain(post.seoKeywords[0]);
      expect(head.description).toBeTruthy();
      const tags = head.properties
        .filter(([property]) => property === 'article:tag')
        .map(([, value]) => value);
      expect(tags).toEqual([...post.tags]);
      expect(head.properties).toContainEqual(['article:published_time', post.publishedAt]);
      const keywords = readFileSync(
        resolve(PUBLIC_DIR, site.pages[`${post.language === 'en' ? '/en' : ''}/blog/${post.slug}`]),
        'utf8',
      );
      expect(keywords).toMatch(/<meta data-head name="keywords" content="[^"]+"/);
    },
  );

  it.each(['/abogados', '/en/attorney-in-medellin'])('%s describes the attorney as a Person', (path) => {
    const [person] = ofType(headOf(path), 'Person');
    expect(person).toMatchObject({ name: expect.any(String), jobTitle: expect.any(String) });
  });

  it.each([
    ['/', 'es_CO', 'en_US'],
    ['/en', 'en_US', 'es_CO'],
  ])('the home page %s sets the social-sharing tags', (path, locale, alternate) => {
    const properties = Object.fromEntries(headOf(path).properties);
    expect(properties).toMatchObject({
      'og:type': 'website',
      'og:url': `${TOKEN}${path}`,
      'og:locale': locale,
      'og:locale:alternate': alternate,
      'og:title': expect.any(String),
      'og:image': expect.stringContaining(`${TOKEN}/`),
    });
    expect(readFileSync(resolve(PUBLIC_DIR, site.pages[path]), 'utf8')).toContain('name="twitter:card"');
  });

  it('puts the consultation form with all its fields into the HTML of the home and service pages', () => {
    for (const path of ['/', '/en', '/servicios/derecho-de-familia', '/en/services/criminal-law']) {
      const { body } = headOf(path);
      expect(body).toContain('id="formulario-consulta"');
      for (const name of ['nombre', 'email', 'telefono', 'tipo_caso', 'mensaje', 'consent']) {
        expect({ path, name, present: body.includes(`name="${name}"`) }).toEqual({
          path,
          name,
          present: true,
        });
      }
      // Without JavaScript the form must not put a visitor's details into a URL.
      expect(body).toMatch(/<form[^>]*method="post"/);
    }
  });

  it.each(site.notFound)(
    'the not-found page for $prefix says so and stays out of search results',
    ({ prefix, file }) => {
      const head = readHead(file);
      expect(head.robots).toBe('noindex, nofollow');
      expect(head.canonical).toBeNull();
      expect(head.lang).toBe(prefix.startsWith('/en/') ? 'en' : 'es');
      const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(head.body)?.[1];
      const expected = prefix.includes('/blog/')
        ? prefix.startsWith('/en/')
          ? 'Post not found'
          : 'Post no encontrado'
        : '404 Page Not Found';
      expect(heading).toBe(expected);
      expect(head.alternates).toEqual({});
      if (expected === '404 Page Not Found') {
        // The production build tells visitors what happened; the route-table hint is for development only.
        const body = decode(head.body.replace(/<!-- -->/g, ''));
        expect(body).toContain(translate(head.lang as Language, 'notFound.hint'));
        expect(body).not.toContain(translate(head.lang as Language, 'notFound.devHint'));
        expect(body).not.toContain('route-table');
      }
    },
  );

  it.each(NOINDEX)('keeps %s out of search results and out of the sitemap', (path) => {
    expect(headOf(path).robots).toBe('noindex, nofollow');
    expect(headOf(path).canonical).toBeNull();
    expect(headOf(path).alternates).toEqual({});
    const xml = readFileSync(resolve(PUBLIC_DIR, site.documents['/sitemap.xml']), 'utf8');
    expect(xml).not.toContain(`${TOKEN}${path}<`);
  });

  it('lists exactly the public pages in the sitemap, each with its language alternates', () => {
    const xml = readFileSync(resolve(PUBLIC_DIR, site.documents['/sitemap.xml']), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
    const locs = urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)![1]);
    expect(locs.sort()).toEqual(publicPages.map(([path]) => `${TOKEN}${path}`).sort());
    for (const url of urls) {
      const path = /<loc>([^<]*)<\/loc>/.exec(url)![1].slice(TOKEN.length);
      const alternates = Object.fromEntries(
        [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
      expect({ path, alternates }).toEqual({ path, alternates: headOf(path).alternates });
    }
  });

  it.each([
    ['/blog', '/blog/feed.xml', 'Blog jurídico'],
    ['/en/blog', '/en/blog/feed.xml', 'Legal blog'],
  ])('%s names its Atom feed, which the build wrote with its posts', (path, feed, title) => {
    const html = readFileSync(resolve(PUBLIC_DIR, site.pages[path]), 'utf8');
    expect(html).toContain(
      `<link data-head rel="alternate" type="application/atom+xml" title="${seedSiteContent.firm.name} – ${title}" href="${TOKEN}${feed}">`,
    );
    const xml = readFileSync(resolve(PUBLIC_DIR, site.documents[feed]), 'utf8');
    const language = path === '/blog' ? 'es' : 'en';
    const titles = [...xml.matchAll(/<entry>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual(blogPosts.filter((post) => post.language === language).map((post) => post.title));
  });

  it('allows the site in robots.txt, keeps crawlers out of /admin and /api, and names the sitemap', () => {
    const robots = readFileSync(resolve(PUBLIC_DIR, site.documents['/robots.txt']), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${TOKEN}/sitemap\\.xml$`, 'm'));
  });

  it('gives the hero image its size and priority so it paints first without shifting the page', () => {
    const { body } = headOf('/');
    const image = /<img[^>]*hero-medellin[^>]*>/.exec(body)?.[0] ?? '';
    expect(attribute(image, 'width')).toBe('640');
    expect(attribute(image, 'height')).toBe('480');
    expect(attribute(image, 'fetchpriority') ?? attribute(image, 'fetchPriority')).toBe('high');
    expect(attribute(image, 'loading')).toBe('eager');
  });
});
