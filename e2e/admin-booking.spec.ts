import { resolve } from 'node:path';
import { type BrowserContext, type Locator, type Page } from 'playwright-core';
import { type BookingAvailability } from '@abogados/shared';
import { fitsWidth, signIn, STAFF, staffApi, squash, typeTime } from './support/admin';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The availability in the Bookings tab, edited as staff would: in Spanish on a phone and in English on a
// desktop, each sets the hours, a vacation, the buffer and a kind, saves, reloads and finds them; a refusal
// shows at its field; a save from another tab in between is a 409 that keeps what was typed. The server and
// the pages run on Friday 15 January 2027 in Medellín, so the vacation calendar opens on January 2027.
const FRIDAY_NOON = new Date('2027-01-15T17:00:00Z');
const PATH = '/api/admin/booking/availability';

interface Saved {
  availability: BookingAvailability;
  version: number;
}

describe('the availability in the Bookings tab', () => {
  const site = useSite({
    NODE_OPTIONS: `--require ${resolve(__dirname, '../backend/test/shifted-clock.cjs')}`,
    SHIFTED_CLOCK_MS: String(FRIDAY_NOON.getTime() - Date.now()),
  });
  const contexts: BrowserContext[] = [];
  beforeAll(() => addStaffUser(site.server, STAFF));
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const saved = async () => (await staffApi<Saved>(site, PATH)).body;

  async function panel(locale: 'es-CO' | 'en-US', width: number): Promise<Page> {
    const context = await site.browser.newContext({ locale, viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.clock.setFixedTime(FRIDAY_NOON);
    await signIn(page, site);
    await page.goto(`${site.server.url}/admin?tab=booking`);
    return page;
  }

  async function opened(page: Page, title: string): Promise<Locator> {
    const form = page.getByRole('form', { name: title });
    await form.waitFor();
    return form;
  }

  /** Clicks Save and returns the PUT's status once the panel has taken its answer. */
  async function save(page: Page, form: Locator, label: string): Promise<number> {
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().endsWith(PATH),
      ),
      form.getByRole('button', { name: label }).click(),
    ]);
    return answer.status();
  }

  /** Picks a range of days on the vacation calendar (days labelled as Mantine labels them) and adds it. */
  async function addVacation(form: Locator, field: string, days: [string, string], add: string) {
    const picker = form.getByLabel(field, { exact: true });
    // The calendar hides while its field is out of sight (under the panel's header too): with the field
    // mid-screen, the calendar below it needs no scrolling.
    await picker.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await picker.click();
    const page = form.page();
    for (const day of days) await page.getByRole('button', { name: day, exact: true }).click();
    await form.getByRole('button', { name: add }).click();
  }

  const toast = (page: Page, message: string) =>
    page.locator('.mantine-Notification-description', { hasText: message }).last().waitFor();
  const value = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true }).inputValue();

  it('in Spanish on a phone: hours, a vacation, the buffer and a new kind are saved and read back', async () => {
    const page = await panel('es-CO', 390);
    let form = await opened(page, 'Disponibilidad');
    const monday = () => form.getByRole('group', { name: 'Lunes', exact: true });
    await typeTime(monday(), 'Hasta (Lunes)', '16:00', 'es');
    await addVacation(
      form,
      'Días de vacaciones',
      ['20 enero 2027', '22 enero 2027'],
      'Agregar las vacaciones',
    );
    await form.getByLabel('Tiempo libre después de cada cita (minutos)').fill('25');
    await form.getByRole('button', { name: 'Agregar un tipo de cita' }).click();
    const added = form.getByRole('group', { name: 'Cita 4' });
    await added.getByLabel('Nombre en español').fill('Asesoría de seguimiento');
    const kind = form.getByRole('group', { name: 'Asesoría de seguimiento' });
    await kind.getByLabel('Nombre en inglés').fill('Follow-up advice');
    await kind.getByLabel('Dónde').selectOption('phone');
    expect(await fitsWidth(page)).toBe(true);

    expect(await save(page, form, 'Guardar')).toBe(200);
    await toast(page, 'Se guardó la disponibilidad.');

    await page.reload();
    form = await opened(page, 'Disponibilidad');
    expect(await value(monday(), 'Hasta (Lunes): horas')).toBe('04');
    expect(await value(monday(), 'Hasta (Lunes): a. m. o p. m.')).toBe('p. m.');
    expect(squash(await form.getByRole('group', { name: 'Vacaciones' }).innerText())).toContain(
      '20 de enero de 2027 a 22 de enero de 2027',
    );
    expect(await value(form, 'Tiempo libre después de cada cita (minutos)')).toBe('25');
    const read = form.getByRole('group', { name: 'Asesoría de seguimiento' });
    expect(await value(read, 'Nombre en inglés')).toBe('Follow-up advice');
    expect(await read.getByLabel('Dónde').inputValue()).toBe('phone');

    const { availability } = await saved();
    expect(availability.week[0].spans).toEqual([{ opens: '08:00', closes: '16:00' }]);
    expect(availability.vacations).toContainEqual({ from: '2027-01-20', to: '2027-01-22' });
    expect(availability.bufferMinutes).toBe(25);
    expect(availability.kinds.at(-1)).toEqual({
      id: 'asesoria-de-seguimiento',
      name: { es: 'Asesoría de seguimiento', en: 'Follow-up advice' },
      minutes: 30,
      place: 'phone',
      videoUrl: null,
      active: true,
    });
  });

  it('in English on a desktop: the same, and a refusal shows at its field with what was typed kept', async () => {
    const page = await panel('en-US', 1366);
    let form = await opened(page, 'Availability');
    const friday = () => form.getByRole('group', { name: 'Friday', exact: true });
    await typeTime(friday(), 'From (Friday)', '10:00', 'en');
    await addVacation(form, 'Vacation days', ['25 January 2027', '29 January 2027'], 'Add the vacation');
    await form.getByLabel('Free time after each meeting (minutes)').fill('5');
    const video = () => form.getByRole('group', { name: 'Videollamada' });
    // The video kind is off until it has the firm's link: switched on without it, the server refuses.
    await video().getByRole('switch', { name: 'Offered to visitors' }).check({ force: true });
    await video().getByLabel('Name in English').fill('Video consultation');

    expect(await save(page, form, 'Save')).toBe(400);
    await video().getByText('A video meeting needs the video link.').waitFor();
    const link = video().getByLabel('Video link');
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await link.getAttribute('aria-describedby')) ?? '';
    const said = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy.split(' '),
    );
    expect(said).toContain('A video meeting needs the video link.');
    expect(await value(form, 'Free time after each meeting (minutes)')).toBe('5');
    expect(await value(video(), 'Name in English')).toBe('Video consultation');

    await link.fill('https://meet.example.com/abogados');
    expect(await save(page, form, 'Save')).toBe(200);
    await toast(page, 'The availability was saved.');

    await page.reload();
    form = await opened(page, 'Availability');
    expect(await value(friday(), 'From (Friday): hours')).toBe('10');
    expect(await value(friday(), 'From (Friday): AM or PM')).toBe('AM');
    expect(squash(await form.getByRole('group', { name: 'Vacations' }).innerText())).toContain(
      'January 25, 2027 to January 29, 2027',
    );
    expect(await value(form, 'Free time after each meeting (minutes)')).toBe('5');
    expect(await value(video(), 'Video link')).toBe('https://meet.example.com/abogados');
    expect(await video().getByRole('switch', { name: 'Offered to visitors' }).isChecked()).toBe(true);

    const { availability } = await saved();
    expect(availability.week[4].spans).toEqual([{ opens: '10:00', closes: '18:00' }]);
    expect(availability.vacations).toContainEqual({ from: '2027-01-25', to: '2027-01-29' });
    expect(availability.kinds.find((kind) => kind.id === 'video')).toMatchObject({
      name: { es: 'Videollamada', en: 'Video consultation' },
      videoUrl: 'https://meet.example.com/abogados',
      active: true,
    });
  });

  it('a save from another tab in between is a 409 that keeps what was typed, and loading theirs saves mine over it', async () => {
    const mine = await panel('en-US', 1366);
    const theirs = await panel('en-US', 1366);
    const myForm = await opened(mine, 'Availability');
    const theirForm = await opened(theirs, 'Availability');
    await myForm.getByLabel('Meetings a day at most').fill('3');

    await theirForm.getByLabel('Minimum notice (hours)').fill('48');
    expect(await save(theirs, theirForm, 'Save')).toBe(200);
    const between = await saved();
    expect(between.availability.noticeMinutes).toBe(48 * 60);

    expect(await save(mine, myForm, 'Save')).toBe(409);
    const alert = myForm.getByRole('alert');
    expect(await alert.innerText()).toContain('Someone else saved the availability after you opened it.');
    expect(await value(myForm, 'Meetings a day at most')).toBe('3');

    await alert.getByRole('button', { name: 'Load their version' }).click();
    await myForm.getByText(/Their version is loaded and what you typed is kept/).waitFor();
    expect(await value(myForm, 'Meetings a day at most')).toBe('3');
    expect(await save(mine, myForm, 'Save')).toBe(200);
    const after = await saved();
    expect(after.version).toBe(between.version + 1);
    expect(after.availability.dailyCap).toBe(3);
  });
});
