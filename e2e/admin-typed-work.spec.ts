import sharp from 'sharp';
import { type BrowserContext, type Page } from 'playwright-core';
import { fitsWidth, signIn, STAFF, staffApi, typeTime } from './support/admin';
import { axeViolations } from './support/axe';
import { hold, installClock, settleUntil, stopClock } from './support/clock';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// Nothing typed in the staff panel is lost: leaving a form with unsaved changes (a tab, a link, the back
// button, a reload, a closed window) asks first; a draft saves itself once typing pauses (on the page's fake
// clock); someone else's save meanwhile is a message that keeps the text; publishing or scheduling saves the
// edits first. And posts are written with a formatting toolbar, their preview saying what they are. In Spanish
// on a 390 px phone and in English on a 1366 px screen, against the real server.

interface StaffPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  status: 'draft' | 'scheduled' | 'published';
  publishAt: string | null;
  revision: number;
}

/** What staff read, in each language. */
const WORDS = {
  es: {
    locale: 'es-CO',
    tabs: { site: 'Sitio', blog: 'Blog', account: 'Mi cuenta', requests: 'Solicitudes' },
    firmName: 'Nombre de la firma',
    firmTitle: 'La firma',
    save: 'Guardar',
    savedToast: 'La firma: guardado. Las páginas públicas lo muestran en segundos.',
    leaveTitle: '¿Salir sin guardar?',
    stay: 'Quedarse y seguir editando',
    leave: 'Salir sin guardar',
    back: '← Volver a las publicaciones',
    newPost: 'Nueva publicación',
    editPost: 'Editar publicación',
    title: 'Título',
    slug: 'Slug (dirección)',
    excerpt: 'Extracto',
    category: 'Categoría',
    body: 'Cuerpo (Markdown)',
    draftWaits:
      'Cambios sin guardar. Se guardará como borrador por sí sola en cuanto llene: Extracto, Cuerpo (Markdown) y Categoría.',
    bodyWaits:
      'Cambios sin guardar. Se guardará como borrador por sí sola en cuanto llene: Cuerpo (Markdown).',
    autosaving: 'Guardando el borrador...',
    slugTaken: 'Otra publicación en este idioma ya usa este slug: elija otro.',
    preview: 'Vista previa',
    code: 'Código de la aplicación',
    start: 'Configurar la verificación en dos pasos',
    autosaved: /^Borrador guardado automáticamente a las \d{1,2}:\d{2}/,
    unsaved: 'Cambios sin guardar.',
    liveEdits:
      'Cambios sin guardar. Esta publicación está en el sitio: sus cambios salen solo cuando pulse Guardar.',
    conflictStart: 'Otra persona guardó esta publicación mientras usted escribía.',
    copyMine: 'Copiar mi texto',
    reload: 'Cargar la otra versión (reemplaza lo que escribió)',
    date: 'Fecha',
    dateFormat: 'dd/mm/aaaa',
    time: 'Hora (Medellín)',
    schedule: 'Programar',
    savesFirst: 'Tiene cambios sin guardar: al publicar o programar, primero se guardan.',
    notSaved:
      'Sus cambios no se pudieron guardar, así que no se publicó ni se programó nada: vea los mensajes arriba.',
    scheduledStatus: 'Programada para el 15 de junio de 2030',
    toolbar: ['Subtítulo', 'Negrita', 'Cursiva', 'Lista', 'Enlace', 'Imagen', 'Cita'],
    imageAlt: 'Describa la imagen',
    draftBanner: (day: string) =>
      `Borrador: no está en el sitio. Si se publica hoy, llevará la fecha ${day}.`,
    scheduledBanner:
      /^Programada: sale al sitio el 15 de junio de 2030(,| a las) 10:30\sa\.\sm\., con esa fecha\.$/,
  },
  en: {
    locale: 'en-US',
    tabs: { site: 'Site', blog: 'Blog', account: 'My account', requests: 'Requests' },
    firmName: 'Firm name',
    firmTitle: 'The firm',
    save: 'Save',
    savedToast: 'The firm: saved. The public pages show it within seconds.',
    leaveTitle: 'Leave without saving?',
    stay: 'Stay and keep editing',
    leave: 'Leave without saving',
    back: '← Back to the posts',
    newPost: 'New post',
    editPost: 'Edit post',
    title: 'Title',
    slug: 'Slug',
    excerpt: 'Excerpt',
    category: 'Category',
    body: 'Body (Markdown)',
    draftWaits:
      'Unsaved changes. It saves itself as a draft once you fill in: Excerpt, Body (Markdown), and Category.',
    bodyWaits: 'Unsaved changes. It saves itself as a draft once you fill in: Body (Markdown).',
    autosaving: 'Saving the draft...',
    slugTaken: 'Another post in this language has this slug: choose another.',
    preview: 'Preview',
    code: 'Code from the app',
    start: 'Set up two-step verification',
    autosaved: /^Draft saved automatically at \d{1,2}:\d{2}/,
    unsaved: 'Unsaved changes.',
    liveEdits: 'Unsaved changes. This post is on the site: your changes go live only when you press Save.',
    conflictStart: 'Someone else saved this post while you were writing.',
    copyMine: 'Copy my text',
    reload: 'Load their version (replaces what you typed)',
    date: 'Date',
    dateFormat: 'mm/dd/yyyy',
    time: 'Time (Medellín)',
    schedule: 'Schedule',
    savesFirst: 'You have unsaved changes: publishing or scheduling saves them first.',
    notSaved:
      'Your changes could not be saved, so nothing was published or scheduled: see the messages above.',
    scheduledStatus: 'Scheduled for June 15, 2030',
    toolbar: ['Heading', 'Bold', 'Italic', 'List', 'Link', 'Image', 'Quote'],
    imageAlt: 'Describe the image',
    draftBanner: (day: string) => `Draft: not on the site. Published today, it would be dated ${day}.`,
    scheduledBanner: /^Scheduled: goes on the site on June 15, 2030(,| at) 10:30\sAM, dated that day\.$/,
  },
} as const;

type Language = keyof typeof WORDS;
/** Spanish on a phone, English on a wide screen; the axe test takes every pairing. */
const RUNS: [Language, number][] = [
  ['es', 390],
  ['en', 1366],
];

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 120 } } })
    .png()
    .toBuffer();

describe('typed work in the staff panel', () => {
  const site = useSite();
  const contexts: BrowserContext[] = [];
  beforeAll(() => addStaffUser(site.server, STAFF));
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A signed-in browser of its own in that language and width; `clock` installs the page's fake clock first. */
  async function staffPage(language: Language, width: number, clock = false): Promise<Page> {
    const context = await site.browser.newContext({
      locale: WORDS[language].locale,
      viewport: { width, height: 900 },
    });
    contexts.push(context);
    const page = await context.newPage();
    if (clock) await installClock(page, { time: Date.now() });
    await signIn(page, site);
    return page;
  }
  const open = async (page: Page, query: string) => {
    await page.goto(`${site.server.url}/admin${query}`);
  };

  const post = async (id: string) => (await staffApi<StaffPost>(site, `/api/admin/blog/posts/${id}`)).body;
  /** A new draft, through the API, in the panel's language. */
  async function draftPost(language: Language, title: string, body = 'Primer párrafo.'): Promise<StaffPost> {
    const answer = await staffApi<StaffPost>(site, '/api/admin/blog/posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        language,
        title,
        slug: '',
        excerpt: 'Un resumen.',
        body,
        category: 'Familia',
        tags: [],
        seoTitle: '',
        seoDescription: '',
        seoKeywords: [],
        cover: null,
        author: 'Autor',
        translationId: null,
      }),
    });
    expect(answer.status).toBe(201);
    return answer.body;
  }
  async function openPost(page: Page, language: Language, id: string): Promise<void> {
    await open(page, `?tab=blog&post=${id}`);
    await page.getByRole('heading', { name: WORDS[language].editPost }).waitFor();
  }
  /** The posts whose title starts with `title`, through the API. */
  const postsTitled = async (title: string) =>
    (await staffApi<StaffPost[]>(site, '/api/admin/blog/posts')).body.filter((one) =>
      one.title.startsWith(title),
    );
  /** The page's requests that create a post (POST /api/admin/blog/posts), as they leave. */
  function creates(page: Page): string[] {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/blog/posts')
        sent.push(request.postData() ?? '');
    });
    return sent;
  }
  /** A new post's editor on a stopped page clock, its title typed: what a draft needs but the body is filled. */
  async function newPost(page: Page, language: Language, title: string): Promise<void> {
    const w = WORDS[language];
    await open(page, '?tab=blog&post=new');
    await page.getByRole('heading', { name: w.newPost }).waitFor();
    await stopClock(page);
    await page.getByLabel(w.title, { exact: true }).fill(title);
    const status = page.locator('[data-save-status]');
    await settleUntil(page, async () => (await status.innerText()) === w.draftWaits, 'what it waits for');
    await page.getByLabel(w.excerpt, { exact: true }).fill('Un resumen.');
    await page.getByLabel(w.category, { exact: true }).fill('Familia');
  }
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
  const dialog = (page: Page, language: Language) =>
    page.getByRole('dialog', { name: WORDS[language].leaveTitle });
  /** The leave question is on screen; `choice` answers it, and it is gone. */
  async function answer(page: Page, language: Language, choice: 'stay' | 'leave'): Promise<void> {
    const question = dialog(page, language);
    await question.waitFor();
    await question.getByRole('button', { name: WORDS[language][choice], exact: true }).click();
    await question.waitFor({ state: 'hidden' });
  }
  const tabSelected = (page: Page, name: string) =>
    page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected');

  describe.each(RUNS)('in %s at %i px', (language, width) => {
    const w = WORDS[language];

    it('asks before a tab, the back button, a reload or a closed window drops a Site edit; not once it is undone or saved', async () => {
      const page = await staffPage(language, width);
      await open(page, '?tab=site');
      const name = page.getByLabel(w.firmName, { exact: true });
      const original = await name.inputValue();

      // Typed back to what it was: nothing to lose, the tab changes at once.
      await name.fill(`${original} X`);
      await name.fill(original);
      await page.getByRole('tab', { name: w.tabs.blog, exact: true }).click();
      await page.getByRole('button', { name: w.newPost }).waitFor();
      expect(await dialog(page, language).count()).toBe(0);

      // Back on the Site tab, then a change: another tab asks.
      await page.getByRole('tab', { name: w.tabs.site, exact: true }).click();
      await name.waitFor();
      await name.fill(`${original} (editado)`);
      await page.getByRole('tab', { name: w.tabs.blog, exact: true }).click();
      await answer(page, language, 'stay');
      expect(await tabSelected(page, w.tabs.site)).toBe('true');
      expect(await name.inputValue()).toBe(`${original} (editado)`);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('site');

      // The browser's back button (to the Blog tab) asks too; staying keeps the address and the text.
      await page.evaluate(() => history.back());
      await answer(page, language, 'stay');
      expect(new URL(page.url()).searchParams.get('tab')).toBe('site');
      expect(await name.inputValue()).toBe(`${original} (editado)`);

      // Closing the window: the browser's own question; dismissed, the page and the text stay.
      const closing = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const unload = await closing;
      expect(unload.type()).toBe('beforeunload');
      await unload.dismiss();
      expect(page.isClosed()).toBe(false);
      expect(await name.inputValue()).toBe(`${original} (editado)`);

      // A reload asks the same; accepted, the page comes back with what the server holds.
      const reloading = page.waitForEvent('dialog');
      const reloaded = page.reload();
      const question = await reloading;
      expect(question.type()).toBe('beforeunload');
      await question.accept();
      await reloaded;
      await name.waitFor();
      expect(await name.inputValue()).toBe(original);

      // Saved, nothing is unsaved: the tab changes without a question.
      await name.fill(`${original} (nuevo)`);
      const firm = page.getByRole('form', { name: w.firmTitle });
      await firm.getByRole('button', { name: w.save, exact: true }).click();
      await page.getByText(w.savedToast).waitFor();
      await page.getByRole('tab', { name: w.tabs.requests, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === null);
      expect(await dialog(page, language).count()).toBe(0);
    });

    it('asks before "Back to the posts" or the back button drops a typed post; leaving drops it', async () => {
      const draft = await draftPost(language, `Borrador de regreso ${language} ${width}`);
      const page = await staffPage(language, width);
      await open(page, '?tab=blog');
      await page.getByRole('link', { name: draft.title, exact: true }).click();
      await page.getByRole('heading', { name: w.editPost }).waitFor();
      const title = page.getByLabel(w.title, { exact: true });
      await title.fill(`${draft.title} y más`);

      await page.getByRole('link', { name: w.back }).click();
      await answer(page, language, 'stay');
      expect(await title.inputValue()).toBe(`${draft.title} y más`);
      expect(new URL(page.url()).searchParams.get('post')).toBe(draft.id);

      await page.evaluate(() => history.back());
      await answer(page, language, 'stay');
      expect(await title.inputValue()).toBe(`${draft.title} y más`);

      // Another tab asks as well; leaving goes there and drops the edit.
      await page.getByRole('link', { name: w.back }).click();
      await answer(page, language, 'leave');
      await page.getByRole('button', { name: w.newPost }).waitFor();
      expect(new URL(page.url()).searchParams.get('post')).toBeNull();
      expect((await post(draft.id)).title).toBe(draft.title);

      // An unused code typed on the account tab counts as unsaved work too.
      await page.getByRole('tab', { name: w.tabs.account, exact: true }).click();
      await page.getByRole('button', { name: w.start }).click();
      await page.getByLabel(w.code).fill('123');
      await page.getByRole('tab', { name: w.tabs.blog, exact: true }).click();
      await answer(page, language, 'leave');
      await page.getByRole('button', { name: w.newPost }).waitFor();
    });

    it('saves a draft by itself once typing pauses (on the page clock), and never a published post', async () => {
      const draft = await draftPost(language, `Autoguardado ${language} ${width}`);
      const live = await draftPost(language, `En el sitio ${language} ${width}`);
      expect(
        (
          await staffApi(site, `/api/admin/blog/posts/${live.id}/publish`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          })
        ).status,
      ).toBe(200);
      const page = await staffPage(language, width, true);
      await openPost(page, language, draft.id);
      await stopClock(page);
      const body = page.getByLabel(w.body);
      const status = page.locator('[data-save-status]');
      await body.fill('Primer párrafo, y un segundo pensamiento.');
      await settleUntil(page, async () => (await status.innerText()) === w.unsaved, 'unsaved');

      // 4.9 s after the last keystroke nothing has been sent; at 5 s the draft is saved, still a draft.
      await page.clock.runFor(4_900);
      expect((await post(draft.id)).body).toBe('Primer párrafo.');
      await page.clock.runFor(100);
      await settleUntil(page, async () => w.autosaved.test(await status.innerText()), 'autosaved');
      const saved = await post(draft.id);
      expect({ body: saved.body, status: saved.status, revision: saved.revision }).toEqual({
        body: 'Primer párrafo, y un segundo pensamiento.',
        status: 'draft',
        revision: draft.revision + 1,
      });
      // What was saved is what is shown: nothing left unsaved, leaving asks nothing.
      expect(await body.inputValue()).toBe('Primer párrafo, y un segundo pensamiento.');

      // A published post's edits wait for Save: they are not put on the site by themselves.
      await page.getByRole('link', { name: w.back }).click();
      await page.getByRole('link', { name: live.title, exact: true }).click();
      await page.getByRole('heading', { name: w.editPost }).waitFor();
      await body.fill('Un cambio que aún no debe salir.');
      await settleUntil(page, async () => (await status.innerText()) === w.liveEdits, 'live edits');
      await page.clock.runFor(60_000);
      await settleUntil(page, async () => (await status.innerText()) === w.liveEdits, 'still unsaved');
      expect((await post(live.id)).body).toBe('Primer párrafo.');
    });

    it('saves a new post as one draft by itself once a draft has what it needs and typing pauses, then goes on in it (on the page clock)', async () => {
      const title = `Nueva sola ${language} ${width}`;
      const page = await staffPage(language, width, true);
      const sent = creates(page);
      await newPost(page, language, title);
      const status = page.locator('[data-save-status]');
      // Without a body it cannot be stored: it waits, however long the pause, and says so.
      await page.clock.runFor(60_000);
      expect(await status.innerText()).toBe(w.bodyWaits);
      expect(sent).toHaveLength(0);

      const body = page.getByLabel(w.body);
      await body.click();
      await page.keyboard.type('Primer párrafo.');
      await settleUntil(page, async () => (await status.innerText()) === w.unsaved, 'unsaved');
      await page.clock.runFor(4_900);
      expect(sent).toHaveLength(0);
      await page.clock.runFor(100);
      await settleUntil(page, async () => w.autosaved.test(await status.innerText()), 'autosaved');
      const [created, ...others] = await postsTitled(title);
      expect(others).toHaveLength(0);
      expect({ body: created.body, status: created.status, revision: created.revision }).toEqual({
        body: 'Primer párrafo.',
        status: 'draft',
        revision: 1,
      });
      // The same editor goes on as the saved draft's: its address and title, the cursor still in the body.
      await page.getByRole('heading', { name: w.editPost }).waitFor();
      expect(new URL(page.url()).searchParams.get('post')).toBe(created.id);
      expect(await focusedId(page)).toBe('post-body');

      await page.keyboard.type(' Segundo.');
      expect(await body.inputValue()).toBe('Primer párrafo. Segundo.');
      await settleUntil(page, async () => (await status.innerText()) === w.unsaved, 'unsaved again');
      await page.clock.runFor(5_000);
      await settleUntil(page, async () => w.autosaved.test(await status.innerText()), 'autosaved again');
      const updated = await post(created.id);
      expect({ body: updated.body, revision: updated.revision }).toEqual({
        body: 'Primer párrafo. Segundo.',
        revision: 2,
      });
      expect(await postsTitled(title)).toHaveLength(1);
      expect(sent).toHaveLength(1);
      // The text area's undo still works: what was typed is taken back.
      expect(await focusedId(page)).toBe('post-body');
      await page.keyboard.press('ControlOrMeta+z');
      const undone = await body.inputValue();
      expect(undone.length).toBeLessThan('Primer párrafo. Segundo.'.length);
      expect('Primer párrafo. Segundo.'.startsWith(undone)).toBe(true);
    });

    it('creates one draft when typing goes on, another pause comes and Save is pressed while its first save is on its way', async () => {
      const title = `Nueva en vuelo ${language} ${width}`;
      const page = await staffPage(language, width, true);
      const sent = creates(page);
      await newPost(page, language, title);
      const status = page.locator('[data-save-status]');
      const body = page.getByLabel(w.body);
      await body.fill('Primer párrafo.');
      const { release, arrived } = await hold(
        page,
        (url) => url.pathname === '/api/admin/blog/posts',
        'POST',
      );
      await page.clock.runFor(5_000);
      await arrived;
      await settleUntil(page, async () => (await status.innerText()) === w.autosaving, 'autosaving');

      // Typing on, a second pause and a Save while the post is being created: nothing else is created.
      await body.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Más.');
      await page.clock.runFor(5_000);
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await page.clock.runFor(5_000);
      expect(sent).toHaveLength(1);
      expect(await postsTitled(title)).toHaveLength(0);

      release();
      await settleUntil(
        page,
        async () => (await postsTitled(title))[0]?.body === 'Primer párrafo. Más.',
        'the typed text saved',
      );
      const [created, ...others] = await postsTitled(title);
      expect(others).toHaveLength(0);
      expect(created.status).toBe('draft');
      expect(sent).toHaveLength(1);
      expect(await body.inputValue()).toBe('Primer párrafo. Más.');
      expect(new URL(page.url()).searchParams.get('post')).toBe(created.id);
    });

    it('shows a refused autosave (a taken slug) beside its field and does not send it again until it changes', async () => {
      // A new post is in Spanish until its language is changed.
      const taken = await draftPost('es', `Slug ocupado ${language} ${width}`);
      const title = `Nueva con slug ${language} ${width}`;
      const page = await staffPage(language, width, true);
      const sent = creates(page);
      await newPost(page, language, title);
      await page.getByLabel(w.slug, { exact: true }).fill(taken.slug);
      const body = page.getByLabel(w.body);
      await body.fill('Primer párrafo.');
      await page.clock.runFor(5_000);
      const error = page.getByText(w.slugTaken);
      await settleUntil(page, async () => (await error.count()) === 1, 'the slug message');
      // The cursor stays where it was typing; nothing is sent again while nothing changed.
      expect(await focusedId(page)).toBe('post-body');
      await page.clock.runFor(60_000);
      expect(sent).toHaveLength(1);
      expect(await postsTitled(title)).toHaveLength(0);

      await page.getByLabel(w.slug, { exact: true }).fill(`${taken.slug}-otro`);
      await page.clock.runFor(5_000);
      await settleUntil(page, async () => (await postsTitled(title)).length === 1, 'saved once changed');
      expect(sent).toHaveLength(2);
    });

    it("overwrites nothing when a draft saves itself after someone else's save", async () => {
      const draft = await draftPost(language, `Autoguardado tarde ${language} ${width}`);
      const page = await staffPage(language, width, true);
      await openPost(page, language, draft.id);
      await stopClock(page);
      // Someone else saves it after this editor loaded it.
      const { body: full } = await staffApi<StaffPost & Record<string, unknown>>(
        site,
        `/api/admin/blog/posts/${draft.id}`,
      );
      const fields = [
        'language',
        'title',
        'slug',
        'excerpt',
        'category',
        'tags',
        'seoTitle',
        'seoDescription',
      ];
      const theirs = await staffApi(site, `/api/admin/blog/posts/${draft.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...Object.fromEntries(
            [...fields, 'seoKeywords', 'author', 'translationId', 'revision', 'cover'].map((key) => [
              key,
              full[key],
            ]),
          ),
          body: 'Lo que guardó la otra persona.',
        }),
      });
      expect(theirs.status).toBe(200);

      const body = page.getByLabel(w.body);
      await body.fill('Mi texto, que no debe perderse.');
      await page.clock.runFor(5_000);
      const conflict = page.locator('[data-post-conflict]');
      await settleUntil(page, async () => (await conflict.count()) === 1, 'the conflict message');
      expect(await conflict.innerText()).toContain(w.conflictStart);
      expect((await post(draft.id)).body).toBe('Lo que guardó la otra persona.');
      expect(await body.inputValue()).toBe('Mi texto, que no debe perderse.');
      // It does not try again and again meanwhile.
      await page.clock.runFor(60_000);
      expect((await post(draft.id)).revision).toBe(draft.revision + 1);
    });

    it('says so when someone else saved the post meanwhile: nothing overwritten, the text kept and copyable', async () => {
      const draft = await draftPost(language, `Dos personas ${language} ${width}`);
      const mine = await staffPage(language, width);
      await mine
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
      const theirs = await staffPage(language, width);
      await openPost(mine, language, draft.id);
      await openPost(theirs, language, draft.id);

      await theirs.getByLabel(w.body).fill('El texto de la otra persona.');
      await theirs.getByRole('button', { name: w.save, exact: true }).click();
      await eventuallyBody(draft.id, 'El texto de la otra persona.');

      const body = mine.getByLabel(w.body);
      await body.fill('Mi propio texto, escrito con cuidado.');
      await mine.getByRole('button', { name: w.save, exact: true }).click();
      const conflict = mine.locator('[data-post-conflict]');
      await conflict.waitFor();
      expect(await conflict.innerText()).toContain(w.conflictStart);
      // Not overwritten, not lost.
      expect((await post(draft.id)).body).toBe('El texto de la otra persona.');
      expect(await body.inputValue()).toBe('Mi propio texto, escrito con cuidado.');

      await conflict.getByRole('button', { name: w.copyMine }).click();
      await mine.waitForFunction(async () =>
        (await navigator.clipboard.readText()).includes('Mi propio texto, escrito con cuidado.'),
      );
      await conflict.getByRole('button', { name: w.reload }).click();
      await mine.waitForFunction(
        () =>
          (document.getElementById('post-body') as HTMLTextAreaElement).value ===
          'El texto de la otra persona.',
      );
      await conflict.waitFor({ state: 'detached' });
    });

    it('saves unsaved edits before scheduling, on a day typed as the panel writes dates', async () => {
      const draft = await draftPost(language, `Programada ${language} ${width}`);
      const page = await staffPage(language, width);
      await openPost(page, language, draft.id);
      await page.getByLabel(w.body).fill('El texto nuevo, que debe salir programado.');
      await page.getByText(w.savesFirst).waitFor();

      const date = page.getByLabel(w.date, { exact: true });
      expect(await date.getAttribute('placeholder')).toBe(w.dateFormat);
      await date.fill(language === 'es' ? '15/06/2030' : '06/15/2030');
      await typeTime(page, w.time, '10:30', language);

      // Edits the server refuses (no title) are not saved, so nothing is scheduled, and the panel says why.
      const title = page.getByLabel(w.title, { exact: true });
      await title.fill('');
      await page.getByRole('button', { name: w.schedule, exact: true }).click();
      await page.getByText(w.notSaved).waitFor();
      expect((await post(draft.id)).status).toBe('draft');
      await title.fill(draft.title);
      await page.getByRole('button', { name: w.schedule, exact: true }).click();
      await page.locator('[data-editor-status="scheduled"]').waitFor();
      expect((await page.locator('[data-editor-status]').innerText()).startsWith(w.scheduledStatus)).toBe(
        true,
      );
      const stored = await post(draft.id);
      expect({ body: stored.body, status: stored.status, publishAt: stored.publishAt }).toEqual({
        body: 'El texto nuevo, que debe salir programado.',
        status: 'scheduled',
        publishAt: '2030-06-15T15:30:00.000Z',
      });

      // The preview says what the post is and the date it will carry.
      if (width < 992) await page.getByText(w.preview, { exact: true }).click();
      const banner = page.locator('[data-preview-banner]');
      await page.waitForFunction(() =>
        document.querySelector('[data-preview-banner]')?.textContent?.includes('2030'),
      );
      expect(await banner.innerText()).toMatch(w.scheduledBanner);
    });

    it('formats the body with the toolbar: heading, bold, italic, list, link, quote and an uploaded image', async () => {
      const page = await staffPage(language, width);
      await open(page, '?tab=blog&post=new');
      await page.getByRole('heading', { name: w.newPost }).waitFor();
      const toolbar = page.getByRole('toolbar');
      expect(await toolbar.getByRole('button').allInnerTexts()).toEqual(w.toolbar);
      const body = page.getByLabel(w.body);
      /** Types `word` on a new line, selects it and presses the toolbar's `button`. */
      async function format(button: string, word: string) {
        await body.focus();
        await body.evaluate((field: HTMLTextAreaElement) =>
          field.setSelectionRange(field.value.length, field.value.length),
        );
        const before = await body.inputValue();
        await page.keyboard.type(`${before === '' ? '' : '\n\n'}${word}`);
        await body.evaluate((field: HTMLTextAreaElement, length: number) => {
          field.setSelectionRange(field.value.length - length, field.value.length);
        }, word.length);
        await toolbar.getByRole('button', { name: button, exact: true }).click();
      }
      const [heading, bold, italic, list, link, image, quote] = w.toolbar;
      await format(heading, 'Custodia');
      await format(bold, 'juntos');
      await format(italic, 'siempre');
      await format(list, 'uno');
      await format(link, 'juzgado');
      await format(quote, 'cita');
      expect(await body.inputValue()).toBe(
        '## Custodia\n\n**juntos**\n\n_siempre_\n\n- uno\n\n[juzgado](url)\n\n> cita',
      );

      // The image button uploads to the image library and puts the image where the cursor is.
      await body.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(0, 0));
      const chooser = page.waitForEvent('filechooser');
      await toolbar.getByRole('button', { name: image, exact: true }).click();
      await (
        await chooser
      ).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await png(800, 600) });
      await page.waitForFunction(
        (alt) =>
          (document.getElementById('post-body') as HTMLTextAreaElement).value.startsWith(`![${alt}](/media/`),
        w.imageAlt,
      );

      // The preview renders it all, under the draft's banner and the date it would carry today in Medellín.
      if (width < 992) await page.getByText(w.preview, { exact: true }).click();
      const preview = page.locator('[data-post-preview]');
      await preview.locator('h2', { hasText: 'Custodia' }).waitFor();
      expect(await preview.locator('strong').innerText()).toBe('juntos');
      expect(await preview.locator('em').innerText()).toBe('siempre');
      expect(await preview.locator('blockquote').innerText()).toBe('cita');
      expect(await preview.locator('img').getAttribute('src')).toMatch(/^\/media\//);
      const today = new Intl.DateTimeFormat(w.locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'America/Bogota',
      }).format(new Date());
      expect(await page.locator('[data-preview-banner]').innerText()).toBe(w.draftBanner(today));
      expect(await fitsWidth(page)).toBe(true);
    });
  });

  describe.each([
    ['es', 390],
    ['es', 1366],
    ['en', 390],
    ['en', 1366],
  ] as [Language, number][])('axe in %s at %i px', (language, width) => {
    const w = WORDS[language];
    it('finds nothing on the Site tab, the Blog list with a scheduled post, the editor and the leave question', async () => {
      const page = await staffPage(language, width);
      const scheduled = await draftPost(language, `Con fecha ${language} ${width}`);
      await staffApi(site, `/api/admin/blog/posts/${scheduled.id}/publish`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ at: '2030-06-15T15:30:00.000Z' }),
      });
      const findings = async () =>
        (await axeViolations(page)).map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );

      await open(page, '?tab=site');
      await page.getByLabel(w.firmName, { exact: true }).waitFor();
      expect(await findings()).toEqual([]);

      await open(page, '?tab=blog');
      await page.locator('[data-post-status="scheduled"]').first().waitFor();
      expect(await findings()).toEqual([]);

      await page.getByRole('link', { name: scheduled.title, exact: true }).click();
      await page.getByRole('toolbar').waitFor();
      await page.getByLabel(w.title, { exact: true }).fill(`${scheduled.title}!`);
      expect(await findings()).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      await page.getByRole('link', { name: w.back }).click();
      await dialog(page, language).waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
      expect(await findings()).toEqual([]);
    });
  });

  /** Waits until the server holds `body` for the post (another page's save is on its way). */
  async function eventuallyBody(id: string, body: string): Promise<void> {
    for (;;) {
      if ((await post(id)).body === body) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
});
