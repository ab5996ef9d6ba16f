import { CONSULTATION_FIELDS, CONSULTATION_MESSAGES, type ConsultationField } from '@abogados/shared';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BrowserContext, type Page } from 'playwright-core';
import { newContact, staffApi, STAFF } from './support/admin';
import { fillConsultationForm } from './support/consultation';
import { PUBLIC_DIR } from './support/routes';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The consultation form when the page's JavaScript never runs: switched off in the browser, or the entry
// script failing to load. The browser then posts the form itself, and the server answers with pages.

type Language = 'es' | 'en';

/** SPEC §5: the message each field shows when it is left empty. */
const MESSAGES = Object.fromEntries(
  CONSULTATION_FIELDS.map((field) => [field, CONSULTATION_MESSAGES[field]]),
) as Record<ConsultationField, string>;

const PAGES = {
  es: {
    form: '/',
    submit: 'Enviar consulta',
    thankYou: '/gracias',
    heading: '¡Gracias! Recibimos tu solicitud',
    next: 'Te contactaremos en menos de 60 minutos',
    summary: 'Revisa estos campos',
  },
  en: {
    form: '/en',
    submit: 'Send request',
    thankYou: '/en/thank-you',
    heading: 'Thank you! We received your request',
    next: "We'll contact you within 60 minutes",
    summary: 'Please check these fields',
  },
} as const;

/** The entry script every page loads first: without it nothing hydrates and no submit is intercepted. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"/.exec(
  readFileSync(resolve(PUBLIC_DIR, 'index.html'), 'utf8'),
)![1];

const MODES: Record<string, (context: BrowserContext) => Promise<void>> = {
  'JavaScript switched off': async () => undefined,
  'the entry script failing to load': async (context) => {
    await context.route(`**${ENTRY_SCRIPT}`, (route) => route.abort('connectionreset'));
  },
};

interface StoredContact {
  id: number;
  email: string;
  nombre: string;
}

describe.each(Object.keys(MODES))('the consultation form with %s', (mode) => {
  const site = useSite();
  let context: BrowserContext;

  beforeAll(() => addStaffUser(site.server, STAFF));
  beforeEach(async () => {
    context = await site.browser.newContext({
      javaScriptEnabled: mode !== 'JavaScript switched off',
      viewport: { width: 1280, height: 900 },
    });
    await MODES[mode](context);
  });
  afterEach(() => context.close());

  async function openForm(language: Language): Promise<Page> {
    const page = await context.newPage();
    const entryFailed =
      mode === 'JavaScript switched off'
        ? null
        : page.waitForEvent('requestfailed', (request) => request.url().endsWith(ENTRY_SCRIPT));
    await page.goto(site.server.url + PAGES[language].form);
    // The script was asked for and never arrived, so the page stays the prerendered HTML.
    if (entryFailed) await entryFailed;
    return page;
  }

  async function send(page: Page, language: Language) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact/form')),
      page.getByRole('button', { name: PAGES[language].submit }).click(),
    ]);
    await page.waitForLoadState('domcontentloaded');
    return response;
  }

  it.each(['es', 'en'] as const)(
    'sends a filled %s form and lands on the thank-you page',
    async (language) => {
      const page = await openForm(language);
      const contact = newContact();
      await fillConsultationForm(page, contact);
      const response = await send(page, language);
      expect(response.status()).toBe(303);

      const copy = PAGES[language];
      expect(new URL(page.url()).pathname).toBe(copy.thankYou);
      await expect(page.locator('h1').textContent()).resolves.toBe(copy.heading);
      await expect(page.locator('main, #root').first().textContent()).resolves.toContain(copy.next);
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
        'noindex, nofollow',
      );
      await expect(page.locator('link[rel="canonical"]').count()).resolves.toBe(0);
      const chat = await page.locator('#root a[href^="https://wa.me/"]').first().getAttribute('href');
      expect(chat).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);

      // Stored with the language of the page it was sent from.
      const list = await staffApi<StoredContact[]>(site, '/api/contacts');
      const stored = list.body.find((row) => row.email === contact.email);
      expect(stored?.nombre).toBe(contact.nombre);
      const detail = await staffApi<{ consentRecord: { language: string; privacyPolicyVersion: string } }>(
        site,
        `/api/contacts/${stored!.id}`,
      );
      expect(detail.body.consentRecord).toMatchObject({ language, privacyPolicyVersion: '1.1' });
    },
  );

  it.each(['es', 'en'] as const)(
    'answers an invalid %s form with the page again: summary, messages, values kept',
    async (language) => {
      const page = await openForm(language);
      const nombre = '<script>alert("x")</script>';
      await page.fill('#consulta-nombre', nombre);
      await page.fill('#consulta-email', 'ana@');
      await page.fill('#consulta-mensaje', 'Corto');
      const response = await send(page, language);
      expect(response.status()).toBe(400);

      // The summary is focused, so a screen reader starts there, and links to each field.
      const summary = page.locator('#consulta-errores');
      await expect(summary.getByRole('heading').textContent()).resolves.toBe(PAGES[language].summary);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('consulta-errores');
      const links = await summary
        .locator('a')
        .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.textContent]));
      expect(links).toEqual([
        ['#consulta-email', MESSAGES.email],
        ['#consulta-telefono', MESSAGES.telefono],
        ['#consulta-tipo-caso', MESSAGES.tipo_caso],
        ['#consulta-mensaje', MESSAGES.mensaje],
        ['#consulta-consent', MESSAGES.consent],
      ]);
      // Each message beside its field, which names it as its description.
      for (const [id, message] of links) {
        const field = page.locator(id!);
        await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
        const described = await field.getAttribute('aria-describedby');
        await expect(page.locator(`#${described}`).textContent()).resolves.toBe(message);
      }
      // What was typed is back, as text: the script tag never ran or became markup.
      await expect(page.inputValue('#consulta-nombre')).resolves.toBe(nombre);
      await expect(page.inputValue('#consulta-email')).resolves.toBe('ana@');
      await expect(page.inputValue('#consulta-mensaje')).resolves.toBe('Corto');
      await expect(page.locator('#consulta-nombre').getAttribute('aria-invalid')).resolves.toBeNull();

      // Corrected on that page, the form goes through.
      const contact = newContact();
      await fillConsultationForm(page, contact);
      expect((await send(page, language)).status()).toBe(303);
      expect(new URL(page.url()).pathname).toBe(PAGES[language].thankYou);
    },
  );
});
