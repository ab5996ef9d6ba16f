import { resolve } from 'node:path';
import { type BrowserContext, type Page } from 'playwright-core';
import { card, fitsWidth, newContact, seed, signIn, squash, STAFF, staffApi } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// A request whose visitor booked a meeting online, in Requests on a phone in Spanish: its card says
// "Cita agendada" with the meeting's day, time and kind instead of the answer-by time, and never "Vencida",
// even on a page clock hours past its answer-by time, while a request sent by the form at the same moment
// reads overdue; the cards have no serious axe finding, and the link opens the Bookings tab, where the
// meeting is listed. The server runs on Friday 15 January 2027 at noon in Medellín; the meeting is on
// Monday the 18th at 9:00.
const FRIDAY_NOON = new Date('2027-01-15T17:00:00Z');
const HOUR = 3_600_000;

describe('a booked request in Requests', () => {
  const site = useSite({
    NODE_OPTIONS: `--require ${resolve(__dirname, '../backend/test/shifted-clock.cjs')}`,
    SHIFTED_CLOCK_MS: String(FRIDAY_NOON.getTime() - Date.now()),
  });
  const contexts: BrowserContext[] = [];
  let bookedId: number;

  beforeAll(async () => {
    addStaffUser(site.server, STAFF);
    await seed(site, newContact({ nombre: 'Sin Cita Torres' }));
    // Booked through the public API, as the booking page does: it creates the request.
    const answer = await fetch(`${site.server.url}/api/booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...newContact({ nombre: 'Agendada Ríos', email: 'agendada@example.com' }),
        kind: 'oficina',
        start: '2027-01-18T09:00:00-05:00',
      }),
    });
    expect(answer.status).toBe(201);
    const listed = await staffApi<Array<{ id: number; nombre: string; answerBy: string }>>(
      site,
      '/api/contacts?limit=10',
    );
    const booked = listed.body.find((request) => request.nombre === 'Agendada Ríos')!;
    bookedId = booked.id;
    // The page's clock, below, is hours past both answer-by times.
    expect(Date.parse(booked.answerBy)).toBeLessThan(FRIDAY_NOON.getTime() + 3 * HOUR);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function phonePanel(): Promise<Page> {
    const context = await site.browser.newContext({ locale: 'es-CO', viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(FRIDAY_NOON.getTime() + 3 * HOUR));
    await signIn(page, site);
    await page.goto(`${site.server.url}/admin`);
    await page.locator('article').first().waitFor();
    return page;
  }

  it('shows "Cita agendada", never "Vencida", past its answer-by time, and links to the Bookings tab', async () => {
    const page = await phonePanel();
    const booked = card(page, 'Agendada Ríos');
    await booked.locator('[data-booking="booked"]').waitFor();
    expect(squash(await booked.locator('[data-booking-text]').innerText())).toBe(
      'Cita agendada: lunes 18 de enero, 9:00 a. m., En la oficina',
    );
    expect(await booked.locator('[data-answer-by]').count()).toBe(0);
    expect(await booked.innerText()).not.toMatch(/Vencida|Plazo de respuesta/);
    // The request sent by the form at the same moment is overdue on the same clock.
    expect(await card(page, 'Sin Cita Torres').innerText()).toContain('Vencida hace');
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousAxeViolations(page, '[data-contact-id]')).toEqual([]);

    // On a phone the whole row opens the request; the link to Bookings is tappable on top of it.
    await booked.getByRole('link', { name: 'Ver en Citas' }).click();
    await page.waitForURL(`${site.server.url}/admin?tab=booking`);
    const item = page
      .getByRole('region', { name: 'Próximas citas' })
      .getByRole('listitem')
      .filter({ hasText: 'Agendada Ríos' });
    await item.waitFor();
    expect(await item.getByRole('link', { name: 'Solicitud de Agendada Ríos' }).getAttribute('href')).toBe(
      `/admin?contact=${bookedId}`,
    );
  });
});
