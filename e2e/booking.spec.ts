import { type BrowserContext, type Page } from 'playwright-core';
import { consoleProblems } from './support/browser';
import { startApp } from './support/app-start';
import { fillConsultationForm } from './support/consultation';
import { useSite } from './support/site';

// Booking the free consultation, moving it and cancelling it, as a visitor does: with the page's JavaScript
// (the page changes in place and talks to the JSON API) and without it (links, and forms the server answers
// with pages), in both languages, on a phone and on a desktop.

const COPY = {
  es: {
    book: '/agendar',
    kind: 'Llamada telefónica',
    submit: 'Agendar cita',
    confirmed: '¡Tu cita quedó agendada!',
    moved: 'Tu cita quedó para la nueva hora',
    manageLink: 'Cambiar la hora',
    manageTitle: 'Tu cita',
    reschedule: 'Cambiar a esta hora',
    cancelLink: 'Cancelar la cita',
    cancelConfirm: 'Sí, cancelar la cita',
    cancelled: 'Tu cita fue cancelada',
    gone: 'Este enlace ya no está activo',
    bookAgain: 'Agendar una cita',
    unknown: 'No encontramos esta cita',
    manage: '/agendar/gestionar/',
    weCall: 'Te llamaremos al +57 300 765 4321',
    taken: 'Esa hora acaba de ser reservada por otra persona',
  },
  en: {
    book: '/en/book',
    kind: 'Phone call',
    submit: 'Book the meeting',
    confirmed: 'Your meeting is booked!',
    moved: 'Your meeting is now at the new time',
    manageLink: 'Change the time',
    manageTitle: 'Your booking',
    reschedule: 'Move to this time',
    cancelLink: 'Cancel the meeting',
    cancelConfirm: 'Yes, cancel the meeting',
    cancelled: 'Your meeting was cancelled',
    gone: 'This link is no longer active',
    bookAgain: 'Book a meeting',
    unknown: 'We could not find this booking',
    manage: '/en/book/manage/',
    weCall: 'We will call you at +57 300 765 4321',
    taken: 'Someone else just booked that time',
  },
} as const;

const WIDTHS = { phone: 390, desktop: 1366 } as const;

/** Every combination, each on its own day of the free times so that no two take the same slot. */
const CASES = (['es', 'en'] as const).flatMap((language) =>
  [true, false].flatMap((javaScript) =>
    (['phone', 'desktop'] as const).map((screen) => ({ language, javaScript, screen })),
  ),
);

describe('booking the free consultation', () => {
  const site = useSite();
  let context: BrowserContext;
  afterEach(() => context?.close());

  async function open(
    javaScript: boolean,
    width: number,
    path: string,
  ): Promise<{ page: Page; problems: string[] }> {
    context = await site.browser.newContext({
      javaScriptEnabled: javaScript,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto(site.server.url + path);
    if (javaScript) await startApp(page);
    return { page, problems };
  }

  /** The day links of the page (step 2), the chosen one marked current. */
  const dayLinks = (page: Page) =>
    page.locator('section[aria-labelledby="paso-dia"] a, section[aria-labelledby="paso-cambiar"] ul a');

  /** Follows a day's link (the page in place with JavaScript, the server's page without) until it is the current day. */
  async function chooseDay(page: Page, index: number): Promise<void> {
    const link = dayLinks(page).nth(index);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.locator(`a[aria-current="true"][href="${href}"]`).waitFor();
  }

  it.each(CASES)(
    'books, moves and cancels a meeting ($language, JavaScript $javaScript, $screen)',
    async ({ language, javaScript, screen }) => {
      const copy = COPY[language];
      const day = CASES.findIndex(
        (c) => c.language === language && c.javaScript === javaScript && c.screen === screen,
      );
      const { page, problems } = await open(javaScript, WIDTHS[screen], copy.book);

      // The kind, a day, the first free time of that day and the visitor's details.
      await page.getByRole('link', { name: new RegExp(copy.kind) }).click();
      // The days of that kind: its links name it.
      await page.locator('section[aria-labelledby="paso-dia"] a[href*="=telefono"]').first().waitFor();
      await chooseDay(page, day % 5);
      if (javaScript) await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
      const time = page.locator('input[name="start"]').first();
      const start = (await time.getAttribute('value'))!;
      await time.check();
      await fillConsultationForm(page, {
        email: `cita-${language}-${String(javaScript)}-${screen}@example.com`,
      });
      await page.getByRole('button', { name: copy.submit }).click();

      await page.getByRole('heading', { name: copy.confirmed }).waitFor();
      expect(await page.locator('main').innerText()).toContain(copy.weCall);
      // With JavaScript the page shows the booking in place; without it the server answered with a 303.
      expect(new URL(page.url()).pathname).toBe(
        javaScript ? copy.book : `${copy.book}/${language === 'es' ? 'confirmada' : 'confirmed'}`,
      );
      const manageHref = (await page.getByRole('link', { name: copy.manageLink }).getAttribute('href'))!;
      expect(manageHref.startsWith(copy.manage)).toBe(true);

      // Another free time of the same kind, from the booking's own page.
      await page.getByRole('link', { name: copy.manageLink }).click();
      await page.getByRole('heading', { name: copy.manageTitle, level: 1 }).waitFor();
      if (javaScript) await startApp(page);
      await chooseDay(page, (day % 5) + 1);
      const newTime = page.locator('input[name="start"]').first();
      expect(await newTime.getAttribute('value')).not.toBe(start);
      await newTime.check();
      await page.getByRole('button', { name: copy.reschedule }).click();
      await page.getByRole('heading', { name: copy.moved }).waitFor();

      // Cancelling asks first; then the link is used up.
      await page.getByRole('link', { name: copy.cancelLink }).click();
      await page.getByRole('button', { name: copy.cancelConfirm }).waitFor();
      if (javaScript) await startApp(page);
      await page.getByRole('button', { name: copy.cancelConfirm }).click();
      await page.getByRole('heading', { name: copy.cancelled }).waitFor();

      expect(problems).toEqual([]);

      const gone = await page.goto(site.server.url + manageHref);
      expect(gone?.status()).toBe(410);
      await page.getByRole('heading', { name: copy.gone }).waitFor();
      expect(await page.getByRole('link', { name: copy.bookAgain }).getAttribute('href')).toBe(copy.book);
    },
  );

  it.each([true, false])(
    'says so when the time was taken meanwhile, shows the free times again and keeps what was typed (JavaScript %s)',
    async (javaScript) => {
      const copy = COPY.es;
      const { page } = await open(javaScript, WIDTHS.desktop, `${copy.book}?tipo=telefono`);
      await chooseDay(page, javaScript ? 6 : 7);
      if (javaScript) await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
      const time = page.locator('input[name="start"]').first();
      const start = (await time.getAttribute('value'))!;
      await time.check();
      await fillConsultationForm(page, {
        nombre: 'Lucía Ríos',
        email: `tarde-${String(javaScript)}@example.com`,
      });

      // Someone else books that time first.
      const other = await fetch(`${site.server.url}/api/booking`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site.server.url },
        body: JSON.stringify({
          kind: 'telefono',
          start,
          nombre: 'Otra Persona',
          email: `otra-${String(javaScript)}@example.com`,
          telefono: '+57 300 111 2222',
          tipo_caso: 'penal',
          mensaje: 'Necesito ayuda con un proceso penal.',
          consent: true,
          idioma: 'es',
        }),
      });
      expect(other.status).toBe(201);

      const answer = javaScript ? null : page.waitForResponse((r) => r.url().endsWith('/api/booking/form'));
      await page.getByRole('button', { name: copy.submit }).click();
      if (answer) expect((await answer).status()).toBe(409);
      await page.getByRole('alert').filter({ hasText: copy.taken }).waitFor();
      expect(await page.inputValue('#consulta-nombre')).toBe('Lucía Ríos');
      expect(await page.inputValue('#consulta-mensaje')).toBe(
        'Necesito asesoría sobre la custodia de mis hijos.',
      );
      await page.locator('input[name="start"]').first().waitFor();
      expect(await page.locator(`input[name="start"][value="${start}"]`).count()).toBe(0);
    },
  );

  it('answers an unknown private link with a 404 page in its language', async () => {
    const { page } = await open(false, WIDTHS.phone, `${COPY.en.manage}${'A'.repeat(43)}`);
    expect(await page.getByRole('heading', { name: COPY.en.unknown }).count()).toBe(1);
    const response = await page.goto(`${site.server.url}${COPY.es.manage}${'A'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: COPY.es.unknown }).waitFor();
  });
});
