import sharp from 'sharp';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { fitsWidth, openSignedIn, pages, STAFF, staffApi, tabPanelHtmlErrors } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { serverDocument } from './support/server-html';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The staff panel's Site tab in the real browser against the real server: staff change the firm's facts,
// the attorney's profile and the photos, and the public pages (read without JavaScript, as the server
// renders them) show the change from the first request after the save has answered. (A save waits for the
// server's own content snapshot to reload; other servers of a fleet are backend/test/site-content-instances.)
const PHONE = '+57 311 222 3344';
const CHAT = '+57 312 555 6677';
const FACEBOOK = 'https://www.facebook.com/abogadosmedellin';
/** One page of each kind (both home pages, both contact pages), each showing the firm's phone and chat links. */
const PAGES = [
  '/',
  '/en',
  '/servicios',
  '/en/services',
  '/servicios/derecho-de-familia',
  '/en/services/criminal-law',
  '/expats-english-legal-services',
  '/abogados',
  '/en/attorney-in-medellin',
  '/blog',
  '/en/blog',
  '/blog/divorcio-en-medellin-2025',
  '/en/blog/when-you-need-a-criminal-lawyer-in-medellin',
  '/contacto',
  '/en/contact',
  '/politica-privacidad',
  '/terminos',
  '/gracias',
  '/en/thank-you',
  '/no-existe',
  '/en/no-such-page',
];

/** The telephone the page's JSON-LD gives for the firm (its LegalService node, wherever it sits). */
function structuredPhone(page: Document): string[] {
  const blocks = [...page.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => s.textContent ?? '',
  );
  const phones: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record['@type'] === 'LegalService' && typeof record.telephone === 'string')
        phones.push(record.telephone);
      Object.values(record).forEach(visit);
    }
  };
  blocks.forEach((block) => visit(JSON.parse(block)));
  return phones;
}

interface AdminSite {
  content: { version: number; firm: { phone: string; whatsapp: string } & Record<string, unknown> };
  beforeLaunch: Array<{ field: string; label: string }>;
}

/** A PNG of the given size, made here (a plain colour, which the server re-encodes like any photo). */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 110 } } })
    .png()
    .toBuffer();

describe('the Site tab of the staff panel', () => {
  const site = useSite();
  const url = (path: string) => site.server.url + path;
  const browser = pages(site);
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await browser.closeAll();
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  beforeAll(() => addStaffUser(site.server, STAFF));

  /** A context of its own, in a language. */
  async function context(from: Browser, options: Parameters<Browser['newContext']>[0]): Promise<Page> {
    const made = await from.newContext(options);
    contexts.push(made);
    return made.newPage();
  }

  /** Signed in without the form (these tests are not about logging in), then to the Site tab. */
  async function openSiteTab(page: Page): Promise<void> {
    await openSignedIn(page, site);
    await page.getByRole('tab', { name: 'Site' }).click();
    await page.getByRole('heading', { name: 'The firm' }).waitFor();
  }

  const form = (page: Page, name: string) => page.getByRole('form', { name });
  const beforeLaunchCount = async (page: Page) =>
    Number(await page.locator('[data-before-launch]').getAttribute('data-before-launch'));
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

  /** The toast titled `title` (an earlier one may still be fading out), with its message. */
  async function toast(page: Page, title: string): Promise<string> {
    const shown = page.locator('.mantine-Notification-root').filter({
      has: page.locator('.mantine-Notification-title', { hasText: title }),
    });
    await shown.last().waitFor();
    return shown.last().locator('.mantine-Notification-description').innerText();
  }

  /** Puts what a photo card has staged on the site ("Save"), and waits for the server's answer and its toast. */
  async function savePhoto(page: Page, slot: 'attorney' | 'hero'): Promise<string> {
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          new URL(response.url()).pathname === `/api/admin/site/photos/${slot}`,
      ),
      page.locator(`[data-photo-card="${slot}"]`).getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    return toast(page, 'Photo saved');
  }

  /** Waits until the panel shows the illustration in the photo slot, which it does once the server has it. */
  async function illustrationShown(page: Page, slot: 'attorney' | 'hero'): Promise<void> {
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`[data-photo-preview="${name}"]`)
          ?.getAttribute('src')
          ?.startsWith('/media/') === false,
      slot,
    );
  }

  /**
   * Saves a form: waits for the server's answer (an earlier save's toast, still fading out, says nothing of
   * this one), then for the toast that says so.
   */
  async function save(page: Page, name: string): Promise<void> {
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          new URL(response.url()).pathname.startsWith('/api/admin/site/'),
      ),
      form(page, name).getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(await toast(page, 'Saved')).toBe(`${name}: saved. The public pages show it within seconds.`);
  }

  /** The public page at `path` as the server sends it now, read as a browser without JavaScript reads it. */
  async function served(path: string): Promise<Document> {
    return (await serverDocument(url(path))).document;
  }

  const count = (page: Document, selector: string) => page.querySelectorAll(selector).length;
  /** The text a reader sees in `selector` (scripts, such as the JSON-LD, left out). */
  const text = (page: Document, selector: string) => {
    const shown = page.querySelector(selector)!.cloneNode(true) as Element;
    shown.querySelectorAll('script, style, template').forEach((hidden) => hidden.remove());
    return shown.textContent ?? '';
  };

  it('saves a new phone and chat number: every page kind shows them without JavaScript, and the before-launch list shrinks', async () => {
    const page = await browser.open();
    await openSiteTab(page);
    const before = await beforeLaunchCount(page);
    const list = page.locator('[data-before-launch]');
    expect(await list.getByRole('link', { name: 'Phone', exact: true }).isVisible()).toBe(true);
    expect(await list.getByRole('link', { name: 'WhatsApp number', exact: true }).isVisible()).toBe(true);

    // Each fact in the list leads to its field.
    await list.getByRole('link', { name: 'Phone', exact: true }).click();
    expect(await focusedId(page)).toBe('site-firm-phone');
    await list.getByRole('link', { name: 'Office address' }).click();
    expect(await focusedId(page)).toBe('site-firm-address-street');

    await page.getByLabel('Phone', { exact: true }).fill(PHONE);
    await page.getByLabel('WhatsApp number', { exact: true }).fill(CHAT);
    await save(page, 'The firm');

    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-before-launch]')?.getAttribute('data-before-launch') === expected,
      String(before - 2),
    );
    expect(await list.getByRole('link', { name: 'Phone', exact: true }).count()).toBe(0);
    expect(await list.getByRole('link', { name: 'WhatsApp number', exact: true }).count()).toBe(0);
    // The form shows what the server holds now.
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe(PHONE);
    const stored = await staffApi<AdminSite>(site, '/api/admin/site');
    expect(stored.body.content.firm).toMatchObject({ phone: PHONE, whatsapp: CHAT });

    // Asked for all at once (the server renders one while this process reads another), then checked in order.
    const documents = await Promise.all(PAGES.map(served));
    for (const [i, path] of PAGES.entries()) {
      const shown = documents[i];
      expect({ path, tel: count(shown, 'a[href="tel:+573112223344"]') > 0 }).toEqual({ path, tel: true });
      expect({ path, chat: count(shown, 'a[href^="https://wa.me/573125556677?text="]') > 0 }).toEqual({
        path,
        chat: true,
      });
      expect(text(shown, 'body')).toContain(PHONE);
      // Search engines read the same phone: every LegalService node names it, none the old one.
      expect({ path, phones: [...new Set(structuredPhone(shown))] }).toEqual({ path, phones: [PHONE] });
      expect(count(shown, 'a[href="tel:+573001234567"]')).toBe(0);
      expect(count(shown, 'a[href^="https://wa.me/573001234567"]')).toBe(0);
    }
  });

  it('shows a Facebook link in the footer once given, and no link once emptied', async () => {
    const page = await browser.open();
    await openSiteTab(page);
    const facebook = page.getByLabel('Facebook', { exact: true });
    const footerLink = `footer a[href="${FACEBOOK}"]`;

    await facebook.fill(FACEBOOK);
    await save(page, 'The firm');
    expect(count(await served('/'), footerLink)).toBe(1);

    await facebook.fill('');
    await save(page, 'The firm');
    expect(count(await served('/'), footerLink)).toBe(0);
    expect(
      await page.locator('[data-before-launch]').getByRole('link', { name: 'Facebook link' }).count(),
    ).toBe(1);
  });

  it("shows the server's message beside a bad phone, and puts the cursor in that field", async () => {
    const page = await browser.open();
    await openSiteTab(page);
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.fill('call us');
    await form(page, 'The firm').getByRole('button', { name: 'Save' }).click();
    expect(await toast(page, 'Error')).toBe('Some fields need a change: see the messages beside them.');

    await page.waitForFunction(() => document.activeElement?.id === 'site-firm-phone');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    const described = (await phone.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(
      described
        .split(' ')
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(messages).toContain('Must be a phone number with its country code, such as +57 300 123 4567.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The tab's panel as the browser holds it, errors shown, is valid HTML.
    expect(await tabPanelHtmlErrors(page, 'Site', '/admin?tab=site')).toEqual([]);
  });

  it('tells staff when someone changed the content meanwhile, and loads what is there now', async () => {
    const page = await browser.open();
    await openSiteTab(page);
    // Someone else saves the data controller after this page loaded the content.
    const { body } = await staffApi<AdminSite & { content: { controller: Record<string, string> } }>(
      site,
      '/api/admin/site',
    );
    const changed = await staffApi(site, '/api/admin/site/controller', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...body.content.controller,
        taxId: '900.123.456-7',
        version: body.content.version,
      }),
    });
    expect(changed.status).toBe(200);

    await page.getByLabel('Legal representative').fill('Laura Restrepo');
    await form(page, 'Data controller').getByRole('button', { name: 'Save' }).click();
    expect(await toast(page, 'Changed meanwhile')).toBe(
      'Someone changed the site content since you opened it. The latest version has been loaded: check it and save again.',
    );
    const taxId = page.getByLabel('Tax ID (NIT)');
    await page.waitForFunction(
      () =>
        (document.getElementById('site-controller-taxId') as HTMLInputElement | null)?.value ===
        '900.123.456-7',
    );
    expect(await taxId.inputValue()).toBe('900.123.456-7');
    // Saved again on the content now loaded, it goes through.
    await page.getByLabel('Legal representative').fill('Laura Restrepo');
    await save(page, 'Data controller');
  });

  it("changes the attorney's name: the attorney page shows it without JavaScript", async () => {
    const page = await browser.open();
    await openSiteTab(page);
    await page.getByLabel('Name', { exact: true }).fill('Dra. Ana María Gómez');
    await save(page, 'The attorney');
    expect(text(await served('/abogados'), 'main')).toContain('Dra. Ana María Gómez');
    const english = await served('/en/attorney-in-medellin');
    expect(text(english, 'main')).toContain('Dra. Ana María Gómez');
    expect(english.title).toBeTruthy();
  });

  it('refuses a file over 20 MB before sending it, and says why an image too small was refused, in words of its own', async () => {
    const page = await browser.open();
    await openSiteTab(page);
    const upload = page.getByLabel('Upload a photo').first();
    const uploads: string[] = [];
    // Uploads only: the Site tab also reads the image list (GET) from the same path.
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/images' && request.method() !== 'GET')
        uploads.push(request.method());
    });

    await upload.setInputFiles({
      name: 'large.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
    });
    const message = page.getByRole('alert').filter({ hasText: '20 MB' });
    expect(await message.innerText()).toBe(
      'The image is larger than 20 MB. Choose a smaller one, or send it from the phone at a lower size.',
    );
    expect(await upload.getAttribute('aria-invalid')).toBe('true');
    expect(uploads).toEqual([]);

    await upload.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await png(20, 20) });
    await page.getByRole('alert').filter({ hasText: 'The image must be at least 200×200 pixels.' }).waitFor();
    expect(uploads).toEqual(['POST']);
  });

  it("uploads the attorney's photo: the attorney page shows it without JavaScript, from /media/", async () => {
    const page = await browser.open();
    await openSiteTab(page);
    await page
      .getByLabel('Upload a photo')
      .first()
      .setInputFiles({
        name: 'retrato.png',
        mimeType: 'image/png',
        buffer: await png(900, 1000),
      });
    const preview = page.locator('[data-focus-picker="attorney"]');
    await preview.waitFor();
    expect(await savePhoto(page, 'attorney')).toBe(
      "Attorney's photo: saved. The public pages show it within seconds.",
    );
    expect(await preview.getAttribute('src')).toMatch(/^\/media\//);
    expect(
      await page.locator('[data-before-launch]').getByRole('link', { name: "Attorney's photo" }).count(),
    ).toBe(0);

    const img = (await served('/abogados')).querySelector('main img[src^="/media/"]');
    expect(img?.getAttribute('srcset')).toMatch(/\/media\/[^ ]+ \d+w/);

    // Back to the illustration.
    await page.getByRole('button', { name: 'Use the illustration' }).first().click();
    await savePhoto(page, 'attorney');
    await illustrationShown(page, 'attorney');
    expect(count(await served('/abogados'), 'main img[src^="/media/"]')).toBe(0);
  });

  it("uploads the home page's photo: both home pages show it without JavaScript, from /media/, in place of the illustration", async () => {
    const page = await browser.open();
    await openSiteTab(page);
    await page
      .getByLabel('Upload a photo')
      .last()
      .setInputFiles({ name: 'oficina.png', mimeType: 'image/png', buffer: await png(1600, 1000) });
    await page.locator('[data-focus-picker="hero"]').waitFor();
    expect(await savePhoto(page, 'hero')).toBe(
      "Home page's photo: saved. The public pages show it within seconds.",
    );
    expect(await page.locator('[data-focus-picker="hero"]').getAttribute('src')).toMatch(/^\/media\//);

    for (const [path, alt] of [
      ['/', 'Foto de '],
      ['/en', 'Photo of '],
    ] as const) {
      const home = await served(path);
      const img = home.querySelector('main img[src^="/media/"]');
      expect({ path, srcset: img?.getAttribute('srcset') }).toEqual({
        path,
        srcset: expect.stringMatching(/\/media\/[^ ]+\.webp \d+w/),
      });
      expect(img?.getAttribute('alt')).toMatch(new RegExp(`^${alt}`));
      expect(count(home, 'img[src="/images/hero-medellin.svg"]')).toBe(0);
    }

    // The home page's card is the last one, whether or not the attorney's has a photo (and so this button).
    await page.getByRole('button', { name: 'Use the illustration' }).last().click();
    await savePhoto(page, 'hero');
    await illustrationShown(page, 'hero');
    expect(count(await served('/'), 'main img[src="/images/hero-medellin.svg"]')).toBe(1);
  });

  it('speaks Spanish when the panel is in Spanish', async () => {
    const page = await context(site.browser, { locale: 'es-CO', viewport: { width: 1280, height: 900 } });
    await openSignedIn(page, site);
    await page.getByRole('tab', { name: 'Sitio' }).click();
    await page.getByRole('heading', { name: 'La firma' }).waitFor();
    for (const label of ['Teléfono', 'Número de WhatsApp', 'Correo electrónico', 'Razón social', 'NIT']) {
      expect(await page.getByLabel(label, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByText('Antes del lanzamiento').isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Español' }).count()).toBeGreaterThan(0);
    expect(await form(page, 'El abogado').getByRole('button', { name: 'Guardar' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Usar la ilustración' }).count()).toBe(2);
  });

  it('fits a 390 px phone: one column, no sideways scroll, and axe finds nothing serious', async () => {
    const page = await browser.open(390);
    await openSiteTab(page);
    expect(await fitsWidth(page)).toBe(true);
    // One column: the phone and the chat number are one above the other.
    const phone = await page.getByLabel('Phone', { exact: true }).boundingBox();
    const chat = await page.getByLabel('WhatsApp number', { exact: true }).boundingBox();
    expect(chat!.y).toBeGreaterThan(phone!.y + phone!.height);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
