import { type Page } from 'playwright-core';
import { backdate, runSql } from './support/database';
import {
  card,
  contactFactory,
  ENGLISH_LONG_DATE,
  openSignedIn,
  seed,
  SPANISH_LONG_DATE,
  squash,
  STAFF,
} from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The staff panel in Spanish or English: the browser's language until the staff member chooses, then the
// choice, kept on the server (a reload, a new log-in and another browser all read it back). Dates, numbers
// and the date filters follow the language; the site's footer closes the page. The tests share one
// database and run in order.

const contact = contactFactory('Idioma');
/** Has never chosen a language: the panel follows whichever browser this person uses. */
const UNDECIDED = { email: 'sin-eleccion@example.com', password: 'another-long-browser-password-7' };
/** Reads the panel in a Spanish browser, then chooses English. */
const READER = { email: 'lectora@example.com', password: 'a-third-long-browser-password-9' };
/** Requests stored long ago and answered, so the counters run into the thousands. */
const ARCHIVED = 12_345;

describe('the staff panel in Spanish or English', () => {
  const site = useSite();
  const url = (path: string) => site.server.url + path;
  const contexts: Array<{ close: () => Promise<void> }> = [];

  beforeAll(async () => {
    addStaffUser(site.server, STAFF);
    addStaffUser(site.server, UNDECIDED);
    addStaffUser(site.server, READER);
    // One request from the start, so every test finds a card whichever runs alone.
    await seed(site, contact());
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A fresh browser (own cookies) whose language is `locale`; Chromium's own default is en-US. */
  async function browserIn(locale: 'es-CO' | 'en-US', width = 1280): Promise<Page> {
    const context = await site.browser.newContext({ locale, viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  /**
   * Logs in through the form, posted by the browser itself (with its language in the headers): for the tests
   * where what a log-in does to the panel's language is the point. The others sign in with the same POST made
   * from the test (openSignedIn).
   */
  async function logIn(page: Page, user = STAFF): Promise<void> {
    await page.goto(url('/api/login'));
    await page.fill('#email', user.email);
    await page.fill('#password', user.password);
    await Promise.all([page.waitForURL(url('/admin')), page.click('button[type="submit"]')]);
  }

  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
  const pressed = (page: Page, name: string) =>
    page.getByRole('group', { name: /Idioma del panel|Panel language/ }).getByRole('button', { name });

  async function panelReads(page: Page, title: string): Promise<void> {
    await heading(page).filter({ hasText: title }).waitFor();
  }

  /** What the server answers `user` at `path`, through a session of its own. */
  async function asStaff<T>(user: { email: string; password: string }, path: string): Promise<T> {
    const login = await fetch(url('/api/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(user).toString(),
      redirect: 'manual',
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const answer = await fetch(url(path), { headers: { cookie } });
    expect(answer.status).toBe(200);
    return (await answer.json()) as T;
  }

  const savedLocale = async (user: { email: string; password: string }) =>
    (await asStaff<{ locale: string | null }>(user, '/api/auth/user')).locale;

  it("follows the browser's language until a choice is made", async () => {
    const spanish = await browserIn('es-CO');
    await logIn(spanish, UNDECIDED);
    await panelReads(spanish, 'Panel de administración');
    expect(await htmlLang(spanish)).toBe('es');
    expect(await pressed(spanish, 'Español').getAttribute('aria-pressed')).toBe('true');
    expect(await spanish.getByRole('button', { name: 'Cerrar sesión' }).isVisible()).toBe(true);
    expect(await spanish.getByRole('tab', { name: 'Actividad' }).isVisible()).toBe(true);

    const english = await browserIn('en-US');
    await logIn(english, UNDECIDED);
    await panelReads(english, 'Admin Panel');
    expect(await htmlLang(english)).toBe('en');
    expect(await pressed(english, 'English').getAttribute('aria-pressed')).toBe('true');
    expect(await savedLocale(UNDECIDED)).toBeNull();
  });

  it('switches to Spanish and remembers it on the server: a reload, a new log-in, another browser', async () => {
    const page = await browserIn('en-US');
    await openSignedIn(page, site);
    await panelReads(page, 'Admin Panel');

    const saved = page.waitForResponse(
      (response) => response.url() === url('/api/auth/user') && response.request().method() === 'PATCH',
    );
    await pressed(page, 'Español').click();
    expect((await saved).status()).toBe(200);
    await panelReads(page, 'Panel de administración');
    expect(await htmlLang(page)).toBe('es');
    expect(await pressed(page, 'Español').getAttribute('aria-pressed')).toBe('true');
    expect(await pressed(page, 'English').getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('button', { name: 'Marcar como procesada' }).first().isVisible()).toBe(true);
    expect(await savedLocale(STAFF)).toBe('es');

    await page.reload();
    await panelReads(page, 'Panel de administración');
    expect(await htmlLang(page)).toBe('es');

    // Logged out and in again, in the same English browser.
    await Promise.all([
      page.waitForURL(url('/')),
      page.getByRole('button', { name: 'Cerrar sesión' }).click(),
    ]);
    await logIn(page);
    await panelReads(page, 'Panel de administración');

    // A browser that has never seen this panel, in English: the server's word wins over the browser's.
    const fresh = await browserIn('en-US');
    await logIn(fresh);
    await panelReads(fresh, 'Panel de administración');
    expect(await htmlLang(fresh)).toBe('es');

    // The other staff member is not affected.
    const colleague = await browserIn('en-US');
    await openSignedIn(colleague, site, '/admin', UNDECIDED);
    await panelReads(colleague, 'Admin Panel');
  });

  it('shows dates day first and numbers the Colombian way, and reads typed dates day/month/year', async () => {
    const [id] = await seed(site, contact({ nombre: 'Fecha Antigua' }));
    // 15:04 UTC is 10:04 in Medellín.
    await backdate(site.server, id, '2025-03-01T15:04:00.000Z');
    await runSql(
      site.server,
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) ' +
        'INSERT INTO contact_submissions (nombre, email, telefono, tipo_caso, mensaje, consent, processed, created_at, search_text) ' +
        "SELECT 'Archivo ' || i, 'archivo' || i || '@example.com', '3001234567', 'otro', 'Solicitud archivada', 1, 1, " +
        "'2024-01-01 12:00:00.000', 'archivo' FROM n",
      [ARCHIVED],
    );
    // Answered long ago: nothing to send for them.
    await runSql(
      site.server,
      "DELETE FROM notification_outbox WHERE submission_id IN (SELECT id FROM contact_submissions WHERE nombre LIKE 'Archivo %')",
    );
    const { total } = await asStaff<{ total: number }>(READER, '/api/contacts/stats');
    expect(total).toBeGreaterThan(ARCHIVED);
    expect(total).toBeLessThan(ARCHIVED + 10);
    const [inSpanish, inEnglish] = [total.toLocaleString('es-CO'), total.toLocaleString('en-US')];
    // Thousands with a dot in Spanish (Colombia), with a comma in English: "12.347", "12,347".
    expect([inSpanish, inEnglish]).toEqual([`12.${total - 12_000}`, `12,${total - 12_000}`]);

    const page = await browserIn('es-CO');
    await openSignedIn(page, site, '/admin', READER);
    await panelReads(page, 'Panel de administración');
    const counter = page.locator('[data-stat="total"] dd');
    expect(await counter.innerText()).toBe(inSpanish);
    expect(squash(await page.getByText(/^Mostrando /).innerText())).toBe(`Mostrando 1–50 de ${inSpanish}`);

    const from = page.getByRole('textbox', { name: 'Desde' });
    const to = page.getByRole('textbox', { name: 'Hasta' });
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await from.fill('01/03/2025');
    await to.fill('01/03/2025');
    await page.waitForURL(url('/admin?from=2025-03-01&to=2025-03-01'));
    await page.getByText('Mostrando 1–1 de 1').waitFor();
    // The Received field's date (the answer-by line has a time of its own).
    const received = card(page, 'Fecha Antigua').locator('dd time');
    const text = squash(await received.innerText());
    expect(text).toMatch(SPANISH_LONG_DATE);
    expect(text).toMatch(/^1 de marzo de 2025(,| a las) 10:04 a\. ?m\.$/);
    expect(await received.getAttribute('lang')).toBe('es');
    // Still waiting for an answer: the promise reads in Spanish too.
    const due = card(page, 'Fecha Antigua');
    expect(squash(await due.locator('[data-due]').innerText())).toMatch(/^Plazo de respuesta: /);
    expect(await due.locator('[data-remaining]').innerText()).toMatch(/^(Tiempo restante: |Vencida hace )/);

    // A day that does not exist is pointed out, and the list keeps the last good one.
    await to.fill('31/02/2025');
    await to.blur();
    await page.getByText('Escriba una fecha real como dd/mm/aaaa.').waitFor();
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).searchParams.get('to')).toBe('2025-03-01');

    await page.reload();
    await page.getByText('Mostrando 1–1 de 1').waitFor();
    expect(await from.inputValue()).toBe('01/03/2025');

    // In English the same page reads month first, and the thousands take a comma.
    await pressed(page, 'English').click();
    await panelReads(page, 'Admin Panel');
    expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toBe('03/01/2025');
    expect(squash(await card(page, 'Fecha Antigua').locator('dd time').innerText())).toMatch(
      ENGLISH_LONG_DATE,
    );
    await page.getByRole('search').getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText(`Showing 1–50 of ${inEnglish}`).waitFor();
    expect(await counter.innerText()).toBe(inEnglish);
    expect(await savedLocale(READER)).toBe('en');
  });

  it('speaks Spanish in toasts, the details drawer, its dialog and the activity log', async () => {
    await seed(site, contact({ nombre: 'Para Marcar' }));
    const page = await browserIn('es-CO');
    await openSignedIn(page, site, '/admin?q=Para+Marcar', UNDECIDED);
    const shown = card(page, 'Para Marcar');
    await shown.getByRole('button', { name: 'Marcar como procesada' }).click();
    const toast = page.locator('.mantine-Notification-root');
    await toast.waitFor();
    expect(await toast.locator('.mantine-Notification-title').innerText()).toBe('Listo');
    const description = toast.locator('.mantine-Notification-description');
    expect(await description.locator('p').first().innerText()).toBe('Solicitud marcada como procesada');
    expect(await description.getByRole('button').innerText()).toBe('Deshacer');
    expect(await toast.getByRole('button', { name: 'Cerrar notificación' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Notificaciones (F8)', exact: true }).count()).toBe(1);
    await shown.locator('[data-status="processed"]').waitFor();

    await shown.getByRole('link', { name: 'Detalles' }).click();
    const drawer = page.getByRole('dialog', { name: 'Para Marcar' });
    await drawer.getByRole('heading', { name: 'Prueba del consentimiento' }).waitFor();
    expect(await drawer.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('es');
    expect(await drawer.getByRole('heading', { name: 'Notas internas' }).count()).toBe(1);
    await drawer.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar esta solicitud?' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('Esta acción no se puede deshacer.');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await drawer.getByRole('button', { name: 'Cerrar' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Actividad' }).click();
    const row = page.locator('[data-audit-action="mark_processed"]').first();
    await row.waitFor();
    const cells = (await row.locator('td').allInnerTexts()).map(squash);
    expect(cells[1]).toBe(UNDECIDED.email);
    expect(cells[2]).toMatch(/^Marcó la solicitud #\d+ como procesada\.$/);
    expect(cells[0]).toMatch(SPANISH_LONG_DATE);
    expect(await page.getByRole('columnheader', { name: 'Fecha y hora' }).count()).toBe(1);
  });

  it('fits a 320 px screen in Spanish, whose words run longer, with the switch and filters in reach', async () => {
    const page = await browserIn('es-CO', 320);
    await openSignedIn(page, site, '/admin?q=Idioma', UNDECIDED);
    await page.locator('article').first().waitFor();
    await pressed(page, 'English').waitFor();
    // The filters are one button away, which says one is set.
    expect(await page.getByRole('textbox', { name: 'Desde' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtros y orden (1)' }).click();
    expect(await page.getByRole('textbox', { name: 'Desde' }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });

  it.each(['es-CO', 'en-US'] as const)(
    'ends with the site footer and has no serious axe finding (%s)',
    async (locale) => {
      const page = await browserIn(locale);
      // A short list, so axe reads the whole page (the footer too) quickly.
      await openSignedIn(page, site, '/admin?q=Idioma', UNDECIDED);
      await panelReads(page, locale === 'es-CO' ? 'Panel de administración' : 'Admin Panel');
      await page.locator('article').first().waitFor();
      const footer = page.getByRole('contentinfo');
      expect(await footer.count()).toBe(1);
      expect(squash(await footer.innerText())).toMatch(/© 2025 /);
      expect(await footer.getByRole('link').count()).toBeGreaterThan(5);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
