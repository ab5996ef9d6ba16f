import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { type RunningApp } from '../src/app';
import { contentText, seedBlog } from '@abogados/shared';
import { publicContent } from '../src/content/public-content';
import { CONTENT_SEED } from '../src/content/seed';
import { type SiteContent } from '../src/content/site-content.types';
import { BUILT_SITE, useTwoServers } from './built-site';
import { ENGINE, http } from './harness';
import { jpegWithGps } from './image-fixtures';
import { eventually } from './outbox-helpers';

/** How soon a change must be on every page of every server. */
const WITHIN_MS = 5_000;
const SEED_PHONE = '+57 300 123 4567';
const PHONE = '+57 311 222 3344';
const CHAT = '+57 312 555 6677';
const FACEBOOK = 'https://www.facebook.com/abogadosmedellin';

/** One page of each kind, in both languages where the site has them, and two not-found pages. */
const PAGES = [
  '/',
  '/en',
  '/servicios/derecho-de-familia',
  '/en/services/family-law',
  '/blog/divorcio-en-medellin-2025',
  '/contacto',
  '/en/contact',
  '/abogados',
  '/politica-privacidad',
];
const MISSING = ['/no-such-page', '/en/blog/no-such-post'];

const page = (running: RunningApp, path: string) => request(http(running)).get(path);

/** The embedded content a page was rendered from (what the browser hydrates with). */
function renderedFrom(html: string): SiteContent {
  const data = /<script type="application\/json" id="site-content">([^<]*)<\/script>/.exec(html);
  if (!data) throw new Error('the page embeds no site content');
  return JSON.parse(data[1]) as SiteContent;
}

/** The page without its data block. */
const withoutData = (html: string) =>
  html.replace(/<script type="application\/json" id="site-content">[^<]*<\/script>/, '');

/** The page's JSON-LD LegalService node. */
function legalService(html: string): Record<string, unknown> {
  for (const [, json] of html.matchAll(/<script data-head type="application\/ld\+json">([^<]*)<\/script>/g)) {
    const node = JSON.parse(json) as Record<string, unknown>;
    if (node['@type'] === 'LegalService') return node;
  }
  throw new Error('no LegalService JSON-LD');
}

describe(`pages follow the site content (${ENGINE})`, () => {
  const servers = useTwoServers();
  let a: RunningApp;
  let b: RunningApp;
  let cookie: string;
  beforeAll(() => ({ a, b, cookie } = servers));

  const staffContent = async () =>
    (
      (await request(http(a)).get('/api/admin/site').set('Cookie', cookie).expect(200)).body as {
        content: SiteContent;
      }
    ).content;

  async function edit(section: 'firm' | 'controller' | 'attorney', change: (content: SiteContent) => object) {
    const content = await staffContent();
    await request(http(a))
      .put(`/api/admin/site/${section}`)
      .set('Cookie', cookie)
      .send({ ...change(content), version: content.version })
      .expect(200);
    return (await staffContent()).version;
  }

  /** Every server's page at `path`, once it is rendered from `version` (within the limit). */
  const onEveryServer = (path: string, version: number, status = 200) =>
    Promise.all(
      [a, b].map((running) =>
        eventually(
          async () => page(running, path).expect(status),
          (answer) => renderedFrom(answer.text).version === version,
          WITHIN_MS,
        ),
      ),
    );

  /** A camera photo, uploaded as staff upload one. */
  const uploadPortrait = async () =>
    (
      await request(http(a))
        .post('/api/admin/images')
        .set('Cookie', cookie)
        .attach('file', await jpegWithGps(), { filename: 'retrato.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body as { id: string };

  it('starts on the built pages: the first start stores the very content the build rendered them from', () => {
    // Two copies on purpose (the migration's is frozen): when they part, every fresh server renders every page.
    const manifest = JSON.parse(readFileSync(resolve(BUILT_SITE, 'site.json'), 'utf8')) as {
      contentHash: string;
    };
    const seeded = publicContent({ version: 1, ...CONTENT_SEED, blog: seedBlog() });
    expect(createHash('sha256').update(contentText(seeded)).digest('hex')).toBe(manifest.contentHash);
  });

  it('serves the built pages while the content is the seed', async () => {
    for (const path of PAGES) {
      const answer = await page(b, path).expect(200);
      expect(answer.text).toContain(SEED_PHONE);
      expect(renderedFrom(answer.text).version).toBe(1);
    }
  });

  it(`shows a new phone, chat number and social link on every page kind of every server within ${WITHIN_MS / 1000} s, without JavaScript`, async () => {
    const before = (await page(b, '/').expect(200)).headers.etag;
    const version = await edit('firm', (content) => ({
      ...content.firm,
      phone: PHONE,
      whatsapp: CHAT,
      social: content.firm.social.map((link) =>
        link.network === 'facebook' ? { ...link, url: FACEBOOK } : link,
      ),
    }));
    for (const path of PAGES) {
      for (const answer of await onEveryServer(path, version)) {
        const html = answer.text;
        // Header, footer and contact blocks: in the HTML itself, not only in the data the script reads.
        expect(html).toMatch(/<a\b[^>]*\bhref="tel:\+573112223344"/);
        expect(html).toContain(PHONE);
        expect(html).toContain('https://wa.me/573125556677?text=');
        // (The form's phone field keeps the seed number as its example placeholder.)
        expect(html).not.toContain(`>${SEED_PHONE}<`);
        expect(html).not.toContain('tel:+573001234567');
        expect(html).not.toContain('wa.me/573001234567');
        expect(html).toContain(`href="${FACEBOOK}"`);
        expect(legalService(html)).toMatchObject({ telephone: PHONE, sameAs: [FACEBOOK] });
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.headers['cache-control']).toBe('no-cache');
      }
    }
    for (const path of MISSING) {
      const [answer] = await onEveryServer(path, version, 404);
      expect(answer.text).toContain(PHONE);
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const after = await page(b, '/').expect(200);
    expect(after.headers.etag).not.toBe(before);
    // The new page is cached like the built one: its own ETag, compressed variants, a 304 when unchanged.
    await page(b, '/').set('If-None-Match', after.headers.etag).expect(304);
    const brotli = await page(b, '/')
      .set('Accept-Encoding', 'br')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it("changes what a change touches: the attorney's name moves the attorney pages; other pages keep their HTML and carry the new content for the browser", async () => {
    const home = (await page(b, '/').expect(200)).text;
    const version = await edit('attorney', (content) => ({
      name: 'Dra. Ana María Gómez',
      profile: content.attorney.profile,
    }));
    for (const path of ['/abogados', '/en/attorney-in-medellin']) {
      for (const answer of await onEveryServer(path, version)) {
        expect(answer.text).toContain('Dra. Ana María Gómez');
        expect(answer.text).not.toContain('Laura Restrepo');
      }
    }
    // The home page shows no attorney: the same markup, with the content the browser navigates with now.
    const [after] = await onEveryServer('/', version);
    expect(withoutData(after.text)).toBe(withoutData(home));
    expect(renderedFrom(after.text).attorney.name).toBe('Dra. Ana María Gómez');
  });

  it("puts the data controller's tax id in the privacy policy, in place of its placeholder", async () => {
    const before = (await page(b, '/politica-privacidad').expect(200)).text;
    expect(before).toContain('[NIT pendiente de completar]');
    const version = await edit('controller', (content) => ({
      ...content.controller,
      taxId: '900.123.456-7',
    }));
    for (const answer of await onEveryServer('/politica-privacidad', version)) {
      expect(answer.text).toContain('NIT: 900.123.456-7');
      expect(answer.text).not.toContain('[NIT pendiente de completar]');
    }
  });

  it("shows an uploaded photo as the attorney's portrait and the home page's picture, served by the site itself", async () => {
    const image = await uploadPortrait();
    const setPhoto = (slot: string, imageId: string | null) =>
      request(http(a))
        .put(`/api/admin/site/photos/${slot}`)
        .set('Cookie', cookie)
        .send({ imageId })
        .expect(200);
    await setPhoto('attorney', image.id);
    const version = ((await setPhoto('hero', image.id)).body as { content: SiteContent }).content.version;

    for (const answer of await onEveryServer('/abogados', version)) {
      const portrait = /<img\b[^>]*alt="Retrato: [^"]*"[^>]*>/.exec(answer.text)?.[0] ?? '';
      expect(portrait).toContain(`srcSet="/media/${image.id}/`);
      expect(portrait).toMatch(/src="\/media\/[^"]+\.webp"/);
    }
    for (const answer of await onEveryServer('/en', version)) {
      expect(answer.text).toMatch(new RegExp(`<img\\b[^>]*srcSet="/media/${image.id}/`));
      expect(answer.text).not.toContain('<img src="/images/hero-medellin.svg"');
      // Link previews and the firm's JSON-LD use the JPEG, with the site's own address.
      expect(legalService(answer.text).image).toMatch(
        new RegExp(`^http://localhost:3000/media/${image.id}/\\d+\\.jpg$`),
      );
      expect(answer.text).toMatch(
        new RegExp(`property="og:image" content="http://localhost:3000/media/${image.id}/\\d+\\.jpg"`),
      );
    }
    const src = /<img\b[^>]*src="(\/media\/[^"]+)"/.exec((await page(b, '/en')).text)![1];
    const served = await page(b, src).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // Back to the illustration.
    const back = ((await setPhoto('hero', null)).body as { content: SiteContent }).content.version;
    const [home] = await onEveryServer('/', back);
    expect(home.text).toContain('src="/images/hero-medellin.svg"');
  });

  it('refuses a bad photo choice with the field named, and keeps the photo shown', async () => {
    const before = (await request(http(a)).get('/api/site').expect(200)).body as SiteContent;
    const put = (slot: string, body: object) =>
      request(http(a)).put(`/api/admin/site/photos/${slot}`).set('Cookie', cookie).send(body);
    const unknown = await put('attorney', { imageId: 'no-such-image' }).expect(400);
    expect(unknown.body.errors).toEqual({ imageId: 'no uploaded image has this id: upload it first' });
    for (const imageId of ['../etc/passwd', '', 42, 'x'.repeat(65)]) {
      const malformed = await put('attorney', { imageId }).expect(400);
      expect(Object.keys(malformed.body.errors ?? {})).toEqual(['imageId']);
    }
    expect((await put('attorney', {}).expect(400)).body.errors).toHaveProperty('imageId');
    expect((await put('footer', { imageId: null }).expect(400)).body.message).toMatch(/attorney|hero/);
    await request(http(a)).put('/api/admin/site/photos/hero').send({ imageId: null }).expect(401);
    const after = (await request(http(a)).get('/api/site').expect(200)).body as SiteContent;
    expect(after.version).toBe(before.version);
    expect(after.attorney.photo).toEqual(before.attorney.photo);
  });

  it("keeps the focal point staff chose with the photo: every server's pages crop around it in the HTML itself", async () => {
    const image = await uploadPortrait();
    const setPhoto = async (slot: string, body: object) =>
      (
        (
          await request(http(a))
            .put(`/api/admin/site/photos/${slot}`)
            .set('Cookie', cookie)
            .send(body)
            .expect(200)
        ).body as { content: SiteContent }
      ).content;

    const attorney = await setPhoto('attorney', { imageId: image.id, focus: { x: 30, y: 15 } });
    expect(attorney.attorney.photoFocus).toEqual({ x: 30, y: 15 });
    const hero = await setPhoto('hero', { imageId: image.id, focus: { x: 100, y: 0 } });
    expect(hero.hero.photoFocus).toEqual({ x: 100, y: 0 });
    for (const path of ['/abogados', '/en/attorney-in-medellin']) {
      for (const answer of await onEveryServer(path, hero.version)) {
        const portrait = /<img\b[^>]*src="\/media\/[^>]*>/.exec(answer.text)?.[0] ?? '';
        // The frame (its width and height, a portrait) and the crop are in the HTML: no shift once loaded.
        expect(portrait).toContain('width="480" height="560"');
        expect(portrait).toMatch(
          /style="[^"]*aspect-ratio:480 \/ 560;object-fit:cover;object-position:30% 15%/,
        );
      }
    }
    for (const path of ['/', '/en']) {
      for (const answer of await onEveryServer(path, hero.version)) {
        const picture = /<img\b[^>]*src="\/media\/[^>]*>/.exec(answer.text)?.[0] ?? '';
        expect(picture).toContain('style="object-position:100% 0%"');
      }
    }

    // Editing the attorney's profile keeps the photo and its focus; the same photo without a focus is centred.
    const name = hero.attorney.name;
    await edit('attorney', ({ attorney: { profile } }) => ({ name: `${name} Ruiz`, profile }));
    const kept = await staffContent();
    expect([kept.attorney.name, kept.attorney.photoFocus]).toEqual([`${name} Ruiz`, { x: 30, y: 15 }]);
    await edit('attorney', ({ attorney: { profile } }) => ({ name, profile }));
    const centred = await setPhoto('attorney', { imageId: image.id });
    expect(centred.attorney.photoFocus).toBeUndefined();
    const [centredPage] = await onEveryServer('/abogados', centred.version);
    expect(centredPage.text).toMatch(/<img\b[^>]*object-position:50% 50%/);
    await setPhoto('attorney', { imageId: null });
    await setPhoto('hero', { imageId: null });
  });

  it('refuses a focal point outside 0–100 % or not a whole number with 400, naming the field, and stores nothing', async () => {
    const imageId = (await uploadPortrait()).id;
    const before = await staffContent();
    const bad: Array<[unknown, string]> = [
      [{ x: -1, y: 50 }, 'focus.x'],
      [{ x: 50, y: 101 }, 'focus.y'],
      [{ x: 12.5, y: 50 }, 'focus.x'],
      [{ x: '50', y: 50 }, 'focus.x'],
      [{ x: 50 }, 'focus.y'],
      [{ x: 50, y: 50, z: 1 }, 'focus.z'],
      ['centre', 'focus'],
      [[50, 50], 'focus'],
    ];
    for (const [focus, field] of bad) {
      const answer = await request(http(a))
        .put('/api/admin/site/photos/hero')
        .set('Cookie', cookie)
        .send({ imageId, focus });
      expect({ focus, status: answer.status, fields: Object.keys(answer.body.errors ?? {}) }).toEqual({
        focus,
        status: 400,
        fields: [field],
      });
    }
    const x = await request(http(a))
      .put('/api/admin/site/photos/attorney')
      .set('Cookie', cookie)
      .send({ imageId, focus: { x: 200, y: 50 } })
      .expect(400);
    expect(x.body.errors).toEqual({ 'focus.x': 'x must be a whole number from 0 to 100' });
    const after = await staffContent();
    expect(after.version).toBe(before.version);
    expect([after.hero, after.attorney.photo]).toEqual([before.hero, before.attorney.photo]);
  });

  it('answers a form sent without JavaScript with the page as it is now', async () => {
    const answer = await request(http(b))
      .post('/api/contact/form')
      .type('form')
      .send({ nombre: '', idioma: 'es', return: '/' })
      .expect(400);
    // A plain page, never hydrated: rendered from the content now, without its code or data block.
    expect(answer.text).not.toContain('id="site-content"');
    expect(answer.text).toContain(`>${PHONE}<`);
    expect(answer.text).not.toContain(`>${SEED_PHONE}<`);
  });
});
