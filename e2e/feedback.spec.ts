import { type BrowserContext, type Page } from 'playwright-core';
import { logIn, STAFF } from './support/admin';
import { fillConsultationForm } from './support/consultation';
import { startApp } from './support/app-start';
import { useSite } from './support/site';
import { useTab } from './support/tab';
import { addStaffUser } from './support/staff';

// SPEC §9 as a visitor and staff meet it: F8 takes the focus to the notification region from anywhere, and
// back. What a failed request's toast says (SPEC §8) is checked in the consultation form's component spec
// (frontend/src/features/consultation-form/consultation-form.spec.tsx).

type Language = 'es' | 'en';
const HOME: Record<Language, string> = { es: '/', en: '/en' };
const REGION: Record<Language, string> = { es: 'Notificaciones (F8)', en: 'Notifications (F8)' };

describe('feedback as the SPEC words it', () => {
  const site = useSite();

  beforeAll(() => addStaffUser(site.server, STAFF));

  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const tab = useTab(site);
  /** The spec's tab (support/tab.ts), or with JavaScript off a context of its own. */
  async function newPage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
    if (options.javaScriptEnabled !== false) return tab({ width: 1280, height: 900 });
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    contexts.push(context);
    return context.newPage();
  }

  const toast = (page: Page) => page.locator('.mantine-Notification-root');
  /** What the notification region draws before its content: its name while focused and empty. */
  const shownName = (page: Page) =>
    page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('[role="region"][tabindex="-1"]')!, '::before');
      return { text: style.content, position: style.position };
    });
  const activeLabel = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id);

  describe('F8 and the notification region', () => {
    it.each(['es', 'en'] as const)(
      'is a labelled, empty region in the HTML, before any JavaScript (%s)',
      async (language) => {
        const page = await newPage({ javaScriptEnabled: false });
        await page.goto(site.server.url + HOME[language]);
        const region = page.getByRole('region', { name: REGION[language], exact: true });
        expect(await region.count()).toBe(1);
        expect(await region.getAttribute('tabindex')).toBe('-1');
        expect(await region.innerText()).toBe('');
      },
    );

    it.each(['es', 'en'] as const)(
      'F8 moves the focus to the region from anywhere on the page, and Escape or F8 bring it back (%s)',
      async (language) => {
        const page = await newPage();
        await page.goto(site.server.url + HOME[language], { waitUntil: 'load' });
        await startApp(page);
        const link = page.locator('header a[href]').first();
        await link.focus();
        const before = await link.evaluate((element) => element.outerHTML);
        const focusedHtml = () => page.evaluate(() => document.activeElement?.outerHTML);

        const scrolled = () => page.evaluate(() => window.scrollY);
        const scrolledBefore = await scrolled();
        await page.keyboard.press('F8');
        expect(await activeLabel(page)).toBe(REGION[language]);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('region');
        // The page stays where the visitor was reading.
        expect(await scrolled()).toBe(scrolledBefore);
        // With no toast on screen the focused region names itself in the corner, where toasts appear.
        expect(await shownName(page)).toEqual({ text: `"${REGION[language]}"`, position: 'fixed' });
        await page.keyboard.press('Escape');
        expect(await focusedHtml()).toBe(before);
        expect(await shownName(page)).toEqual({ text: 'none', position: 'static' });

        await page.keyboard.press('F8');
        expect(await activeLabel(page)).toBe(REGION[language]);
        await page.keyboard.press('F8');
        expect(await focusedHtml()).toBe(before);

        // From a field of the form too, with a toast on screen: Tab from the region reaches the toast.
        await page.locator('#formulario-consulta').scrollIntoViewIfNeeded();
        await page.locator('#formulario-consulta form[data-hydrated]').waitFor();
        await page.route('**/api/contact', (route) =>
          route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal boom' }),
        );
        await fillConsultationForm(page);
        await page.locator('#formulario-consulta button[type="submit"]').click();
        await toast(page).waitFor();
        await page.locator('#consulta-mensaje').focus();
        await page.keyboard.press('F8');
        expect(await activeLabel(page)).toBe(REGION[language]);
        const region = page.getByRole('region', { name: REGION[language], exact: true });
        expect(await region.locator('.mantine-Notification-root').count()).toBe(1);
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => Boolean(document.activeElement?.closest('.mantine-Notification-root'))),
        ).toBe(true);
        await page.keyboard.press('Escape');
        expect(await activeLabel(page)).toBe('consulta-mensaje');
      },
    );

    it('works in the staff panel too', async () => {
      const page = await newPage();
      await logIn(page, site);
      await page.getByRole('heading', { name: 'No contacts yet' }).waitFor();
      const region = page.getByRole('region', { name: REGION.en, exact: true });
      expect(await region.count()).toBe(1);
      await page.getByRole('button', { name: 'Logout' }).focus();
      await page.keyboard.press('F8');
      expect(await activeLabel(page)).toBe(REGION.en);
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Logout');
    });
  });
});
