import { CONSULTATION_FIELDS, CONSULTATION_MESSAGES } from '@abogados/shared';
import { type BrowserContext, type Page, type Request } from 'playwright-core';
import { fillConsultationForm } from './support/consultation';
import { startApp } from './support/app-start';
import { useSite } from './support/site';

// The prerendered form is on screen before its code. A visitor who presses "Send" or the chat button
// in that window gets what a later click gets: the form's code is held here until the test lets it go,
// the click is made meanwhile, and what follows is checked.

type Language = 'es' | 'en';
const HOME: Record<Language, string> = { es: '/', en: '/en' };

// SPEC §5: the same Spanish messages on every page.
const MESSAGES = CONSULTATION_FIELDS.map((field) => CONSULTATION_MESSAGES[field]);

const THANK_YOU: Record<Language, string> = { es: '/gracias', en: '/en/thank-you' };

const SUCCESS: Record<Language, string> = { es: '¡Mensaje enviado!', en: 'Message sent!' };

/** The form's code (formik, yup, the API client): the chunk the consultation form hydrates with. */
const FORM_CHUNK = /\/assets\/live-form-[^/]*\.js$/;

const WHATSAPP_CLICK = [
  'event',
  'whatsapp_click',
  { event_category: 'contact', event_label: 'consultation_form' },
];

describe('the first click on the consultation form section, before its code has arrived', () => {
  const site = useSite();

  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /**
   * Opens a home page with window.gtag recording every call and the form's code held: `requested`
   * resolves once the browser has asked for it, `release()` lets it through.
   */
  async function openWithFormHeld(language: Language) {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await context.addInitScript(() => {
      const w = window as unknown as { gtagCalls: unknown[][]; gtag: (...args: unknown[]) => void };
      w.gtagCalls = [];
      w.gtag = (...args) => w.gtagCalls.push(args);
    });
    let answer!: (outcome: 'deliver' | 'fail') => void;
    const gate = new Promise<'deliver' | 'fail'>((done) => (answer = done));
    const release = () => answer('deliver');
    /** The connection drops instead: the form's code never arrives. */
    const fail = () => answer('fail');
    let requested!: () => void;
    const asked = new Promise<void>((done) => (requested = done));
    await context.route(FORM_CHUNK, async (route) => {
      requested();
      if ((await gate) === 'fail') await route.abort('connectionreset');
      else await route.fallback();
    });
    const page = await context.newPage();
    await page.goto(site.server.url + HOME[language], { waitUntil: 'load' });
    // The page's own script runs (it holds early submits); the pointer moving onto the page brings the app,
    // which hydrates what is not deferred: the header.
    await startApp(page);
    return { page, release, fail, asked };
  }

  const section = (page: Page) => page.locator('#formulario-consulta');
  const form = (page: Page) => section(page).locator('form');
  const submit = (page: Page) => section(page).locator('button[type="submit"]');
  const hydrated = (page: Page) => section(page).locator('form[data-hydrated]').waitFor();
  const isContactPost = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact';

  function gtagEvents(page: Page, name: string): Promise<unknown[][]> {
    return page.evaluate(
      (event) =>
        (window as unknown as { gtagCalls: unknown[][] }).gtagCalls.filter(([, called]) => called === event),
      name,
    );
  }

  /** The messages under the fields: what each invalid control's aria-describedby points to. */
  function fieldMessages(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      [...document.querySelectorAll('#formulario-consulta [aria-invalid="true"]')].map((control) =>
        (control.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      ),
    );
  }

  it.each(['es', 'en'] as const)(
    'an empty form sent before its code shows the six messages once the code is in (%s)',
    async (language) => {
      const { page, release, asked } = await openWithFormHeld(language);
      await submit(page).click();
      await asked;
      // The click was made while the form was not React's, and it has not posted the page anywhere.
      expect(await form(page).getAttribute('data-hydrated')).toBeNull();
      expect(new URL(page.url()).pathname).toBe(HOME[language]);

      release();
      await hydrated(page);
      await page.waitForFunction(
        () => document.querySelectorAll('#formulario-consulta [aria-invalid="true"]').length === 6,
      );
      expect((await fieldMessages(page)).sort()).toEqual([...MESSAGES].sort());
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('consulta-nombre');
    },
  );

  it.each(['es', 'en'] as const)(
    'a filled form sent before its code sends exactly one request, with what was typed (%s)',
    async (language) => {
      const { page, release, asked } = await openWithFormHeld(language);
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (isContactPost(request)) posts.push(request);
      });
      const nombre = `Primer clic ${language} ${Date.now()}`;
      await section(page).scrollIntoViewIfNeeded();
      await asked;
      await fillConsultationForm(page, { nombre, email: 'primer.clic@example.com', tipo_caso: 'penal' });
      // Twice, as an impatient visitor would: still one request.
      await submit(page).click();
      await submit(page).click();
      expect(await form(page).getAttribute('data-hydrated')).toBeNull();
      expect(posts).toHaveLength(0);

      const answered = page.waitForResponse((response) => isContactPost(response.request()));
      release();
      expect((await answered).status()).toBe(201);
      await page.locator('.mantine-Notification-root', { hasText: SUCCESS[language] }).waitFor();
      expect(posts).toHaveLength(1);
      expect(posts[0].postDataJSON()).toEqual(
        expect.objectContaining({
          nombre,
          email: 'primer.clic@example.com',
          tipo_caso: 'penal',
          consent: true,
        }),
      );
      expect(await gtagEvents(page, 'form_submit')).toHaveLength(1);
    },
  );

  it.each(['es', 'en'] as const)(
    'a filled form sent while its code fails to arrive is posted by the browser and stored (%s)',
    async (language) => {
      const { page, fail, asked } = await openWithFormHeld(language);
      const nombre = `Sin código ${language} ${Date.now()}`;
      await section(page).scrollIntoViewIfNeeded();
      await asked;
      await fillConsultationForm(page, { nombre, email: 'sin.codigo@example.com' });
      await submit(page).click();
      expect(new URL(page.url()).pathname).toBe(HOME[language]);

      // The held click goes out as the form's HTML says once the code is known to be lost.
      const posted = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/contact/form',
      );
      fail();
      expect((await posted).status()).toBe(303);
      await page.waitForURL(site.server.url + THANK_YOU[language]);
      expect(await form(page).count()).toBe(0);
    },
  );

  it.each(['es', 'en'] as const)(
    'a chat click before the code is tracked once, opens the chat, and a later one counts once more (%s)',
    async (language) => {
      const { page, release, asked } = await openWithFormHeld(language);
      // The chat opens in a new tab; answer it here instead of going out to the internet.
      await page
        .context()
        .route('https://wa.me/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/plain', body: 'chat' }),
        );
      const chat = section(page).locator('a[target="_blank"][href^="https://wa.me/"]');
      await chat.scrollIntoViewIfNeeded();
      await asked;
      const opened = page.context().waitForEvent('page');
      await chat.click();
      const tab = await opened;
      await tab.waitForLoadState();
      expect(new URL(tab.url()).host).toBe('wa.me');
      await tab.close();
      expect(await form(page).getAttribute('data-hydrated')).toBeNull();
      expect(await gtagEvents(page, 'whatsapp_click')).toEqual([WHATSAPP_CLICK]);

      // Once the section is React's, a click is still counted once, not twice.
      release();
      await hydrated(page);
      const openedAgain = page.context().waitForEvent('page');
      await chat.click();
      await (await openedAgain).close();
      expect(await gtagEvents(page, 'whatsapp_click')).toEqual([WHATSAPP_CLICK, WHATSAPP_CLICK]);
    },
  );
});
