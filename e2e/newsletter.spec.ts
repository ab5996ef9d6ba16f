import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page, type Request } from 'playwright-core';
import { useSite } from './support/site';

// The blog's newsletter box in Chromium, with and without JavaScript: what it shows, what it checks
// before posting, and what it posts.

type Language = 'es' | 'en';

/** The consent sentence the server stores as proof; the box must show exactly this beside its checkbox. */
const CONSENT = {
  es: 'Acepto recibir el boletín del despacho por correo electrónico y el tratamiento de mi correo para ese fin, según la política de privacidad.',
  en: "I agree to receive the firm's newsletter by email and to the processing of my email address for that purpose, under the privacy policy.",
} as const;

const BOX = {
  es: {
    path: '/blog',
    email: 'Correo electrónico',
    subscribe: 'Suscribirse',
    privacy: 'política de privacidad',
  },
  en: { path: '/en/blog', email: 'Email', subscribe: 'Subscribe', privacy: 'privacy policy' },
} as const;

const CONSENT_MISSING = 'Debes aceptar recibir el boletín para suscribirte';
const EMAIL_INVALID = 'Ingresa un email válido';

describe.each(['es', 'en'] as const)('the newsletter box on the %s blog', (language: Language) => {
  const site = useSite();
  const box = BOX[language];
  let context: BrowserContext;
  let page: Page;
  let posted: Request[];

  beforeEach(async () => {
    context = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    posted = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posted.push(request);
    });
    await page.goto(site.server.url + box.path, { waitUntil: 'networkidle' });
    await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
  });
  afterEach(() => context.close());

  const form = () => page.locator('form[action="/api/newsletter/form"]');

  it('is a form the browser can post by itself, with its own unticked consent and the exact sentence', async () => {
    expect(await form().getAttribute('method')).toBe('post');
    const fields = await form().evaluate((element: HTMLFormElement) =>
      Object.fromEntries(
        [...element.elements]
          .filter((field): field is HTMLInputElement => field instanceof HTMLInputElement)
          .map((field) => [field.name, { type: field.type, value: field.value, checked: field.checked }]),
      ),
    );
    expect(fields).toEqual({
      email: { type: 'email', value: '', checked: false },
      website: { type: 'text', value: '', checked: false },
      consent: { type: 'checkbox', value: 'on', checked: false },
      idioma: { type: 'hidden', value: language, checked: false },
      return: { type: 'hidden', value: box.path, checked: false },
    });
    const consent = page.locator('#boletin-consent');
    const label = page.locator('label[for="boletin-consent"]');
    expect((await label.innerText()).replace(/\s+/g, ' ').trim()).toBe(CONSENT[language]);
    expect(await label.getByRole('link', { name: box.privacy }).getAttribute('href')).toBe(
      '/politica-privacidad',
    );
    expect(await consent.isChecked()).toBe(false);
    // The honeypot is out of sight, out of the tab order and of the accessibility tree, as the consultation form's.
    const honeypot = page.locator('#boletin-website');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.isVisible()).toBe(true);
    expect(await honeypot.evaluate((input) => input.getBoundingClientRect().right <= 0)).toBe(true);
    expect(
      await page
        .locator('#boletin-website')
        .evaluate((input) => input.closest('[aria-hidden="true"]') !== null),
    ).toBe(true);
  });

  it('blocks an unticked consent and a bad address with messages under their fields, and sends nothing', async () => {
    const main = page.locator('main');
    await main.getByRole('textbox', { name: box.email }).fill('lector@example');
    await page.getByRole('button', { name: box.subscribe }).click();
    const email = page.locator('#boletin-email');
    const consent = page.locator('#boletin-consent');
    await page.getByText(CONSENT_MISSING).waitFor();
    await page.getByText(EMAIL_INVALID).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    // Each message is the field's description, and the first field to fix has the focus.
    for (const [field, message] of [
      [email, EMAIL_INVALID],
      [consent, CONSENT_MISSING],
    ] as const) {
      const described = await field.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      expect(described).toContain(message);
    }
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);

    await email.fill('lector@example.com');
    await page.getByRole('button', { name: box.subscribe }).click();
    await page.getByText(CONSENT_MISSING).waitFor();
    expect(await page.getByText(EMAIL_INVALID).count()).toBe(0);
    expect(await consent.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(posted.map((request) => request.url())).toEqual([]);
    expect(
      await new AxeBuilder({ page })
        .include('main section')
        .analyze()
        .then((r) => r.violations),
    ).toEqual([]);
  });

  it('explains a lost connection with a retry, and never shows a success for it', async () => {
    await page.route('**/api/newsletter', (route) => route.abort('connectionreset'));
    await page.locator('main').getByRole('textbox', { name: box.email }).fill('lector@example.com');
    await page.locator('#boletin-consent').check();
    await page.getByRole('button', { name: box.subscribe }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: language === 'es' ? 'No pudimos conectar' : "couldn't reach" });
    await alert.waitFor();
    expect(await page.getByRole('status').innerText()).toBe('');
    expect(await alert.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The form is still there, as the visitor filled it, to try again.
    expect(await page.locator('#boletin-email').inputValue()).toBe('lector@example.com');
    await page.unroute('**/api/newsletter');
    await page.route('**/api/newsletter', (route) => route.abort('connectionrefused'));
    await alert.getByRole('button').click();
    await alert.waitFor();
    expect(posted.filter((request) => request.url().endsWith('/api/newsletter'))).toHaveLength(2);
  });
});
