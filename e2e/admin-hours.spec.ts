import { resolve } from 'node:path';
import { type BrowserContext, type Page } from 'playwright-core';
import { fitsWidth, newContact, seed, signIn, STAFF, staffApi, squash, typeTime } from './support/admin';
import { axeViolations } from './support/axe';
import { serverDocument } from './support/server-html';
import { weekOpenOn } from '@abogados/shared';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The office hours, edited once in the Site tab as staff would, in Spanish on a phone and in English on a
// desktop: the footer, the contact page's table, the JSON-LD opening hours and the answer-by time of the
// next request all follow the save. The server runs on a clock set to Friday 15 January 2027, 19:00 in
// Medellín (after closing; Monday the 18th is a working day), so the next answer is due at a fixed time.
const FRIDAY_EVENING = new Date('2027-01-16T00:00:00Z');
/** Saturday closed and Monday 18 January a closed day: Tuesday 19 January, 9:00 (the office opens at 8:00). */
const TUESDAY_NINE = '2027-01-19T14:00:00.000Z';
/** Saturday open from 9:00: Saturday 16 January, 10:00. */
const SATURDAY_TEN = '2027-01-16T15:00:00.000Z';

interface Schema {
  '@type': string;
  openingHoursSpecification?: Array<{ dayOfWeek: string[]; opens: string; closes: string }>;
}

/** The page's LegalService opening hours, as "Monday Tuesday 08:00-18:00". */
function openingHours(page: Document): string[] {
  const nodes = [...page.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? '') as Schema | Schema[] | { '@graph': Schema[] };
    if (Array.isArray(parsed)) return parsed;
    return '@graph' in parsed ? parsed['@graph'] : [parsed];
  });
  const service = nodes.find((node) => node['@type'] === 'LegalService');
  return (service?.openingHoursSpecification ?? []).map(
    (entry) => `${entry.dayOfWeek.join(' ')} ${entry.opens}-${entry.closes}`,
  );
}

describe('the office hours in the Site tab', () => {
  const site = useSite({
    NODE_OPTIONS: `--require ${resolve(__dirname, '../backend/test/shifted-clock.cjs')}`,
    SHIFTED_CLOCK_MS: String(FRIDAY_EVENING.getTime() - Date.now()),
  });
  const contexts: BrowserContext[] = [];
  beforeAll(() => addStaffUser(site.server, STAFF));
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function panel(locale: 'es-CO' | 'en-US', width: number): Promise<Page> {
    const context = await site.browser.newContext({ locale, viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, site);
    await page.goto(`${site.server.url}/admin?tab=site`);
    return page;
  }
  const hoursForm = (page: Page, title: string) => page.getByRole('form', { name: title });
  const served = async (path: string) => (await serverDocument(site.server.url + path)).document;
  const footerHours = (page: Document) =>
    squash(
      [...page.querySelectorAll('footer p')].find((p) => /^(Horario|Hours):/.test(p.textContent ?? ''))
        ?.textContent ?? '',
    );
  const contactTable = (page: Document) =>
    [...page.querySelectorAll('main table tr')].map((row) => squash(row.textContent ?? ''));
  const answerByOfNewRequest = async () => {
    const [id] = await seed(site, newContact());
    return (await staffApi<{ answerBy: string }>(site, `/api/contacts/${id}`)).body.answerBy;
  };

  async function save(page: Page, form: ReturnType<typeof hoursForm>, button: string, toast: RegExp) {
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' && response.url().endsWith('/api/admin/site/hours'),
      ),
      form.getByRole('button', { name: button }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await page.locator('.mantine-Notification-description', { hasText: toast }).last().waitFor();
  }

  it.each([
    ['es-CO', 390, 'Horario'],
    ['es-CO', 1366, 'Horario'],
    ['en-US', 390, 'Hours'],
    ['en-US', 1366, 'Hours'],
  ] as const)(
    'the form in %s at %i px has no axe violation and fits the screen',
    async (locale, width, title) => {
      const page = await panel(locale, width);
      await hoursForm(page, title).waitFor();
      expect(
        (await axeViolations(page, 'form[aria-labelledby="site-hours-title"]')).map(
          (v) =>
            `${v.id}: ${v.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('; ')}`,
        ),
      ).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
    },
  );

  it('in Spanish on a phone: closing Saturday and one set of hours for both moves the site and the clock', async () => {
    const page = await panel('es-CO', 390);
    const form = hoursForm(page, 'Horario');
    await form.waitFor();
    // What the site says now is previewed from the hours: the SPEC's two readings.
    const preview = form.locator('[data-hours-preview="es"]');
    expect(squash(await preview.innerText())).toContain(
      'Pie de página: Lunes a viernes, 9:00 a. m. – 5:00 p. m.',
    );

    // A closing time before the opening is refused in Spanish, beside the field, and nothing is sent.
    await typeTime(form, 'Cierra (Lunes)', '07:00', 'es');
    await form.getByRole('button', { name: 'Guardar' }).click();
    expect(await form.getByText('La hora de cierre debe ser posterior a la de apertura.').count()).toBe(1);
    // The field the message is about is focused: its hours.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Cierra (Lunes): horas',
    );
    await typeTime(form, 'Cierra (Lunes)', '18:00', 'es');

    const saturday = form.getByRole('group', { name: 'Sábado' }).first();
    await saturday.getByLabel('Abierto', { exact: true }).uncheck();
    await form.getByLabel('El pie de página muestra el mismo horario de oficina').check();
    expect(squash(await preview.innerText())).toContain(
      'Pie de página: Lunes a viernes, 8:00 a. m. – 6:00 p. m.',
    );
    // A closed day is typed as the panel writes days (dd/mm/aaaa); one that does not exist is refused in Spanish.
    const closedDay = form.getByLabel('Día cerrado');
    await closedDay.fill('31/02/2027');
    await form.getByRole('button', { name: 'Agregar el día' }).click();
    expect(await form.getByText('Escriba una fecha real como dd/mm/aaaa.').count()).toBe(1);
    await closedDay.fill('18/01/2027');
    await form.getByRole('button', { name: 'Agregar el día' }).click();
    await form.getByRole('button', { name: 'Quitar el 18 de enero de 2027' }).waitFor();
    await save(page, form, 'Guardar', /^Horario: guardado/);

    const home = await served('/');
    expect(footerHours(home)).toBe('Horario: Lunes a viernes, 8:00 a. m. – 6:00 p. m.');
    expect(contactTable(await served('/contacto'))).toEqual([
      'Lunes a viernes8:00 a. m. – 6:00 p. m.',
      'Sábado y domingoCerrado',
    ]);
    expect(openingHours(home)).toEqual(['Monday Tuesday Wednesday Thursday Friday 08:00-18:00']);
    expect(await answerByOfNewRequest()).toBe(TUESDAY_NINE);
  });

  it('in English on a desktop: opening Saturday and the footer its own hours moves them again', async () => {
    // Where the Spanish edit left the hours, whatever ran before.
    const { body } = await staffApi<{ content: { version: number } }>(site, '/api/admin/site');
    const left = {
      office: weekOpenOn(['mon', 'tue', 'wed', 'thu', 'fri'], '08:00', '18:00'),
      attention: null,
      closedDays: ['2027-01-18'],
      version: body.content.version,
    };
    const reset = await staffApi(site, '/api/admin/site/hours', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: site.server.url },
      body: JSON.stringify(left),
    });
    expect(reset.status).toBe(200);
    const page = await panel('en-US', 1366);
    const form = hoursForm(page, 'Hours');
    await form.waitFor();
    await form.getByRole('button', { name: 'Remove January 18, 2027' }).click();
    expect(await form.getByText('No closed days besides public holidays.').count()).toBe(1);
    const office = form.getByRole('group', { name: 'Office hours', exact: true });
    const saturday = office.getByRole('group', { name: 'Saturday' });
    await saturday.getByLabel('Open', { exact: true }).check();
    await typeTime(saturday, 'Opens (Saturday)', '09:00', 'en');
    await typeTime(saturday, 'Closes (Saturday)', '13:00', 'en');
    // The footer keeps Monday to Friday only: its own week, copied from the office's, Saturday unticked.
    await form.getByLabel('The footer shows the same office hours').uncheck();
    const attention = form.getByRole('group', { name: 'Attention hours (footer)' });
    await attention.getByRole('group', { name: 'Saturday' }).getByLabel('Open', { exact: true }).uncheck();
    await save(page, form, 'Save', /^Hours: saved/);

    const home = await served('/en');
    expect(footerHours(home)).toBe('Hours: Monday to Friday, 8:00 AM – 6:00 PM');
    expect(contactTable(await served('/en/contact'))).toEqual([
      'Monday to Friday8:00 AM – 6:00 PM',
      'Saturday9:00 AM – 1:00 PM',
      'SundayClosed',
    ]);
    expect(openingHours(home)).toEqual([
      'Monday Tuesday Wednesday Thursday Friday 08:00-18:00',
      'Saturday 09:00-13:00',
    ]);
    expect(await answerByOfNewRequest()).toBe(SATURDAY_TEN);
    // The Spanish pages follow the same hours.
    expect(contactTable(await served('/contacto'))).toContain('Sábado9:00 a. m. – 1:00 p. m.');
  });
});
