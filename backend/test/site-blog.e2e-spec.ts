import request from 'supertest';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { type SiteContent } from '../src/content/site-content.types';
import { useTwoServers } from './built-site';
import { ENGINE, http } from './harness';
import { png } from './image-fixtures';
import { eventually } from './outbox-helpers';

/** How soon a published post must be live on every server. */
const WITHIN_MS = 5_000;

interface StaffPost {
  id: string;
  slug: string;
  revision: number;
  path: string;
  previewPath: string;
  status: string;
}

const postInput = (language: 'es' | 'en', title: string, body: string) => ({
  language,
  title,
  excerpt: `Resumen: ${title}`,
  body,
  category: language === 'es' ? 'Derecho Laboral' : 'Labor Law',
  tags: ['laboral'],
  seoTitle: '',
  seoDescription: '',
  seoKeywords: ['abogado laboral Medellín'],
  cover: null,
  author: 'Dra. Laura Restrepo',
  translationId: null,
});

describe(`the blog's pages follow what staff publish (${ENGINE})`, () => {
  const servers = useTwoServers();
  let a: RunningApp;
  let b: RunningApp;
  let cookie: string;
  beforeAll(() => ({ a, b, cookie } = servers));

  const staff = () => request(http(a));
  const page = (running: RunningApp, path: string) => request(http(running)).get(path).redirects(0);
  const version = async () =>
    ((await request(http(a)).get('/api/site').expect(200)).body as SiteContent).version;

  async function create(language: 'es' | 'en', title: string, body = 'Texto.', extra: object = {}) {
    const answer = await staff()
      .post('/api/admin/blog/posts')
      .set('Cookie', cookie)
      .send({ ...postInput(language, title, body), ...extra })
      .expect(201);
    return answer.body as StaffPost;
  }
  const publish = async (id: string, at?: string) =>
    (
      await staff()
        .post(`/api/admin/blog/posts/${id}/publish`)
        .set('Cookie', cookie)
        .send(at ? { at } : {})
        .expect(200)
    ).body as StaffPost;

  /** Waits until `path` answers `status` on server B (the one that did not take the change). */
  const onOtherServer = (path: string, status: number) =>
    eventually(
      async () => page(b, path),
      (answer) => answer.status === status,
      WITHIN_MS,
    );

  it('serves the seeded posts as the build rendered them, and their feeds', async () => {
    const post = await page(a, '/blog/divorcio-en-medellin-2025').expect(200);
    expect(post.text).toContain('<h2 id="las-9-causales-del-articulo-154-del-codigo-civil">');
    const feed = await page(a, '/blog/feed.xml').expect(200);
    expect(feed.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(feed.text).toContain(
      '<title>Divorcio en Medellín 2025: guía práctica de tiempos, causales y trámites</title>',
    );
    expect(feed.text).not.toContain('When You Need a Criminal Lawyer');
    expect((await page(a, '/en/blog/feed.xml').expect(200)).text).toContain(
      'When You Need a Criminal Lawyer',
    );
    expect((await page(a, '/blog').expect(200)).text).toContain(
      'rel="alternate" type="application/atom+xml" title="Abogados Medellín – Blog jurídico"',
    );
  });

  it('a published post is live on both servers with its list, sitemap, feed and JSON-LD; a draft is a 404', async () => {
    const draft = await create(
      'es',
      'Despido sin justa causa en Colombia',
      '## ¿Qué hacer?\n\nHable con un abogado.',
    );
    expect(draft.slug).toBe('despido-sin-justa-causa-en-colombia');
    expect(draft.status).toBe('draft');
    const missing = await page(a, draft.path).expect(404);
    expect(missing.text).toContain('Post no encontrado');

    await publish(draft.id);
    const live = await page(a, draft.path).expect(200);
    expect(live.text).toContain('<h1');
    expect(live.text).toContain('Despido sin justa causa en Colombia');
    expect(live.text).toContain('<h2 id="que-hacer">¿Qué hacer?</h2>');
    expect(live.text).toContain('"@type":"BlogPosting"');
    expect((await onOtherServer(draft.path, 200)).text).toContain('Despido sin justa causa en Colombia');

    expect((await page(b, '/blog').expect(200)).text).toContain(draft.path);
    expect((await page(b, '/en/blog').expect(200)).text).not.toContain(draft.path);
    expect((await page(b, '/sitemap.xml').expect(200)).text).toContain(`${draft.path}</loc>`);
    expect((await page(b, '/blog/feed.xml').expect(200)).text).toContain(
      'Despido sin justa causa en Colombia',
    );
  });

  it('links a post to its translation both ways: hreflang, sitemap and the language toggle', async () => {
    const es = await create('es', 'Contrato de arrendamiento en Medellín');
    const en = await create('en', 'Renting an apartment in Medellín', 'Text.', { translationId: es.id });
    await publish(es.id);
    await publish(en.id);
    await onOtherServer(en.path, 200);
    for (const server of [a, b]) {
      const esPage = (await page(server, es.path).expect(200)).text;
      const enPage = (await page(server, en.path).expect(200)).text;
      for (const html of [esPage, enPage]) {
        expect(html).toMatch(
          new RegExp(`<link data-head rel="alternate" hreflang="es" href="[^"]*${es.path}"`),
        );
        expect(html).toMatch(
          new RegExp(`<link data-head rel="alternate" hreflang="en" href="[^"]*${en.path}"`),
        );
      }
      // The header's language toggle goes to the translation, not to the other blog's list.
      const toggle = /<a\b[^>]*aria-label="Ver esta página en inglés"[^>]*>/.exec(esPage)?.[0] ?? '';
      expect(toggle).toContain(`href="${en.path}"`);
      const sitemap = (await page(server, '/sitemap.xml').expect(200)).text;
      expect(sitemap).toMatch(
        new RegExp(`<loc>[^<]*${en.path}</loc>[\\s\\S]*?hreflang="es" href="[^"]*${es.path}"`),
      );
    }
  });

  it('a changed slug answers 301 from the old URL; unpublishing gives 404 again', async () => {
    const post = await create('es', 'Pensión de alimentos');
    await publish(post.id);
    const full = (await staff().get(`/api/admin/blog/posts/${post.id}`).set('Cookie', cookie).expect(200))
      .body as StaffPost & Record<string, unknown>;
    const {
      id: _id,
      status: _s,
      path: _p,
      previewPath: _pp,
      publishAt: _pa,
      readTime: _r,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = full;
    await staff()
      .put(`/api/admin/blog/posts/${post.id}`)
      .set('Cookie', cookie)
      .send({ ...fields, slug: 'cuota-alimentaria' })
      .expect(200);
    for (const server of [a, b]) {
      const moved = await eventually(
        async () => page(server, post.path),
        (answer) => answer.status === 301,
        WITHIN_MS,
      );
      expect(moved.headers.location).toBe('/blog/cuota-alimentaria');
    }
    await page(a, '/blog/cuota-alimentaria').expect(200);

    await staff().post(`/api/admin/blog/posts/${post.id}/unpublish`).set('Cookie', cookie).expect(200);
    await onOtherServer('/blog/cuota-alimentaria', 404);
    await page(a, post.path).expect(404);
    expect((await page(a, '/sitemap.xml').expect(200)).text).not.toContain('cuota-alimentaria');
    expect((await page(a, '/blog/feed.xml').expect(200)).text).not.toContain('Pensión de alimentos');
  });

  it('staff preview a draft at its private URL: noindex, no page code, not in the sitemap', async () => {
    const draft = await create('es', 'Borrador privado', 'Texto del **borrador**.');
    const preview = await page(a, draft.previewPath).expect(200);
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.text).toContain('<meta data-head name="robots" content="noindex, nofollow">');
    expect(preview.text).toContain('Texto del <strong>borrador</strong>.');
    expect(preview.text).not.toMatch(/<script type="module"/);
    await page(a, draft.path).expect(404);
    await page(a, '/blog/preview/' + 'x'.repeat(43)).expect(404);
    expect((await page(a, '/sitemap.xml').expect(200)).text).not.toContain('borrador-privado');
    expect((await page(a, '/blog/feed.xml').expect(200)).text).not.toContain('Borrador privado');
  });

  it('a scheduled post goes live at its time on both servers (the servers’ clocks moved, not waited for)', async () => {
    const post = await create('es', 'Reforma laboral 2026');
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await publish(post.id, at.toISOString());
    expect(scheduled.status).toBe('scheduled');
    await page(a, post.path).expect(404);
    expect((await page(a, '/blog/feed.xml').expect(200)).text).not.toContain('Reforma laboral 2026');
    // Nothing a visitor can fetch tells that a post is coming, or when: not the content, not a page's
    // embedded content (pages rendered again since the change included), on either server.
    const secrets = ['nextPublishAt', at.toISOString(), post.id, post.slug, 'Reforma laboral 2026'];
    const current = await version();
    await eventually(
      async () => (await request(http(b)).get('/api/site').expect(200)).body as SiteContent,
      (content) => content.version === current,
      WITHIN_MS,
    );
    for (const server of [a, b])
      for (const path of ['/api/site', '/', '/blog', '/en/blog', post.path, '/contacto', '/sitemap.xml']) {
        const { text } = await page(server, path);
        const found = secrets.filter((secret) => text.includes(secret));
        expect({ path, found }).toEqual({ path, found: [] });
      }
    const before = await version();

    const later = new Date(at.getTime() + 1_000);
    a.app.get(Clock).now = () => later;
    b.app.get(Clock).now = () => later;
    await eventually(
      async () => page(a, post.path),
      (answer) => answer.status === 200,
      WITHIN_MS,
    );
    await onOtherServer(post.path, 200);
    expect(await version()).toBeGreaterThan(before);
    const stored = (await staff().get(`/api/admin/blog/posts/${post.id}`).set('Cookie', cookie).expect(200))
      .body as StaffPost;
    expect(stored.status).toBe('published');
  });

  it('shows an uploaded cover with its WebP widths, and inline images sized', async () => {
    const upload = await staff()
      .post('/api/admin/images')
      .set('Cookie', cookie)
      .attach('file', await png(1600, 900), { filename: 'portada.png', contentType: 'image/png' })
      .expect(201);
    const image = upload.body as { id: string; variants: { url: string; type: string }[] };
    const inline = image.variants.find((variant) => variant.type === 'image/webp')!.url;
    const post = await create('es', 'Con portada', `Antes.\n\n![Un plano](${inline})`, {
      cover: { imageId: image.id, alt: 'Fachada del juzgado' },
    });
    await publish(post.id);
    const html = (await page(a, post.path).expect(200)).text;
    const cover = /<img\b[^>]*alt="Fachada del juzgado"[^>]*>/.exec(html)?.[0] ?? '';
    expect(cover).toMatch(/srcset="\/media\/[^"]+\.webp \d+w/i);
    expect(cover).toMatch(/width="\d+" height="\d+"/);
    const figure = /<img\b[^>]*alt="Un plano"[^>]*>/.exec(html)?.[0] ?? '';
    expect(figure).toMatch(/srcset="[^"]*webp \d+w/i);
    expect(figure).toMatch(/width="\d+" height="\d+"/);
    const media = cover.match(/src="([^"]+)"/)![1];
    const served = await page(a, media).expect(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });
});
