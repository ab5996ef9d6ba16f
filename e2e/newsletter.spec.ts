import { type Page, type Request } from 'playwright-core';
import { fitsWidth, logIn, pages, STAFF, tabPanelHtmlErrors } from './support/admin';
import { axeViolations, seriousAxeViolations } from './support/axe';
import { downloadedBytes } from './support/browser';
import { startApp } from './support/app-start';
import { useSite, useSiteWithMail } from './support/site';
import { type MailSink, startMailSink } from './support/smtp';
import { addStaffUser } from './support/staff';
import { useTab } from './support/tab';

// The blog's newsletter box in Chromium, with and without JavaScript: what it shows, what it checks
// before posting, and what it posts. A request that gets no answer is checked in the box's component spec
// (frontend/src/features/blog/components/newsletter-box.spec.tsx).

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
  const tab = useTab(site);
  let page: Page;
  let posted: Request[];

  beforeEach(async () => {
    page = await tab({ width: 1366, height: 900 });
    posted = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posted.push(request);
    });
    await page.goto(site.server.url + box.path, { waitUntil: 'load' });
    await startApp(page);
    await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
  });

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
    expect(await axeViolations(page, 'main section')).toEqual([]);
  });
});

const ANSWER = {
  es: 'Revisa tu correo: te enviamos un enlace para confirmar la suscripción.',
  en: 'Check your email: we sent you a link to confirm your subscription.',
} as const;
const CHECK_EMAIL = { es: 'Revisa tu correo', en: 'Check your email' } as const;
const SUBJECT = {
  es: /^Confirma tu suscripción al boletín/,
  en: /^Confirm your newsletter subscription/,
} as const;
const CONFIRM = { es: 'Confirmar suscripción', en: 'Confirm subscription' } as const;
const CONFIRMED = { es: 'Suscripción confirmada', en: 'Subscription confirmed' } as const;

describe('subscribing from the blog, against the real server and a real SMTP server', () => {
  const env: Record<string, string> = {
    NOTIFY_TO: 'staff@example.com',
    NOTIFY_FROM: 'web@example.com',
    // This file subscribes several times from one address.
    NEWSLETTER_RATE_LIMIT_PER_MINUTE: '0',
    NEWSLETTER_RATE_LIMIT_PER_DAY: '0',
  };
  let mail: MailSink;
  beforeAll(async () => {
    mail = await startMailSink();
    env.SMTP_URL = mail.url;
  });
  afterAll(() => mail?.stop());
  const site = useSite(env);
  beforeAll(() => addStaffUser(site.server, STAFF));
  const browser = pages(site);
  afterEach(() => browser.closeAll());

  /** The confirmation email sent to an address, once it has arrived. */
  async function confirmationFor(address: string) {
    for (;;) {
      const found = mail.messages.find(
        (message) => message.to && JSON.stringify(message.to).includes(address),
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The confirmation link's path and query, opened on the test server. */
  function confirmPath(text: string): string {
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(text);
    expect(link).not.toBeNull();
    const url = new URL(link![0]);
    return url.pathname + url.search;
  }

  it.each(['es', 'en'] as const)(
    'subscribes from the %s blog with JavaScript: the answer in the page, the email in its language, the link confirms',
    async (language) => {
      const address = `lector-js-${language}@example.com`;
      const page = await browser.open();
      await page.goto(site.server.url + BOX[language].path, { waitUntil: 'load' });
      await startApp(page);
      await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
      await page.locator('#boletin-email').fill(address);
      await page.locator('#boletin-consent').check();
      await page.getByRole('button', { name: BOX[language].subscribe }).click();
      const status = page.getByRole('status').filter({ hasText: ANSWER[language] });
      await status.waitFor();
      expect(await status.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.locator('#boletin-email').count()).toBe(0);

      const email = await confirmationFor(address);
      expect(email.subject).toMatch(SUBJECT[language]);
      await page.goto(site.server.url + confirmPath(email.text ?? ''));
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      await page.getByRole('button', { name: CONFIRM[language] }).click();
      await page.getByRole('heading', { name: CONFIRMED[language] }).waitFor();
    },
  );

  it.each(['es', 'en'] as const)(
    'subscribes from the %s blog without JavaScript: the browser posts the box and the server answers',
    async (language) => {
      const address = `lector-nojs-${language}@example.com`;
      const context = await site.browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(site.server.url + BOX[language].path);
        await page.locator('#boletin-email').fill(address);
        await page.locator('#boletin-consent').check();
        await Promise.all([
          page.waitForURL(`**/api/newsletter/check-email?lang=${language}`),
          page.getByRole('button', { name: BOX[language].subscribe }).click(),
        ]);
        await page.getByRole('heading', { name: CHECK_EMAIL[language] }).waitFor();
        expect((await confirmationFor(address)).subject).toMatch(SUBJECT[language]);
      } finally {
        await context.close();
      }
    },
  );

  it('shows the Newsletter tab within a 390 px screen', async () => {
    const page = await browser.open(390);
    await logIn(page, site);
    await page.goto(`${site.server.url}/admin?tab=newsletter`);
    await page.locator('tr[data-subscriber]').first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
  });

  it('lists the subscribers in the staff Newsletter tab, filters them and exports them', async () => {
    const address = 'lista@example.com';
    const subscribed = await fetch(`${site.server.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.server.url },
      body: JSON.stringify({ email: address, consent: true, idioma: 'en' }),
    });
    expect(subscribed.status).toBe(202);
    const page = await browser.open();
    await logIn(page, site);
    await page.goto(`${site.server.url}/admin?tab=newsletter`);
    const row = page.locator(`tr[data-subscriber="${address}"]`);
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Pendiente|Pending/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await tabPanelHtmlErrors(page, 'Newsletter', '/admin?tab=newsletter')).toEqual([]);
    await page.getByLabel(/^(Estado|Status)$/).selectOption('confirmed');
    await row.waitFor({ state: 'detached' });
    await page.getByLabel(/^(Estado|Status)$/).selectOption('pending');
    // The pending list is on screen (not the confirmed one still showing while it loads) before the search.
    const other = page.locator('tr[data-subscriber="lector-nojs-es@example.com"]');
    await Promise.all([row.waitFor(), other.waitFor()]);
    await page.getByRole('searchbox').fill('LISTA@');
    // The list follows the search as it is typed: only the matching address stays.
    await other.waitFor({ state: 'detached' });
    expect(
      await page
        .locator('tr[data-subscriber]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-subscriber'))),
    ).toEqual([address]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Exportar CSV|Export CSV/ }).click(),
    ]);
    const csv = (await downloadedBytes(download)).toString('utf8');
    expect(csv).toContain(address);
    expect(csv).not.toContain('lector-js-es@example.com');

    await row.getByRole('button', { name: /Dar de baja|Unsubscribe/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^(Dar de baja|Unsubscribe)$/ }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByLabel(/^(Estado|Status)$/).selectOption('unsubscribed');
    await row.waitFor();
    // Once it has left, its history shows under its status.
    const history = row.getByRole('list', { name: /^(Historial|History)$/ });
    expect(await history.innerText()).toMatch(/Se dio de baja|Unsubscribed/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('the newsletter box over the rate limit', () => {
  // A subscription is taken only while email goes out (admin-email-off.spec.ts): the limit is met with it on.
  const { site } = useSiteWithMail({
    NEWSLETTER_RATE_LIMIT_PER_MINUTE: '1',
    NEWSLETTER_RATE_LIMIT_PER_DAY: '0',
  });
  const browser = pages(site);
  afterEach(() => browser.closeAll());

  it('says how long to wait, offers a retry, and shows no success', async () => {
    const page = await browser.open(390);
    const subscribe = async (address: string) => {
      await page.goto(site.server.url + BOX.es.path, { waitUntil: 'load' });
      await startApp(page);
      await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
      await page.locator('#boletin-email').fill(address);
      await page.locator('#boletin-consent').check();
      await page.getByRole('button', { name: BOX.es.subscribe }).click();
    };
    await subscribe('primera@example.com');
    await page.getByRole('status').filter({ hasText: ANSWER.es }).waitFor();
    await subscribe('segunda@example.com');
    const alert = page.getByRole('alert').filter({ hasText: /429: / });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/Inténtalo de nuevo en (un|1) minuto\./);
    expect(await page.getByRole('status').innerText()).toBe('');
    await alert.getByRole('button', { name: 'Intentar de nuevo' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
  });
});
