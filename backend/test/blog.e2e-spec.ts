import { readTime, renderMarkdown, seedBlog } from '@abogados/shared';
import request, { type Test } from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { ContentService } from '../src/content/content.service';
import { BlogRevisionRow } from '../src/content/blog/blog-post.entity';
import { type RevisionSummary as Revision } from '../src/content/blog/post-revisions.service';
import { PublishSchedule } from '../src/content/blog/publish-schedule';
import { type StaffPost } from '../src/content/blog/staff-post';
import { type BlogContent, type PublicPost } from '../src/content/blog/blog.types';
import { auditRows } from './data-rights-seed';
import { STAFF } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import { BODY, type Body, draft, edited, POSTS } from './blog-fixtures';
import { png } from './image-fixtures';
import { eventually } from './outbox-helpers';

/** The instant `at` written with Bogotá's offset, as staff in Medellín would send it. */
const bogota = (at: Date): string =>
  new Date(at.getTime() - 5 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '-05:00');

describe(`blog staff API (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;

  const api = () => request(http(running));
  const asStaff = (test: Test) => test.set('Cookie', cookie);
  const create = async (changes: Body = {}) =>
    (await asStaff(api().post(POSTS)).send(draft(changes)).expect(201)).body as StaffPost;
  const get = async (id: string) =>
    (await asStaff(api().get(`${POSTS}/${id}`)).expect(200)).body as StaffPost;
  const list = async () => (await asStaff(api().get(POSTS)).expect(200)).body as StaffPost[];
  const put = (post: StaffPost, changes: Body = {}) =>
    asStaff(api().put(`${POSTS}/${post.id}`)).send(edited(post, changes));
  const save = async (post: StaffPost, changes: Body = {}) =>
    (await put(post, changes).expect(200)).body as StaffPost;
  const publish = async (id: string, at?: string) =>
    (
      await asStaff(api().post(`${POSTS}/${id}/publish`))
        .send(at === undefined ? {} : { at })
        .expect(200)
    ).body as StaffPost;
  const unpublish = async (id: string) =>
    (await asStaff(api().post(`${POSTS}/${id}/unpublish`)).expect(200)).body as StaffPost;
  const revisions = async (id: string) =>
    (await asStaff(api().get(`${POSTS}/${id}/revisions`)).expect(200)).body as Revision[];
  const blog = async () => ((await api().get('/api/site').expect(200)).body as { blog: BlogContent }).blog;
  /** The next scheduled time as the server keeps it (never in the public content). */
  const schedule = () => running.app.get(ContentService).nextPublishAt()?.toISOString() ?? null;
  const publicPost = async (id: string): Promise<PublicPost | undefined> =>
    (await blog()).posts.find((post) => post.id === id);
  const auditOf = async (id: string) =>
    (await auditRows(running)).filter((entry) => entry.target === `post ${id}`);

  beforeAll(async () => {
    running = await workspace.start({ CONTENT_POLL_MS: '100' });
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('starts with the three launch posts, newest first, published', async () => {
    expect(await blog()).toEqual(seedBlog());
    const staff = await list();
    expect(staff).toHaveLength(3);
    expect(staff.map(({ status }) => status)).toEqual(['published', 'published', 'published']);
    expect(staff.map(({ id }) => id).sort()).toEqual(
      seedBlog()
        .posts.map(({ id }) => id)
        .sort(),
    );
    for (const post of staff)
      expect((await revisions(post.id)).map(({ actor }) => actor)).toEqual(['system']);
  });

  describe('a post from draft to deleted', () => {
    let post: StaffPost;

    it('creates a draft, its slug made from the title without accents; the same title again gets "-2"', async () => {
      post = await create({ title: '¿Qué es la tutela?' });
      expect(post).toMatchObject({
        language: 'es',
        slug: 'que-es-la-tutela',
        title: '¿Qué es la tutela?',
        status: 'draft',
        publishAt: null,
        revision: 1,
        readTime: readTime(BODY),
        path: '/blog/que-es-la-tutela',
        translationId: null,
      });
      expect(post.previewPath).toMatch(/^\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
      const again = await create({ title: '¿Qué es la tutela?' });
      expect(again.slug).toBe('que-es-la-tutela-2');
      expect((await create({ title: '¿¡🙂!?' })).slug).toBe('post');
      expect((await create({ title: 'Section 8' })).slug).toBe('section-8');
      expect((await create({ title: 'x'.repeat(120) })).slug).toBe('x'.repeat(80));
      expect(await get(post.id)).toEqual(post);
      expect(await publicPost(post.id)).toBeUndefined();
    });

    it('publishes it: on the site with its body rendered safely and its read time', async () => {
      const published = await publish(post.id);
      expect(published.status).toBe('published');
      expect(published.publishAt).not.toBeNull();
      const shown = await publicPost(post.id);
      expect(shown).toMatchObject({
        slug: 'que-es-la-tutela',
        title: '¿Qué es la tutela?',
        readTime: readTime(BODY),
        publishedAt: published.publishAt,
        translation: null,
      });
      const html = shown!.html;
      expect(html).toBe(renderMarkdown(BODY));
      expect(html).toContain('<h2 id="plazos-y-terminos">Plazos y términos</h2>');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).not.toContain('<script');
      expect(html).not.toMatch(/href="javascript:/i);
      expect(html).toContain(
        '<a href="https://www.corteconstitucional.gov.co" rel="nofollow noopener noreferrer" target="_blank">',
      );
      // The newest post comes first.
      expect((await blog()).posts[0].id).toBe(post.id);
    });

    it('unpublishes it: off the site, a draft again', async () => {
      expect((await unpublish(post.id)).status).toBe('draft');
      expect(await publicPost(post.id)).toBeUndefined();
      expect((await get(post.id)).publishAt).toBeNull();
    });

    it('deletes it: 204, then 404, gone from the list', async () => {
      await asStaff(api().delete(`${POSTS}/${post.id}`)).expect(204);
      const gone = await asStaff(api().get(`${POSTS}/${post.id}`)).expect(404);
      expect(gone.body).toEqual({ statusCode: 404, message: 'No post has this id' });
      await asStaff(api().get(`${POSTS}/${post.id}/revisions`)).expect(404);
      await asStaff(api().delete(`${POSTS}/${post.id}`)).expect(404);
      expect((await list()).map(({ id }) => id)).not.toContain(post.id);
    });
  });

  it('takes a cover from an uploaded image, and gives inline uploaded images their widths', async () => {
    const upload = await asStaff(api().post('/api/admin/images'))
      .attach('file', await png(1600, 900), { filename: 'portada.png', contentType: 'image/png' })
      .expect(201);
    const image = upload.body as {
      id: string;
      width: number;
      height: number;
      variants: Array<{ width: number; type: string; url: string }>;
    };
    const webp = image.variants.filter((v) => v.type === 'image/webp');
    const body = `Texto.\n\n![Un juzgado](${webp[0].url})`;
    const post = await create({
      title: 'Una portada subida',
      body,
      cover: { imageId: image.id, alt: 'La fachada del Palacio de Justicia' },
    });
    expect(post.cover).toEqual({
      imageId: image.id,
      src: image.variants.find((v) => v.type === 'image/jpeg')!.url,
      srcset: webp.map((v) => `${v.url} ${v.width}w`).join(', '),
      width: image.width,
      height: image.height,
      alt: 'La fachada del Palacio de Justicia',
    });
    await publish(post.id);
    const html = (await publicPost(post.id))!.html;
    expect(html).toContain(`srcset="${webp.map((v) => `${v.url} ${v.width}w`).join(', ')}"`);
    expect(html).toContain(`width="${image.width}" height="${image.height}"`);
    // The alt text changes alone; the image stays.
    const saved = await save(post, { cover: { imageId: image.id, alt: 'El Palacio de Justicia' } });
    expect(saved.cover).toEqual({ ...post.cover, alt: 'El Palacio de Justicia' });
    // A seeded post keeps its bundled illustration when only the text changes.
    const seeded = (await list()).find(({ slug }) => slug === 'guia-rapida-accion-de-tutela')!;
    const kept = await save(seeded, { cover: { imageId: null, alt: 'Un escudo y una balanza' } });
    expect(kept.cover).toEqual({ ...seeded.cover, alt: 'Un escudo y una balanza' });
    // But a post without a cover cannot name "the bundled one".
    const bare = await create({ title: 'Sin portada' });
    const refused = await put(bare, { cover: { imageId: null, alt: 'Nada' } }).expect(400);
    expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['cover.imageId']);
  });

  describe('slugs', () => {
    it('a changed slug leaves the old path redirecting; a taken one is a 409; the other language may have it', async () => {
      const first = await create({ title: 'Herencias sin testamento' });
      await publish(first.id);
      const moved = await save(await get(first.id), { slug: 'sucesion-intestada' });
      expect(moved.path).toBe('/blog/sucesion-intestada');
      expect((await blog()).redirects).toMatchObject({
        '/blog/herencias-sin-testamento': '/blog/sucesion-intestada',
      });

      const other = await create({ title: 'Otra entrada' });
      const taken = await put(other, { slug: 'sucesion-intestada' }).expect(409);
      expect(taken.body).toEqual({
        statusCode: 409,
        message: 'Another post in this language has this slug',
        errors: { slug: expect.any(String) as string },
      });
      expect(await get(other.id)).toEqual(other);
      const takenOnCreate = await asStaff(api().post(POSTS))
        .send(draft({ title: 'Otra más', slug: 'sucesion-intestada' }))
        .expect(409);
      expect(Object.keys((takenOnCreate.body as { errors: object }).errors)).toEqual(['slug']);

      const english = await create({
        language: 'en',
        title: 'Intestate succession',
        slug: 'sucesion-intestada',
      });
      expect(english.path).toBe('/en/blog/sucesion-intestada');

      // Taking the old slug back ends its redirect (the slug it leaves now redirects instead).
      await save(moved, { slug: 'herencias-sin-testamento' });
      const { redirects } = await blog();
      expect(redirects['/blog/herencias-sin-testamento']).toBeUndefined();
      expect(redirects['/blog/sucesion-intestada']).toBe('/blog/herencias-sin-testamento');
      // Another post may take an old slug: that redirect ends too, and the path is its page.
      await save(await get(other.id), { slug: 'sucesion-intestada' });
      expect((await blog()).redirects['/blog/sucesion-intestada']).toBeUndefined();
    });

    it('posts with one title written at once each get a slug of their own', async () => {
      const made = await Promise.all(
        [1, 2, 3].map(() => asStaff(api().post(POSTS)).send(draft({ title: 'Escrita a la vez' }))),
      );
      expect(made.map(({ status }) => status)).toEqual([201, 201, 201]);
      expect(made.map(({ body }) => (body as StaffPost).slug).sort()).toEqual([
        'escrita-a-la-vez',
        'escrita-a-la-vez-2',
        'escrita-a-la-vez-3',
      ]);
    });

    it('two posts given one slug at once: one has it, the other a 409', async () => {
      const first = await create({ title: 'Primera a la vez' });
      const second = await create({ title: 'Segunda a la vez' });
      const saves = await Promise.all(
        [first, second].map((post) => put(post, { slug: 'la-misma-a-la-vez' })),
      );
      expect(saves.map(({ status }) => status).sort()).toEqual([200, 409]);
      const conflict = saves.find(({ status }) => status === 409)!;
      expect(Object.keys((conflict.body as { errors: object }).errors)).toEqual(['slug']);
      const slugs = [(await get(first.id)).slug, (await get(second.id)).slug];
      expect(slugs.filter((slug) => slug === 'la-misma-a-la-vez')).toHaveLength(1);
    });

    it('a new post does not get the slug of an old path that redirects', async () => {
      const post = await create({ title: 'Pensión de sobrevivientes' });
      await publish(post.id);
      await save(await get(post.id), { slug: 'pension-sobrevivientes-colombia' });
      const next = await create({ title: 'Pensión de sobrevivientes' });
      expect(next.slug).toBe('pension-de-sobrevivientes-2');
      expect((await blog()).redirects['/blog/pension-de-sobrevivientes']).toBe(
        '/blog/pension-sobrevivientes-colombia',
      );
      // Moved again, and into the other language: every old path goes straight to where it is now.
      await save(await get(post.id), { language: 'en', slug: 'survivors-pension' });
      expect((await blog()).redirects).toMatchObject({
        '/blog/pension-de-sobrevivientes': '/en/blog/survivors-pension',
        '/blog/pension-sobrevivientes-colombia': '/en/blog/survivors-pension',
      });
      // Unpublished, its old paths redirect no more (they answer 404 like the page).
      await unpublish(post.id);
      expect(Object.values((await blog()).redirects)).not.toContain('/en/blog/survivors-pension');
    });
  });

  describe('revisions', () => {
    it('every save adds one, newest first with who saved; restore brings a title back as a new one', async () => {
      const post = await create({ title: 'Primera versión' });
      const second = await save(post, { title: 'Segunda versión' });
      const third = await save(second, { title: 'Tercera versión' });
      expect(third.revision).toBe(3);
      const history = await revisions(post.id);
      expect(history.map(({ revision, title, actor }) => ({ revision, title, actor }))).toEqual([
        { revision: 3, title: 'Tercera versión', actor: STAFF.email },
        { revision: 2, title: 'Segunda versión', actor: STAFF.email },
        { revision: 1, title: 'Primera versión', actor: STAFF.email },
      ]);

      const restored = (
        await asStaff(api().post(`${POSTS}/${post.id}/revisions/${history[2].id}/restore`)).expect(200)
      ).body as StaffPost;
      expect(restored).toMatchObject({ title: 'Primera versión', slug: post.slug, revision: 4 });
      const after = await revisions(post.id);
      expect(after.map(({ revision, title }) => [revision, title])).toEqual([
        [4, 'Primera versión'],
        [3, 'Tercera versión'],
        [2, 'Segunda versión'],
        [1, 'Primera versión'],
      ]);
      await asStaff(api().post(`${POSTS}/${post.id}/revisions/${randomId()}/restore`)).expect(404);
      await asStaff(api().post(`${POSTS}/${post.id}/revisions/not-an-id/restore`)).expect(404);
    });

    it('a save from a stale revision is a 409 and changes nothing', async () => {
      const post = await create({ title: 'Cuota alimentaria' });
      const saved = await save(post, { excerpt: 'Cuánto se paga y cómo se calcula.' });
      const stale = await put(post, { title: 'Cuota alimentaria en 2026' }).expect(409);
      expect(stale.body).toEqual({
        statusCode: 409,
        message: expect.stringContaining('changed by someone else since it was loaded') as string,
      });
      expect(await get(post.id)).toEqual(saved);
      expect(await revisions(post.id)).toHaveLength(2);

      // Two editors saving the same revision at once: one save wins, the other is told.
      const both = await Promise.all(
        ['Cuota alimentaria: la guía', 'Cuota alimentaria: lo básico'].map((title) => put(saved, { title })),
      );
      expect(both.map(({ status }) => status).sort()).toEqual([200, 409]);
      const winner = both.find(({ status }) => status === 200)!.body as StaffPost;
      expect(await get(post.id)).toEqual(winner);
      expect((await revisions(post.id)).map(({ title }) => title)).toEqual([
        winner.title,
        'Cuota alimentaria',
        'Cuota alimentaria',
      ]);
    });

    it('keeps the last 30', async () => {
      let post = await create({ title: 'Muchas versiones' });
      for (let n = 2; n <= 32; n += 1) post = await save(post, { excerpt: `Versión ${n}.` });
      const history = await revisions(post.id);
      expect(history.map(({ revision }) => revision)).toEqual(Array.from({ length: 30 }, (_, i) => 32 - i));
      const stored = await running.app
        .get(DataSource)
        .getRepository(BlogRevisionRow)
        .countBy({ postId: post.id });
      expect(stored).toBe(30);
    });
  });

  describe('translations', () => {
    it('link both ways, show on the site only when both are published, and unlink when one is deleted', async () => {
      const es = await create({ title: 'Visas de trabajo en Colombia' });
      const en = await create({ language: 'en', title: 'Work visas in Colombia' });
      const linked = await save(es, { translationId: en.id });
      expect(linked.translationId).toBe(en.id);
      expect((await get(en.id)).translationId).toBe(es.id);

      await publish(es.id);
      expect((await publicPost(es.id))!.translation).toBeNull();
      await publish(en.id);
      expect((await publicPost(es.id))!.translation).toEqual({ language: 'en', slug: en.slug });
      expect((await publicPost(en.id))!.translation).toEqual({ language: 'es', slug: es.slug });

      await unpublish(en.id);
      expect((await publicPost(es.id))!.translation).toBeNull();

      const spanish = await create({ title: 'Otra en español' });
      const same = await put(await get(es.id), { translationId: spanish.id }).expect(400);
      expect(same.body).toMatchObject({
        statusCode: 400,
        message: 'Validation failed',
        errors: { translationId: expect.any(String) as string },
      });
      const missing = await put(await get(es.id), { translationId: randomId() }).expect(400);
      expect(Object.keys((missing.body as { errors: object }).errors)).toEqual(['translationId']);
      const itself = await put(await get(es.id), { translationId: es.id }).expect(400);
      expect(Object.keys((itself.body as { errors: object }).errors)).toEqual(['translationId']);

      await asStaff(api().delete(`${POSTS}/${en.id}`)).expect(204);
      expect((await get(es.id)).translationId).toBeNull();
    });

    it('an editor who loaded the other side before it was linked is told, and cannot undo the link', async () => {
      const es = await create({ title: 'Pensión alimenticia en el exterior' });
      const loaded = await create({ language: 'en', title: 'Child support abroad' });
      await save(es, { translationId: loaded.id });
      const stale = await put(loaded, { excerpt: 'What changes when a parent lives abroad.' }).expect(409);
      expect((stale.body as { message: string }).message).toContain('changed by someone else');
      expect((await get(es.id)).translationId).toBe(loaded.id);
      // Reloaded, the save keeps the link.
      const reloaded = await get(loaded.id);
      expect(reloaded).toMatchObject({ translationId: es.id, revision: loaded.revision + 1 });
      await save(reloaded, { excerpt: 'What changes when a parent lives abroad.' });
      expect((await get(es.id)).translationId).toBe(loaded.id);
    });

    it('linking to another translation unlinks the one before on both sides', async () => {
      const es = await create({ title: 'Doble nacionalidad' });
      const first = await create({ language: 'en', title: 'Dual nationality' });
      const second = await create({ language: 'en', title: 'Dual citizenship' });
      await save(es, { translationId: first.id });
      await save(await get(es.id), { translationId: second.id });
      expect((await get(first.id)).translationId).toBeNull();
      expect((await get(second.id)).translationId).toBe(es.id);
      // The English side links itself to another Spanish post: the first Spanish one is unlinked.
      const other = await create({ title: 'Ciudadanía doble' });
      await save(await get(second.id), { translationId: other.id });
      expect((await get(es.id)).translationId).toBeNull();
      expect((await get(other.id)).translationId).toBe(second.id);
    });
  });

  describe('scheduling', () => {
    const clock = () => running.app.get(Clock);
    afterEach(() => {
      clock().now = () => new Date();
    });

    it('a future time schedules it; once the time has come it is published once, by the system', async () => {
      const start = wholeSecond();
      clock().now = () => start;
      const post = await create({ title: 'Publicación programada' });
      const at = new Date(start.getTime() + 3_600_000);
      const scheduled = await publish(post.id, bogota(at));
      expect(scheduled).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });
      expect(await publicPost(post.id)).toBeUndefined();
      expect(schedule()).toBe(at.toISOString());

      clock().now = () => new Date(at.getTime() + 1_000);
      const shown = await eventually(
        () => publicPost(post.id),
        (found) => found !== undefined,
        5_000,
      );
      expect(shown).toMatchObject({ publishedAt: at.toISOString(), publishDate: bogota(at).slice(0, 10) });
      expect((await get(post.id)).status).toBe('published');
      expect(schedule()).toBeNull();
      expect(await running.app.get(PublishSchedule).publishDue()).toBe(0);
      const entries = (await auditOf(post.id)).filter((entry) => entry.action === 'post_published');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor: 'system' });
    });

    it('is still published by the system when another change reloads the content first', async () => {
      const start = wholeSecond();
      clock().now = () => start;
      const post = await create({ title: 'Programada y adelantada por otro cambio' });
      const at = new Date(start.getTime() + 600_000);
      await publish(post.id, at.toISOString());
      clock().now = () => new Date(at.getTime() + 1_000);
      // The content is read again, the time past, maybe before the publisher's next look (any other change
      // does it): the post must still be due for the publisher, not shown as live and left 'scheduled'.
      await running.app.get(ContentService).bumpVersion();
      await eventually(
        () => get(post.id),
        (found) => found.status === 'published',
        5_000,
      );
      // The site follows once the publisher's change is read.
      await eventually(
        async () => schedule(),
        (seen) => seen === null,
        5_000,
      );
      const entries = (await auditOf(post.id)).filter((entry) => entry.action === 'post_published');
      expect(entries.map(({ actor }) => actor)).toEqual(['system']);
    });

    it('a past time dates it back: published at once, in its place in the list', async () => {
      const post = await create({ title: 'Entrada con fecha anterior' });
      const published = await publish(post.id, '2025-02-01T09:00:00-05:00');
      expect(published).toMatchObject({ status: 'published', publishAt: '2025-02-01T14:00:00.000Z' });
      const ids = (await blog()).posts.map(({ id }) => id);
      // Between the tutela guide (2025-02-10) and the divorce guide (2025-01-20).
      expect(ids.indexOf(post.id)).toBe(ids.indexOf('6f1d2c8e-0a4b-4c1e-9d2a-1b7e5f3a9c02') + 1);
      expect((await publicPost(post.id))!.publishDate).toBe('2025-02-01');
    });

    it('a time out of range is a 400 saying so: the post stays a draft and nothing is stored', async () => {
      const start = wholeSecond();
      clock().now = () => start;
      const post = await create({ title: 'Programada para nunca' });
      const horizon = new Date(start);
      horizon.setUTCFullYear(horizon.getUTCFullYear() + 5);
      const storable = 'at must be a time between the years 0000 and 9999 in UTC';
      const window = `at must be between 2000-01-01T00:00:00.000Z and five years from now (${horizon.toISOString()})`;
      const malformed = 'at must be a date and time with its offset, such as 2026-12-01T09:00:00-05:00';
      const cases: Array<[unknown, string]> = [
        // 23:00 on the last day of 9999 in Medellín is 04:00 on 1 January 10000 in UTC.
        ['9999-12-31T23:00:00-05:00', storable],
        ['9999-12-31T23:59:59.999-00:01', storable],
        ['0000-01-01T00:00:00+00:01', storable],
        ['9999-12-31T18:00:00-05:00', window],
        [bogota(new Date(horizon.getTime() + 1_000)), window],
        [new Date(horizon.getTime() + 1).toISOString(), window],
        ['0025-02-01T09:00:00-05:00', window],
        ['1999-12-31T23:59:59.999Z', window],
        ['+010000-01-01T04:00:00Z', malformed],
        ['2026-12-01T24:00:00-05:00', malformed],
        ['2026-12-01T09:60:00-05:00', malformed],
        ['2026-12-01T09:00:60-05:00', malformed],
        ['2026-12-01T09:00:00+24:00', malformed],
        ['2026-12-01T09:00:00-05:60', malformed],
        ['2026-12-01 09:00:00-05:00', malformed],
        ['2027-02-29T09:00:00-05:00', malformed],
        [null, malformed],
        [{}, malformed],
      ];
      const stored = await get(post.id);
      const site = await blog();
      const logged = await auditOf(post.id);
      for (const [at, message] of cases) {
        const response = await asStaff(api().post(`${POSTS}/${post.id}/publish`))
          .send({ at })
          .expect(400);
        expect({ at, body: response.body as unknown }).toEqual({
          at,
          body: { statusCode: 400, message: 'Validation failed', errors: { at: message } },
        });
      }
      expect(await get(post.id)).toEqual(stored);
      expect(stored).toMatchObject({ status: 'draft', publishAt: null });
      expect(await blog()).toEqual(site);
      expect(await auditOf(post.id)).toEqual(logged);

      // The ends of the window are in it.
      const last = await publish(post.id, horizon.toISOString());
      expect(last).toMatchObject({ status: 'scheduled', publishAt: horizon.toISOString() });
      const first = await publish(post.id, '1999-12-31T19:00:00-05:00');
      expect(first).toMatchObject({ status: 'published', publishAt: '2000-01-01T00:00:00.000Z' });
      await unpublish(post.id);
    });

    it('the public content says nothing of a scheduled post, nor when it is due', async () => {
      const { version: _before, ...before } = (await api().get('/api/site').expect(200)).body as {
        version: number;
      };
      const post = await create({ title: 'Una sorpresa programada' });
      const at = new Date(wholeSecond().getTime() + 86_400_000);
      await publish(post.id, bogota(at));
      // The server keeps the time, to publish the post when it comes.
      expect(schedule()).toBe(at.toISOString());
      const answer = await api().get('/api/site').expect(200);
      const { version: _after, ...after } = answer.body as { version: number };
      expect(after).toEqual(before);
      for (const secret of ['nextPublishAt', at.toISOString(), post.id, post.slug, post.title])
        expect({ secret, found: answer.text.includes(secret) }).toEqual({ secret, found: false });
      await unpublish(post.id);
    });

    it('publishing a scheduled post now, or unpublishing it, ends the schedule', async () => {
      const soon = new Date(Date.now() + 86_400_000);
      const first = await create({ title: 'Programada y adelantada' });
      await publish(first.id, soon.toISOString());
      expect(schedule()).toBe(soon.toISOString());
      expect((await publish(first.id)).status).toBe('published');
      expect(schedule()).toBeNull();
      const second = await create({ title: 'Programada y retirada' });
      await publish(second.id, soon.toISOString());
      expect((await unpublish(second.id)).status).toBe('draft');
      expect(schedule()).toBeNull();
    });
  });

  describe('bad input: a clear 4xx naming the field, nothing stored', () => {
    let target: StaffPost;
    beforeAll(async () => {
      target = await create({ title: 'La entrada que no cambia' });
    });

    const long = (n: number) => 'a'.repeat(n);
    const invalid: Array<[string, 'create' | 'update', Body, string]> = [
      ['a language that is not es or en', 'create', { language: 'fr' }, 'language'],
      ['a slug with a space and capitals', 'create', { slug: 'Bad Slug' }, 'slug'],
      ['a slug with a double hyphen', 'update', { slug: 'mal--hecho' }, 'slug'],
      ['a slug of 101 characters', 'create', { slug: long(101) }, 'slug'],
      ['an empty title', 'create', { title: '' }, 'title'],
      ['a title of spaces', 'update', { title: '   ' }, 'title'],
      ['a title of 201 characters', 'create', { title: long(201) }, 'title'],
      ['a title with a bidi override', 'update', { title: 'Tutela \u202Eevil' }, 'title'],
      ['an excerpt of 501 characters', 'create', { excerpt: long(501) }, 'excerpt'],
      ['an empty body', 'update', { body: '' }, 'body'],
      ['a body of 100,001 characters', 'create', { body: long(100_001) }, 'body'],
      ['a body with a NUL byte', 'create', { body: 'Texto\u0000' }, 'body'],
      ['an empty category', 'create', { category: '' }, 'category'],
      ['13 tags', 'create', { tags: Array.from({ length: 13 }, (_, i) => `tema ${i}`) }, 'tags'],
      ['an empty tag', 'update', { tags: ['tutela', ' '] }, 'tags'],
      ['tags that are text', 'create', { tags: 'tutela' }, 'tags'],
      ['an SEO title of 201 characters', 'create', { seoTitle: long(201) }, 'seoTitle'],
      ['an SEO description of 301 characters', 'update', { seoDescription: long(301) }, 'seoDescription'],
      [
        '13 SEO keywords',
        'create',
        { seoKeywords: Array.from({ length: 13 }, (_, i) => `palabra ${i}`) },
        'seoKeywords',
      ],
      [
        'a cover image that was never uploaded',
        'create',
        { cover: { imageId: 'AAAAAAAAAAAAAAAA', alt: 'Una foto' } },
        'cover.imageId',
      ],
      [
        'a cover image id of another shape',
        'update',
        { cover: { imageId: '../x', alt: 'Una foto' } },
        'cover.imageId',
      ],
      [
        'a cover without its alt text',
        'create',
        { cover: { imageId: 'AAAAAAAAAAAAAAAA', alt: '' } },
        'cover.alt',
      ],
      ['a cover that is text', 'create', { cover: 'portada.jpg' }, 'cover'],
      [
        'a cover with a source of its own',
        'create',
        { cover: { imageId: 'AAAAAAAAAAAAAAAA', alt: 'Una foto', src: 'https://evil.example/x.jpg' } },
        'cover.src',
      ],
      ['no cover field', 'create', { cover: undefined }, 'cover'],
      ['an empty author', 'update', { author: '' }, 'author'],
      ['a translation id that is not an id', 'create', { translationId: 'x' }, 'translationId'],
      ['an unknown field', 'create', { views: 1000 }, 'views'],
      ['a status sent with the post', 'update', { status: 'published' }, 'status'],
      ['no revision on a save', 'update', { revision: undefined }, 'revision'],
      ['a revision that is text', 'update', { revision: '1' }, 'revision'],
    ];

    it.each(invalid)('%s', async (_what, action, changes, field) => {
      const before = await list();
      const site = await blog();
      const response =
        action === 'create'
          ? await asStaff(api().post(POSTS)).send(draft(changes)).expect(400)
          : await put(target, changes).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
      expect(Object.keys((response.body as { errors: object }).errors)).toEqual([field]);
      expect(await list()).toEqual(before);
      expect(await blog()).toEqual(site);
    });

    it('a publish time that is not a date and time: 400 naming at', async () => {
      const before = await get(target.id);
      for (const at of [
        'tomorrow',
        '2026-12-01',
        '2026-W48',
        '2026-12-01T09:00:00',
        '2026-12-01T09:00-05:00',
        '2026-02-30T09:00:00-05:00',
        5,
      ]) {
        const response = await asStaff(api().post(`${POSTS}/${target.id}/publish`))
          .send({ at })
          .expect(400);
        expect({ at, errors: Object.keys((response.body as { errors: object }).errors) }).toEqual({
          at,
          errors: ['at'],
        });
      }
      expect(await get(target.id)).toEqual(before);
    });

    it('accepts a body of 100,000 characters (the JSON limit of these paths is 512 KB)', async () => {
      const body = 'ñ'.repeat(100_000);
      const post = await create({ title: 'Una entrada muy larga', body });
      expect((await get(post.id)).body).toBe(body);
      const saved = await save(post, { body: `${body.slice(1)}.` });
      expect(saved.body).toHaveLength(100_000);
      const over = await asStaff(api().post(POSTS))
        .send(draft({ title: 'Demasiado grande', body: long(90_000), padding: 'x'.repeat(520 * 1024) }))
        .expect(413);
      expect(over.body).toEqual({ statusCode: 413, message: 'Request body is larger than 512 KB' });
    });

    it('an id that is not a post id is a 404, not a 500', async () => {
      for (const id of ['1', 'not-a-uuid', "x' OR '1'='1", '-'.repeat(36), randomId()]) {
        const path = `${POSTS}/${encodeURIComponent(id)}`;
        await asStaff(api().get(path)).expect(404);
        await asStaff(api().put(path)).send(edited(target)).expect(404);
        await asStaff(api().delete(path)).expect(404);
        await asStaff(api().post(`${path}/publish`))
          .send({})
          .expect(404);
        await asStaff(api().post(`${path}/unpublish`)).expect(404);
        await asStaff(api().get(`${path}/revisions`)).expect(404);
        await asStaff(api().post(`${path}/revisions/${randomId()}/restore`)).expect(404);
      }
    });

    it('malformed JSON, a list and another content type are refused without a 500', async () => {
      const before = await list();
      const malformed = await asStaff(api().post(POSTS))
        .set('Content-Type', 'application/json')
        .send('{"title":')
        .expect(400);
      expect(malformed.body).toEqual({ statusCode: 400, message: 'Malformed JSON in request body' });
      await asStaff(api().put(`${POSTS}/${target.id}`))
        .set('Content-Type', 'application/json')
        .send('{"revision": 1,')
        .expect(400);
      await asStaff(api().post(POSTS)).send([draft()]).expect(400);
      await asStaff(api().post(POSTS)).set('Content-Type', 'text/plain').send('title=x').expect(415);
      expect(await list()).toEqual(before);
    });
  });

  it('writes each change to the activity log', async () => {
    const post = await create({ title: 'Entrada auditada' });
    const saved = await save(post, { title: 'Entrada auditada y corregida' });
    await publish(saved.id);
    await unpublish(saved.id);
    await publish(saved.id, new Date(Date.now() + 86_400_000).toISOString());
    const [, first] = await revisions(saved.id);
    await asStaff(api().post(`${POSTS}/${saved.id}/revisions/${first.id}/restore`)).expect(200);
    await asStaff(api().delete(`${POSTS}/${saved.id}`)).expect(204);
    const entries = await auditOf(saved.id);
    expect(entries.map(({ actor, action }) => [actor, action])).toEqual(
      [
        'post_created',
        'post_updated',
        'post_published',
        'post_unpublished',
        'post_scheduled',
        'post_restored',
        'post_deleted',
      ].map((action) => [STAFF.email, action]),
    );
    expect(entries[0].detail).toBe('Entrada auditada');
    expect(entries[5].detail).toBe('revision 1');
  });

  it('refuses every endpoint without a session (401) and every change from another site (403)', async () => {
    const post = await create({ title: 'Entrada protegida' });
    const [revision] = await revisions(post.id);
    const path = `${POSTS}/${post.id}`;
    /** Each endpoint, and whether it changes something. */
    const calls: Array<[boolean, (agent: ReturnType<typeof api>) => Test]> = [
      [false, (t) => t.get(POSTS)],
      [true, (t) => t.post(POSTS).send(draft({ title: 'Desde otro sitio' }))],
      [false, (t) => t.get(path)],
      [true, (t) => t.put(path).send(edited(post, { title: 'Cambiada desde otro sitio' }))],
      [true, (t) => t.post(`${path}/publish`).send({})],
      [true, (t) => t.post(`${path}/unpublish`)],
      [false, (t) => t.get(`${path}/revisions`)],
      [true, (t) => t.post(`${path}/revisions/${revision.id}/restore`)],
      [true, (t) => t.delete(path)],
    ];
    const before = await list();
    const entries = (await auditRows(running)).length;
    for (const [, call] of calls) {
      const anonymous = await call(api()).expect(401);
      expect(anonymous.body).toMatchObject({ statusCode: 401 });
    }
    for (const [writes, call] of calls.filter(([writes]) => writes)) {
      const refused = await asStaff(call(api())).set('Sec-Fetch-Site', 'cross-site').expect(403);
      expect({ writes, body: refused.body }).toEqual({
        writes,
        body: { statusCode: 403, message: 'Cross-site request refused' },
      });
    }
    expect(await list()).toEqual(before);
    expect(await auditRows(running)).toHaveLength(entries);
  });
});

if (ENGINE === 'postgres') {
  describe('scheduled posts on two servers (postgres)', () => {
    const workspace = new TestWorkspace();
    let a: RunningApp;
    let b: RunningApp;

    beforeAll(async () => {
      // The servers' own timers wait a minute: the test runs both publishers itself, at once.
      a = await workspace.start({ CONTENT_POLL_MS: '60000' });
      b = await workspace.start({ CONTENT_POLL_MS: '60000' });
      await addStaff(a);
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      workspace.cleanup();
    });

    it('publishes scheduled posts exactly once when both servers see their time come', async () => {
      const cookie = await login(a);
      const at = new Date(wholeSecond().getTime() + 600_000);
      const ids: string[] = [];
      for (let n = 1; n <= 5; n += 1) {
        const created = await request(http(a))
          .post(POSTS)
          .set('Cookie', cookie)
          .send(draft({ title: `Programada en dos servidores ${n}` }))
          .expect(201);
        const { id } = created.body as StaffPost;
        await request(http(a))
          .post(`${POSTS}/${id}/publish`)
          .set('Cookie', cookie)
          .send({ at: bogota(at) })
          .expect(200);
        ids.push(id);
      }
      const onB = async () => {
        const { blog } = (await request(http(b)).get('/api/site').expect(200)).body as { blog: BlogContent };
        const next = b.app.get(ContentService).nextPublishAt();
        return { ids: blog.posts.map(({ id }) => id), nextPublishAt: next?.toISOString() ?? null };
      };
      await eventually(onB, (seen) => seen.nextPublishAt === at.toISOString(), 5_000);

      for (const running of [a, b]) running.app.get(Clock).now = () => new Date(at.getTime() + 1_000);
      const counts = await Promise.all(
        [a, b].map((running) => running.app.get(PublishSchedule).publishDue()),
      );
      expect(counts[0] + counts[1]).toBe(5);
      const entries = (await auditRows(a)).filter(
        (entry) => ids.some((id) => entry.target === `post ${id}`) && entry.action === 'post_published',
      );
      expect(entries.map(({ target, actor }) => [target, actor]).sort()).toEqual(
        ids.map((id) => [`post ${id}`, 'system']).sort(),
      );
      const seen = await eventually(onB, (blog) => ids.every((id) => blog.ids.includes(id)), 5_000);
      expect(seen.nextPublishAt).toBeNull();
    });
  });
}

/** Now, to the second: what a time sent with Bogotá's offset (no fraction) comes back as. */
function wholeSecond(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

function randomId(): string {
  return crypto.randomUUID();
}
