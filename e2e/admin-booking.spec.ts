import { resolve } from 'node:path';
import { type BrowserContext, type Locator, type Page } from 'playwright-core';
import { type BookingAvailability, slotTimeLabel } from '@abogados/shared';
import { fitsWidth, newContact, seed, signIn, STAFF, staffApi, squash, typeTime } from './support/admin';
import { axeViolations } from './support/axe';
import { runSql } from './support/database';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The Bookings tab as staff use it. The availability, edited in Spanish on a phone and in English on a
// desktop: each sets the hours, a vacation, the buffer and a kind, saves, reloads and finds them; a refusal
// shows at its field; a save from another tab in between is a 409 that keeps what was typed. The coming
// bookings, one cancelled from the list, and the calendar feed's address, renewed. The server and the pages
// run on Friday 15 January 2027 in Medellín, so the vacation calendar opens on January 2027.
const FRIDAY_NOON = new Date('2027-01-15T17:00:00Z');
const PATH = '/api/admin/booking/availability';

interface Saved {
  availability: BookingAvailability;
  version: number;
}

describe('the Bookings tab', () => {
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
  /** A booking of a request, as the booking form stores one (the API that takes them is the public pages'). */
  async function booked(start: string, minutes: number, requestId: number): Promise<number> {
    const stored = (instant: Date) => instant.toISOString().replace('T', ' ').replace('Z', '');
    const from = new Date(start);
    const id = 900 + requestId;
    await runSql(
      site.server,
      `INSERT INTO bookings (id, uid, sequence, kind_id, place, start_at, end_at, day, status, submission_id,
         language, token_hash, created_at, updated_at)
       VALUES (?, ?, 0, 'oficina', 'office', ?, ?, ?, 'booked', ?, 'es', ?, ?, ?)`,
      [
        id,
        `booking-${id}@abogados.example`,
        stored(from),
        stored(new Date(from.getTime() + minutes * 60_000)),
        new Date(from.getTime() - 5 * 3_600_000).toISOString().slice(0, 10),
        requestId,
        String(id).padStart(64, '0'),
        stored(FRIDAY_NOON),
        stored(FRIDAY_NOON),
      ],
    );
    return id;
  }

  it("in Spanish on a phone: today's booking with its request, cancelled after asking", async () => {
    const [requestId] = await seed(site, newContact({ nombre: 'Lucía Gómez' }));
    const id = await booked('2027-01-15T20:00:00.000Z', 45, requestId);
    const page = await panel('es-CO', 390);
    const list = page.getByRole('region', { name: 'Próximas citas' });
    const today = list.getByRole('region', { name: 'Hoy, viernes 15 de enero' });
    const item = today.getByRole('listitem').filter({ hasText: 'Lucía Gómez' });
    await item.waitFor();
    expect(squash(await item.innerText())).toContain('3:00 p. m. a 3:45 p. m. · Lucía Gómez');
    expect(await item.getByRole('link', { name: 'Solicitud de Lucía Gómez' }).getAttribute('href')).toBe(
      `/admin?contact=${requestId}`,
    );
    expect(await fitsWidth(page)).toBe(true);
    const violations = await axeViolations(page, '[role="tabpanel"]');
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`),
    ).toEqual([]);

    await item.getByRole('button', { name: 'Cancelar la cita de Lucía Gómez' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cancelar esta cita?' });
    await dialog.getByRole('button', { name: 'Cancelar la cita' }).click();
    await item.getByText('Cancelada', { exact: true }).waitFor();
    const { body } = await staffApi<{ bookings: Array<{ id: number; status: string; sequence: number }> }>(
      site,
      '/api/admin/bookings',
    );
    expect(body.bookings.find((b) => b.id === id)).toMatchObject({ status: 'cancelled', sequence: 1 });
  });

  it('in English on a desktop: a booking moved to the first free time the visitors are offered', async () => {
    const [requestId] = await seed(site, newContact({ nombre: 'Pedro Ruiz' }));
    const id = await booked('2027-01-15T21:00:00.000Z', 45, requestId);
    const offered = await staffApi<{ days: Array<{ slots: Array<{ start: string }> }> }>(
      site,
      '/api/booking/slots?kind=oficina',
    );
    const [first] = offered.body.days[0].slots;
    const page = await panel('en-US', 1366);
    const list = page.getByRole('region', { name: 'Coming bookings' });
    const item = list.getByRole('listitem').filter({ hasText: 'Pedro Ruiz' });
    await item.getByRole('button', { name: 'Move the booking of Pedro Ruiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move the booking' });
    // The chips' radios are hidden behind their labels, which staff click.
    await dialog.getByText(slotTimeLabel(first.start, 'en'), { exact: true }).first().click();
    expect(await dialog.getByRole('radio').first().isChecked()).toBe(true);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/admin/bookings/${id}/move`)),
      dialog.getByRole('button', { name: 'Move the booking' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await toast(page, 'The booking was moved and the person told by email.');
    const { body } = await staffApi<{
      bookings: Array<{ id: number; start: string; status: string; sequence: number }>;
    }>(site, '/api/admin/bookings');
    expect(body.bookings.find((b) => b.id === id)).toMatchObject({
      start: first.start,
      status: 'booked',
      sequence: 1,
    });
  });

  it('in English on a desktop: the calendar feed serves the bookings, and a renewed address stops the old one', async () => {
    const page = await panel('en-US', 1366);
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    const address = feed.getByLabel('Private calendar address');
    await page.waitForFunction(() =>
      (document.querySelector('#booking-feed-url') as HTMLInputElement | null)?.value.endsWith('.ics'),
    );
    const first = await address.inputValue();
    // The address is the site's public one (PUBLIC_URL); here the same path is asked of the test's server.
    const fetchFeed = (url: string) => fetch(site.server.url + new URL(url).pathname);
    expect(new URL(first).pathname).toMatch(/^\/api\/booking\/feed\/[^/]+\.ics$/);
    const calendar = await fetchFeed(first);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toContain('BEGIN:VCALENDAR');

    await feed.getByRole('button', { name: 'Renew the address' }).click();
    await page
      .getByRole('dialog', { name: 'Renew the calendar address?' })
      .getByRole('button', { name: 'Renew' })
      .click();
    await page.waitForFunction((old) => {
      const value = (document.querySelector('#booking-feed-url') as HTMLInputElement | null)?.value;
      return value !== undefined && value !== old && value.endsWith('.ics');
    }, first);
    const renewed = await address.inputValue();
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(renewed)).status).toBe(200);
  });
});
