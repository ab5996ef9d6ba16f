import { concretePaths } from '../../app/site-paths';
import { seedSiteContent } from '../../content/seed-site-content';
import { pageHead as pageHeadOf, type PageHead } from './page-head';
import { absoluteUrl, escapeHtml, headTags, PUBLIC_URL_TOKEN, serializeJsonLd } from './render-head';

const pageHead = (path: string) => pageHeadOf(path, seedSiteContent);
const ORIGIN = 'https://abogados.example';
const HOSTILE = `"><script>alert('x')</script>&amp;`;

/** One parsed tag a line. Attribute values may not contain a raw quote; text may not contain "<". */
interface Parsed {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

const VOID_TAG = /^<(meta|link) data-head((?: [a-z:-]+="[^"<>]*")+)>$/;
const TEXT_TAG =
  /^<(title)>([^<]*)<\/title>$|^<(script) data-head type="application\/ld\+json">([^<]*)<\/script>$/;

function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A DOM-free check that the output is well formed: every line must be exactly one known tag. */
function parse(html: string): Parsed[] {
  return html.split('\n').map((line) => {
    const voidMatch = VOID_TAG.exec(line);
    if (voidMatch) {
      const attributes: Record<string, string> = {};
      for (const [, name, value] of voidMatch[2].matchAll(/ ([a-z:-]+)="([^"]*)"/g)) {
        attributes[name] = unescapeHtml(value);
      }
      return { name: voidMatch[1], attributes, text: '' };
    }
    const textMatch = TEXT_TAG.exec(line);
    if (!textMatch) throw new Error(`Not a well-formed head tag: ${line}`);
    return textMatch[1]
      ? { name: 'title', attributes: {}, text: unescapeHtml(textMatch[2]) }
      : { name: 'script', attributes: {}, text: textMatch[4] };
  });
}

const attr = (tags: Parsed[], name: string, match: Record<string, string>, attribute: string) =>
  tags
    .filter((tag) => tag.name === name && Object.entries(match).every(([k, v]) => tag.attributes[k] === v))
    .map((tag) => tag.attributes[attribute]);

describe('headTags', () => {
  it.each(concretePaths(seedSiteContent))('renders %s as well-formed tags whose JSON-LD parses', (path) => {
    const head = pageHead(path);
    const tags = parse(headTags(head, ORIGIN));
    expect(tags.filter((tag) => tag.name === 'title').map((tag) => tag.text)).toEqual([head.title]);
    expect(attr(tags, 'meta', { name: 'description' }, 'content')).toEqual([head.description]);
    const scripts = tags.filter((tag) => tag.name === 'script');
    expect(scripts.map((script) => JSON.parse(script.text))).toHaveLength(head.jsonLd.length);
  });

  it('writes absolute URLs for canonical, alternates, sharing tags and JSON-LD', () => {
    const tags = parse(headTags(pageHead('/en'), ORIGIN));
    expect(attr(tags, 'link', { rel: 'canonical' }, 'href')).toEqual([`${ORIGIN}/en`]);
    expect(attr(tags, 'link', { rel: 'alternate' }, 'hreflang')).toEqual(['es', 'en', 'x-default']);
    expect(attr(tags, 'link', { rel: 'alternate' }, 'href')).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/en`,
      `${ORIGIN}/`,
    ]);
    expect(attr(tags, 'meta', { property: 'og:url' }, 'content')).toEqual([`${ORIGIN}/en`]);
    expect(attr(tags, 'meta', { property: 'og:image' }, 'content')).toEqual([
      `${ORIGIN}/images/hero-medellin.svg`,
    ]);
    expect(attr(tags, 'meta', { name: 'twitter:image' }, 'content')).toEqual([
      `${ORIGIN}/images/hero-medellin.svg`,
    ]);
    // Twitter reads name=, Open Graph property=.
    expect(attr(tags, 'meta', { property: 'twitter:card' }, 'content')).toEqual([]);
    const [firmData] = tags.filter((tag) => tag.name === 'script').map((tag) => JSON.parse(tag.text));
    expect(firmData).toMatchObject({
      '@id': `${ORIGIN}/#firm`,
      url: `${ORIGIN}/en`,
      image: `${ORIGIN}/images/hero-medellin.svg`,
    });
    // Text that merely starts with a slash is left alone: only URL properties are made absolute.
    expect(firmData.name).toBe('Abogados Medellín');
  });

  it('makes every URL in a post head absolute, nested JSON-LD included', () => {
    const path = '/en/blog/when-you-need-a-criminal-lawyer-in-medellin';
    const html = headTags(pageHead(path), ORIGIN);
    const tags = parse(html);
    const posting = tags
      .map((tag) => (tag.name === 'script' ? JSON.parse(tag.text) : null))
      .find((d) => d?.['@type'] === 'BlogPosting');
    expect(posting.mainEntityOfPage['@id']).toBe(`${ORIGIN}${path}`);
    expect(posting.image).toBe(`${ORIGIN}/blog/when-you-need-a-criminal-lawyer-in-medellin.svg`);
    expect(posting.publisher['@id']).toBe(`${ORIGIN}/#firm`);
    const crumbs = tags
      .map((tag) => (tag.name === 'script' ? JSON.parse(tag.text) : null))
      .find((d) => d?.['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${ORIGIN}/en`,
      `${ORIGIN}/en/blog`,
      `${ORIGIN}${path}`,
    ]);
    expect(attr(tags, 'meta', { name: 'keywords' }, 'content')[0]).toContain('criminal lawyer Medellín');
    expect(attr(tags, 'meta', { property: 'article:tag' }, 'content')).toEqual([
      'criminal law',
      'arrest',
      'victims',
      'foreigners',
      'Medellín',
    ]);
  });

  it('leaves the public-URL token for the server to replace', () => {
    const html = headTags(pageHead('/servicios'), PUBLIC_URL_TOKEN);
    expect(PUBLIC_URL_TOKEN).toBe('%PUBLIC_URL%');
    expect(html).toContain('<link data-head rel="canonical" href="%PUBLIC_URL%/servicios">');
    expect(html).toContain('"item":"%PUBLIC_URL%/servicios"');
    // No root-relative URL is left behind: every href and every JSON-LD URL starts with the token.
    expect(html.match(/href="[^"]*"/g)?.every((href) => href.startsWith('href="%PUBLIC_URL%/'))).toBe(true);
    expect(html).not.toMatch(/"(?:url|item|image|@id)":"\//);
  });

  it('marks every element but <title> with data-head', () => {
    const lines = headTags(pageHead('/blog/divorcio-en-medellin-2025'), ORIGIN).split('\n');
    expect(lines[0]).toMatch(/^<title>/);
    expect(lines.slice(1).every((line) => /^<(meta|link|script) data-head[ >]/.test(line))).toBe(true);
    expect(lines.length).toBeGreaterThan(20);
  });

  it('adds robots and omits canonical and alternates on a 404', () => {
    const tags = parse(headTags(pageHead('/en/nope'), ORIGIN));
    expect(attr(tags, 'meta', { name: 'robots' }, 'content')).toEqual(['noindex, nofollow']);
    expect(tags.filter((tag) => tag.name === 'link')).toEqual([]);
  });

  it('escapes hostile text in the title and in attributes', () => {
    const head: PageHead = {
      ...pageHead('/'),
      title: HOSTILE,
      description: HOSTILE,
      keywords: [HOSTILE],
      openGraph: [{ property: 'og:title', content: HOSTILE }],
    };
    const html = headTags(head, ORIGIN);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"><');
    expect(html).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;</title>',
    );
    const tags = parse(html);
    // And it reads back as the very same text.
    expect(tags[0].text).toBe(HOSTILE);
    expect(attr(tags, 'meta', { name: 'description' }, 'content')).toEqual([HOSTILE]);
    expect(attr(tags, 'meta', { name: 'keywords' }, 'content')).toEqual([HOSTILE]);
    expect(attr(tags, 'meta', { property: 'og:title' }, 'content')).toEqual([HOSTILE]);
  });

  it('escapes the origin too', () => {
    const html = headTags(pageHead('/contacto'), 'https://x.example/"><script>');
    expect(html).not.toContain('"><script>');
    expect(() => parse(html)).not.toThrow();
  });

  it('keeps </script> and <!-- inside JSON-LD from breaking out of the script element', () => {
    const payload = '</script><script>alert(1)</script><!-- & \u2028';
    const head: PageHead = { ...pageHead('/'), jsonLd: [{ '@type': 'Thing', name: payload, url: '/x' }] };
    const html = headTags(head, ORIGIN);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const [script] = parse(html).filter((tag) => tag.name === 'script');
    expect(script.text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script.text)).toEqual({ '@type': 'Thing', name: payload, url: `${ORIGIN}/x` });
  });
});

describe('head helpers', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('serializes JSON-LD with no raw <, > or &', () => {
    expect(serializeJsonLd({ a: '<b>&' })).toBe('{"a":"\\u003cb\\u003e\\u0026"}');
  });

  it('joins an origin and a path with one slash', () => {
    expect(absoluteUrl('https://a.example', '/')).toBe('https://a.example/');
    expect(absoluteUrl('https://a.example/', '/en')).toBe('https://a.example/en');
  });
});
