import { type Page } from 'playwright-core';
import { fitsWidth, signIn, STAFF } from './support/admin';
import { axeViolations } from './support/axe';
import { startApp } from './support/app-start';
import { type Site, useSite, useSiteWithMail } from './support/site';
import { addStaffUser } from './support/staff';

// When no server can send email, staff are told which emails do not go out, and visitors are not promised one.

const BANNER = {
  'es-CO': {
    title: 'El correo no está configurado',
    text: 'No se envían los avisos de solicitudes nuevas, los acuses de recibo, los recordatorios de vencidas y el boletín. Revise aquí las solicitudes nuevas.',
    beforeLaunch: 'Correo saliente (SMTP_URL en el servidor)',
    siteTab: 'Sitio',
    show: 'Ver más',
    hide: 'Ver menos',
  },
  'en-US': {
    title: 'Email is not set up',
    text: 'Not sent: alerts of new requests, acknowledgments, overdue reminders, and the newsletter. Check here for new requests.',
    beforeLaunch: 'Outgoing email (SMTP_URL on the server)',
    siteTab: 'Site',
    show: 'Show more',
    hide: 'Show less',
  },
} as const;
type Locale = keyof typeof BANNER;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The panel in a browser of that language and width, signed in, once its requests have loaded. */
async function panel(site: Site, locale: Locale, width: number): Promise<Page> {
  const context = await site.browser.newContext({ locale, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, site);
  await page.goto(`${site.server.url}/admin`);
  await page.getByRole('tab').first().waitFor();
  return page;
}

describe('the panel and the blog box with no SMTP server set up', () => {
  const site = useSite();
  beforeAll(() => addStaffUser(site.server, STAFF));

  it.each([
    ['es-CO', 390],
    ['es-CO', 1366],
    ['en-US', 390],
    ['en-US', 1366],
  ] as const)(
    'the panel names the emails that are not sent, and the before-launch list too (%s, %i px)',
    async (locale, width) => {
      const page = await panel(site, locale, width);
      try {
        const words = BANNER[locale];
        const banner = page.locator('[data-email-off]');
        await banner.waitFor();
        expect(await banner.getAttribute('role')).toBe('status');
        if (width < 768) {
          // On a phone, one line under the title that opens to the same words.
          const toggle = banner.getByRole('button');
          expect(squash(await toggle.innerText())).toBe(`${words.title} · ${words.show}`);
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          expect((await banner.boundingBox())!.height).toBeLessThan(48);
          expect(await axeViolations(page, '[data-email-off]')).toEqual([]);
          await toggle.click();
          await banner.getByText(words.text).waitFor();
          expect(await toggle.getAttribute('aria-expanded')).toBe('true');
          expect(squash(await banner.innerText())).toBe(`${words.title} · ${words.hide} ${words.text}`);
        } else {
          expect(squash(await banner.innerText())).toBe(`${words.title} ${words.text}`);
        }
        expect(await fitsWidth(page)).toBe(true);
        expect(await axeViolations(page, '[data-email-off]')).toEqual([]);

        await page.getByRole('tab', { name: words.siteTab }).click();
        const item = page.locator('[data-before-launch] [data-before-launch-email]');
        await item.waitFor();
        expect(await item.innerText()).toBe(words.beforeLaunch);
        // Still on this tab: the banner stays on every screen of the panel.
        expect(await banner.isVisible()).toBe(true);
      } finally {
        await page.context().close();
      }
    },
  );

  it.each([
    ['es', '/blog', 'Suscribirse', 'Por ahora el sitio no puede enviar correos'],
    ['en', '/en/blog', 'Subscribe', 'The site cannot send emails for now'],
  ] as const)(
    'the %s blog box says it cannot send the confirmation and promises none',
    async (_language, path, button, refusal) => {
      const context = await site.browser.newContext({ viewport: { width: 390, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(site.server.url + path, { waitUntil: 'load' });
        await startApp(page);
        await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
        await page.locator('#boletin-email').fill('lectora@example.com');
        await page.locator('#boletin-consent').check();
        await page.getByRole('button', { name: button }).click();
        const alert = page.getByRole('alert').filter({ hasText: refusal });
        await alert.waitFor();
        expect(await alert.innerText()).toContain('503: ');
        expect(await page.getByText(/Revisa tu correo|Check your email/).count()).toBe(0);
        // What was typed stays, for when email is back.
        expect(await page.locator('#boletin-email').inputValue()).toBe('lectora@example.com');
      } finally {
        await context.close();
      }
    },
  );

  it('without JavaScript, the box posts and the answer page says the same, with the way back', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.url}/blog`);
      await page.locator('#boletin-email').fill('sin-js@example.com');
      await page.locator('#boletin-consent').check();
      const [answer] = await Promise.all([
        page.waitForResponse('**/api/newsletter/form'),
        page.getByRole('button', { name: 'Suscribirse' }).click(),
      ]);
      expect(answer.status()).toBe(503);
      await page.getByText('Por ahora el sitio no puede enviar correos').waitFor();
      expect(await page.getByText('Revisa tu correo').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Volver', exact: true }).getAttribute('href')).toBe(
        '/blog',
      );
    } finally {
      await context.close();
    }
  });
});

describe('the panel with email set up', () => {
  const { site } = useSiteWithMail();
  beforeAll(() => addStaffUser(site.server, STAFF));

  it('shows no banner and no email item before launch', async () => {
    const context = await site.browser.newContext({ locale: 'es-CO', viewport: { width: 390, height: 900 } });
    try {
      const page = await context.newPage();
      await signIn(page, site);
      // The status is read as the panel loads: its answer comes before anything is looked for.
      const status = page.waitForResponse((response) => response.url().endsWith('/api/admin/email'));
      await page.goto(`${site.server.url}/admin`);
      expect(await (await status).json()).toEqual({ configured: true, unsent: [] });
      await page.getByRole('tab', { name: 'Sitio' }).click();
      await page.locator('[data-before-launch]').waitFor();
      expect(await page.locator('[data-email-off]').count()).toBe(0);
      expect(await page.locator('[data-before-launch-email]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
