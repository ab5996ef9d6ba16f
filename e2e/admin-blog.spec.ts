import sharp from 'sharp';
import { type Locator, type Page } from 'playwright-core';
import {
  fitsWidth,
  openSignedIn,
  pages,
  STAFF,
  staffApi,
  tabPanelHtmlErrors,
  typeTime,
} from './support/admin';
import { axeViolations } from './support/axe';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The staff panel's Blog tab in the real browser against the real server: staff write a post with a cover,
// see its Markdown rendered as they type, publish and schedule it, link its translation, change its slug,
// take it back to draft, bring back an earlier save and delete it.

interface StaffPost {
  id: string;
  language: 'es' | 'en';
  slug: string;
  title: string;
  status: 'draft' | 'scheduled' | 'published';
  publishAt: string | null;
  path: string;
  previewPath: string;
  revision: number;
  translationId: string | null;
  cover: { imageId: string | null; alt: string; src: string } | null;
  author: string;
}

interface PublicSite {
  attorney: { name: string };
  blog: { posts: Array<{ id: string; slug: string; title: string }>; redirects: Record<string, string> };
}

/** A PNG of the given size, made here (a plain colour, which the server re-encodes like any photo). */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .png()
    .toBuffer();

const BODY = '## Custodia compartida\n\nLos padres deciden **juntos**.\n\n<script>alert("x")</script>';

/** Every axe finding, whatever its impact, as "rule: selectors" lines (empty when clean). */
async function axeFindings(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('the Blog tab of the staff panel', () => {
  const site = useSite();
  const browser = pages(site);
  afterEach(() => browser.closeAll());
  beforeAll(() => addStaffUser(site.server, STAFF));

  const publicSite = async (): Promise<PublicSite> =>
    (await (await fetch(`${site.server.url}/api/site`)).json()) as PublicSite;
  /** What the server sends a visitor (the complete page: no JavaScript needed), which must be a 200. */
  const publicHtml = async (path: string): Promise<string> => {
    const answer = await fetch(site.server.url + path);
    expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    return answer.text();
  };
  const staffPost = async (id: string) =>
    (await staffApi<StaffPost>(site, `/api/admin/blog/posts/${id}`)).body;
  const postIdInUrl = (page: Page) => new URL(page.url()).searchParams.get('post') ?? '';

  /** Signed in without the form (these tests are not about logging in), then to the Blog tab. */
  async function openBlogTab(page: Page): Promise<void> {
    await openSignedIn(page, site);
    await page.getByRole('tab', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'New post' }).waitFor();
  }

  /**
   * Clicks `button` and returns the message of the toast titled `title` that the click brings. Toasts already
   * shown are marked first: an earlier one with the same title may still be on screen (or fading out).
   */
  async function toast(page: Page, button: Locator, title: string): Promise<string> {
    const notifications = page.locator('.mantine-Notification-root');
    await notifications.evaluateAll((shown) => shown.forEach((toast) => toast.setAttribute('data-seen', '')));
    await button.click();
    const fresh = page.locator('.mantine-Notification-root:not([data-seen])').filter({
      has: page.locator('.mantine-Notification-title', { hasText: title }),
    });
    await fresh.waitFor();
    return fresh.locator('.mantine-Notification-description').innerText();
  }

  /** Saves the post and waits for the toast naming it (the previous save's toast may still be fading out). */
  const save = async (page: Page, title: string) => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = `"${title}" saved.`;
    const shown = page.locator('.mantine-Notification-description').filter({ hasText: message });
    await shown.waitFor();
    expect(await shown.innerText()).toBe(message);
  };

  /** The messages an input's aria-describedby points at. */
  async function describedBy(page: Page, label: string): Promise<string[]> {
    const ids = ((await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '')
      .split(' ')
      .filter(Boolean);
    return Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  }

  /** Opens a post of the list by its title, and waits for its editor. */
  async function openPost(page: Page, title: string): Promise<void> {
    await page.getByRole('link', { name: 'Back to the posts' }).click();
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { name: 'Edit post' }).waitFor();
  }

  it('writes, publishes, schedules, translates, renames, unpublishes, restores and deletes a post', async () => {
    const page = await browser.open();
    await openBlogTab(page);
    // The three launch posts are listed, with their language and status.
    const list = page.getByRole('list', { name: 'Posts' });
    expect(await list.locator('[data-post]').count()).toBeGreaterThanOrEqual(3);
    expect(await list.locator('[data-post-status="published"]').count()).toBeGreaterThanOrEqual(3);
    await page.getByLabel('Language', { exact: true }).selectOption('en');
    expect(await list.locator('[data-post-language="es"]').count()).toBe(0);
    expect(await list.locator('[data-post-language="en"]').count()).toBeGreaterThanOrEqual(1);

    await page.getByRole('button', { name: 'New post' }).click();
    await page.getByRole('heading', { name: 'New post' }).waitFor();
    // The author is the attorney, as the site content names them.
    const { attorney } = await publicSite();
    expect(await page.getByLabel('Author', { exact: true }).inputValue()).toBe(attorney.name);

    await page.getByLabel('Excerpt').fill('Qué es la custodia compartida y cómo se acuerda en Medellín.');
    await page.getByLabel('Category').fill('Derecho de Familia');
    await page.getByLabel('Tags').fill('custodia, familia');
    await page.getByLabel('Body (Markdown)').fill(BODY);
    // The live preview renders the Markdown as the server will, raw HTML shown as text.
    const preview = page.locator('[data-post-preview]');
    await preview.locator('h2', { hasText: 'Custodia compartida' }).waitFor();
    expect(await preview.locator('strong').innerText()).toBe('juntos');
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.innerText()).toContain('<script>alert("x")</script>');
    // Side by side on a wide screen, the preview's headings and all.
    expect(await page.getByLabel('Body (Markdown)').isVisible()).toBe(true);
    expect(await axeFindings(page)).toEqual([]);

    await page.getByLabel('Upload a cover image').setInputFiles({
      name: 'portada.png',
      mimeType: 'image/png',
      buffer: await png(1200, 800),
    });
    const cover = page.locator('[data-cover-preview]');
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(/^\/media\//);
    await page.getByLabel('Describe the image (alt text)').fill('Dos padres con su hija en un parque');

    // An image in the text: uploaded, put where the cursor is with its alt text selected to be written over.
    const body = page.getByLabel('Body (Markdown)');
    await body.focus();
    await body.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(0, 0));
    await page.getByLabel('Insert an image in the text').setInputFiles({
      name: 'plano.png',
      mimeType: 'image/png',
      buffer: await png(900, 600),
    });
    await page.waitForFunction(() =>
      /^!\[Describe the image\]\(\/media\/[\w-]+\/\d+\.webp\)\n\n/.test(
        (document.getElementById('post-body') as HTMLTextAreaElement).value,
      ),
    );
    await page.keyboard.type('Plano del juzgado');
    expect(await body.inputValue()).toMatch(/^!\[Plano del juzgado\]\(\/media\/[\w-]+\/\d+\.webp\)\n\n## /);
    expect(await preview.locator('img[alt="Plano del juzgado"]').getAttribute('src')).toMatch(/^\/media\//);

    // No title: the server's message is beside the field, which gets the focus.
    expect(await toast(page, page.getByRole('button', { name: 'Save', exact: true }), 'Error')).toBe(
      'Some fields need a change: see the messages beside them.',
    );
    await page.waitForFunction(() => document.activeElement?.id === 'post-title');
    expect(await page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(page, 'Title')).toContain('Cannot be empty.');
    // The editor as the browser holds it, preview and message shown, is valid HTML.
    expect(await tabPanelHtmlErrors(page, 'Blog', '/admin?tab=blog&post=new')).toEqual([]);

    const title = 'Custodia compartida en Medellín';
    await page.getByLabel('Title', { exact: true }).fill(title);
    await save(page, title);
    await page.getByRole('heading', { name: 'Edit post' }).waitFor();
    const id = postIdInUrl(page);
    let stored = await staffPost(id);
    expect(stored).toMatchObject({
      title,
      language: 'es',
      status: 'draft',
      slug: 'custodia-compartida-en-medellin',
    });
    expect(stored.cover).toMatchObject({ alt: 'Dos padres con su hija en un parque' });
    expect(stored.cover?.imageId).toMatch(/\S/);
    expect(await page.getByRole('link', { name: 'Preview (opens in a new tab)' }).getAttribute('href')).toBe(
      stored.previewPath,
    );

    // 23:00 on the last day of 9999 in Medellín is the year 10000 in UTC: refused, said under the form.
    await page.getByLabel('Date', { exact: true }).fill('9999-12-31');
    await typeTime(page, 'Time (Medellín)', '23:00', 'en');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const refused = page.getByRole('form', { name: 'Schedule' }).getByRole('alert');
    expect(await refused.innerText()).toBe('Is not a valid date and time.');
    expect((await staffPost(id)).status).toBe('draft');

    // Scheduled at 10:30 in Medellín: 15:30 UTC.
    await page.getByLabel('Date', { exact: true }).fill('2030-06-15');
    await typeTime(page, 'Time (Medellín)', '10:30', 'en');
    expect(
      await toast(page, page.getByRole('button', { name: 'Schedule', exact: true }), 'Scheduled'),
    ).toMatch(/^"Custodia compartida en Medellín" goes live on June 15, 2030/);
    expect((await staffPost(id)).publishAt).toBe('2030-06-15T15:30:00.000Z');
    await page.locator('[data-editor-status="scheduled"]').waitFor();
    expect(await toast(page, page.getByRole('button', { name: 'Publish now' }), 'Published')).toBe(
      `"${title}" is on the site.`,
    );
    await page.locator('[data-editor-status="published"]').waitFor();
    stored = await staffPost(id);
    expect(stored.status).toBe('published');
    expect(
      await page.getByRole('link', { name: 'View on the site (opens in a new tab)' }).getAttribute('href'),
    ).toBe(stored.path);
    // Live at its URL: the whole page in the HTML the server sends, and in its language's list.
    expect(await publicHtml(stored.path)).toContain(`>${title}</h1>`);
    expect(await publicHtml('/blog')).toContain(`href="${stored.path}"`);

    // The English translation, linked to it.
    await page.getByRole('link', { name: 'Back to the posts' }).click();
    await page.getByRole('button', { name: 'New post' }).click();
    // The list's language filter has the same label: wait for the editor before choosing its language.
    await page.getByRole('heading', { name: 'New post' }).waitFor();
    await page.getByLabel('Language', { exact: true }).selectOption('en');
    await page.getByLabel('Translation').selectOption({ label: title });
    const english = 'Shared custody in Medellín';
    await page.getByLabel('Title', { exact: true }).fill(english);
    await page.getByLabel('Excerpt').fill('What shared custody is and how parents agree on it.');
    await page.getByLabel('Category').fill('Family Law');
    await page.getByLabel('Body (Markdown)').fill('## Shared custody\n\nBoth parents decide.');
    await save(page, english);
    await page.getByRole('heading', { name: 'Edit post' }).waitFor();
    const englishId = postIdInUrl(page);
    expect((await staffPost(englishId)).translationId).toBe(id);
    expect((await staffPost(id)).translationId).toBe(englishId);
    expect(await toast(page, page.getByRole('button', { name: 'Publish now' }), 'Published')).toBe(
      `"${english}" is on the site.`,
    );
    const englishPath = (await staffPost(englishId)).path;

    // Each at its URL, in its list, in the sitemap naming the other, and in its language's feed.
    expect(await publicHtml(englishPath)).toContain(`>${english}</h1>`);
    expect(await publicHtml('/en/blog')).toContain(`href="${englishPath}"`);
    for (const path of [stored.path, englishPath]) {
      const html = await publicHtml(path);
      // Absolute links use the site's public URL, not the test server's address.
      expect(html).toMatch(new RegExp(`hreflang="es" href="https?://[^/"]+${stored.path}"`));
      expect(html).toMatch(new RegExp(`hreflang="en" href="https?://[^/"]+${englishPath}"`));
    }
    const sitemap = await publicHtml('/sitemap.xml');
    const entry = (path: string) =>
      new RegExp(`<url>\\s*<loc>https?://[^/<]+${path}</loc>[\\s\\S]*?</url>`).exec(sitemap)?.[0] ?? '';
    expect(entry(stored.path)).toMatch(new RegExp(`hreflang="en" href="https?://[^/"]+${englishPath}"`));
    expect(entry(englishPath)).toMatch(new RegExp(`hreflang="es" href="https?://[^/"]+${stored.path}"`));
    expect(await publicHtml('/blog/feed.xml')).toContain(`<title>${title}</title>`);
    expect(await publicHtml('/en/blog/feed.xml')).toContain(`<title>${english}</title>`);

    // A new title and slug: the old address is kept, redirecting to the new one.
    await openPost(page, title);
    const renamed = 'Custodia compartida: guía 2026';
    await page.getByLabel('Title', { exact: true }).fill(renamed);
    await page.getByLabel('Slug').fill('custodia-compartida-guia');
    expect(await page.locator('[data-public-url]').innerText()).toBe(
      `${site.server.url}/blog/custodia-compartida-guia`,
    );
    await save(page, renamed);
    const moved = await fetch(`${site.server.url}/blog/custodia-compartida-en-medellin`, {
      redirect: 'manual',
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/custodia-compartida-guia');
    expect(await publicHtml('/blog/custodia-compartida-guia')).toContain(`>${renamed}</h1>`);
    expect(await toast(page, page.getByRole('button', { name: 'Unpublish' }), 'Unpublished')).toBe(
      `"${renamed}" is a draft again; its page is gone from the site.`,
    );
    await page.locator('[data-editor-status="draft"]').waitFor();
    const gone = await fetch(`${site.server.url}/blog/custodia-compartida-guia`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('Post no encontrado');

    // The first save comes back: its title is in the editor again.
    await page.getByRole('button', { name: 'Restore revision 1' }).click();
    const restoreDialog = page.getByRole('dialog', { name: 'Restore this revision?' });
    expect(await toast(page, restoreDialog.getByRole('button', { name: 'Restore' }), 'Restored')).toBe(
      'Revision 1 restored.',
    );
    await page.waitForFunction(
      (expected) => (document.getElementById('post-title') as HTMLInputElement | null)?.value === expected,
      title,
    );
    expect((await staffPost(id)).title).toBe(title);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete this post?' });
    expect(await toast(page, deleteDialog.getByRole('button', { name: 'Delete' }), 'Deleted')).toBe(
      `"${title}" deleted.`,
    );
    await page.getByRole('button', { name: 'New post' }).waitFor();
    expect(await page.getByRole('link', { name: title, exact: true }).count()).toBe(0);
    expect((await staffApi(site, `/api/admin/blog/posts/${id}`)).status).toBe(404);
    // Its old link says it is not there, a click away from the list.
    await page.goto(`${site.server.url}/admin?tab=blog&post=${id}`);
    await page.getByText(/^404: /).waitFor();
    await page.getByRole('button', { name: 'Back to the posts' }).click();
    await page.getByRole('button', { name: 'New post' }).waitFor();
  }, 180_000);

  it('says when someone saved the post meanwhile, and loads their version on request; a taken slug is named beside its field', async () => {
    const page = await browser.open();
    await openBlogTab(page);
    const { body: posts } = await staffApi<StaffPost[]>(site, '/api/admin/blog/posts');
    const seeded = posts.find((post) => post.language === 'es')!;
    await page.getByRole('link', { name: seeded.title, exact: true }).click();
    await page.getByRole('heading', { name: 'Edit post' }).waitFor();

    // Someone else saves it (a new title) after this editor loaded it.
    const { body: full } = await staffApi<StaffPost & Record<string, unknown>>(
      site,
      `/api/admin/blog/posts/${seeded.id}`,
    );
    const theirs = `${seeded.title} (revisado)`;
    const fields = ['language', 'slug', 'excerpt', 'body', 'category', 'tags', 'seoTitle', 'seoDescription'];
    const changed = await staffApi(site, `/api/admin/blog/posts/${seeded.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...Object.fromEntries(
          [...fields, 'seoKeywords', 'author', 'translationId', 'revision'].map((key) => [key, full[key]]),
        ),
        cover: full.cover && { imageId: full.cover.imageId, alt: full.cover.alt },
        title: theirs,
      }),
    });
    expect(changed.status).toBe(200);

    await page.getByLabel('Excerpt').fill('Otro resumen.');
    expect(
      await toast(page, page.getByRole('button', { name: 'Save', exact: true }), 'Changed meanwhile'),
    ).toMatch(/^Someone else saved this post while you were writing\. Nothing was overwritten/);
    await page.getByRole('button', { name: 'Load their version (replaces what you typed)' }).click();
    await page.waitForFunction(
      (expected) => (document.getElementById('post-title') as HTMLInputElement | null)?.value === expected,
      theirs,
    );

    // Another post of the language has that slug: the server's message is beside the slug.
    const other = posts.find((post) => post.language === 'es' && post.id !== seeded.id)!;
    await page.getByLabel('Slug').fill(other.slug);
    expect(await toast(page, page.getByRole('button', { name: 'Save', exact: true }), 'Error')).toBe(
      'Some fields need a change: see the messages beside them.',
    );
    await page.waitForFunction(() => document.activeElement?.id === 'post-slug');
    expect(await describedBy(page, 'Slug')).toContain(
      'Another post in this language has this slug: choose another.',
    );
  });

  it('fits a 390 px phone with a Write/Preview switch, and axe finds no violations in the list or the editor', async () => {
    const page = await browser.open(390);
    await openBlogTab(page);
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeFindings(page)).toEqual([]);

    const { body: posts } = await staffApi<StaffPost[]>(site, '/api/admin/blog/posts');
    await page.getByRole('link', { name: posts[0].title, exact: true }).click();
    await page.getByRole('heading', { name: 'Edit post' }).waitFor();
    await page.getByRole('heading', { name: 'Revisions' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    // Fields one above the other.
    const title = await page.getByLabel('Title', { exact: true }).boundingBox();
    const slug = await page.getByLabel('Slug').boundingBox();
    expect(slug!.y).toBeGreaterThan(title!.y + title!.height);

    // One at a time: the text, or its preview.
    const body = page.getByLabel('Body (Markdown)');
    expect(await body.isVisible()).toBe(true);
    expect(await page.locator('[data-post-preview]').count()).toBe(0);
    await page.getByText('Preview', { exact: true }).click();
    await page.locator('[data-post-preview] h2').first().waitFor();
    expect(await body.isVisible()).toBe(false);
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await page.getByText('Write', { exact: true }).click();
    await body.waitFor();

    await page.getByRole('link', { name: 'Back to the posts' }).click();
    await page.getByRole('button', { name: 'New post' }).click();
    await page.getByRole('heading', { name: 'New post' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
  });

  it('speaks Spanish when the panel is in Spanish', async () => {
    const context = await site.browser.newContext({
      locale: 'es-CO',
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      await openSignedIn(page, site);
      await page.getByRole('tab', { name: 'Blog' }).click();
      await page.getByRole('button', { name: 'Nueva publicación' }).click();
      await page.getByRole('heading', { name: 'Nueva publicación' }).waitFor();
      for (const label of [
        'Título',
        'Extracto',
        'Cuerpo (Markdown)',
        'Categoría',
        'Etiquetas',
        'Autor',
        'Traducción',
      ]) {
        expect(await page.getByLabel(label, { exact: true }).count()).toBe(1);
      }
      expect(await page.getByRole('button', { name: 'Guardar' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
