/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { sendJson } from '../../../../../test/http-test-server';
import {
  card,
  installClock,
  renderAdminPanel,
  runFor,
  settleUntil,
  STAFF_USER,
  submission,
  setUpStaffApi,
} from '../../../../../test/admin-panel';
import type { ContactSubmission, RequestBooking } from '../../../../lib/api/endpoints';

// A request whose visitor booked a meeting online: its card and its details say when and what kind instead
// of the answer-by time, link to the Bookings tab and never turn overdue on the fake clock; a cancelled
// meeting says so and the answer-by time is back. The server's side (which booking, the counters and the
// Overdue filter): backend/test/booking.e2e-spec.ts; in Chromium: e2e/admin-booked-request.spec.ts.

const MINUTE = 60_000;
/** The fake clock stands at T0: Tuesday 10 March 2026, 10:00 in Medellín. */
const T0 = Date.parse('2026-03-10T15:00:00.000Z');
const overdueBy25 = new Date(T0 - 25 * MINUTE).toISOString();

/** Thursday 12 March 2026, 9:00 to 9:45 in Medellín, at the office. */
const meeting = (status: RequestBooking['status']): RequestBooking => ({
  id: 3,
  kind: 'oficina',
  kindName: { es: 'En la oficina', en: 'At the office' },
  place: 'office',
  start: '2026-03-12T14:00:00.000Z',
  end: '2026-03-12T14:45:00.000Z',
  status,
});

const agendada = submission('Agendada Ríos', { answerBy: overdueBy25, booking: meeting('booked') });
const cancelada = submission('Cancelada Mejía', { answerBy: overdueBy25, booking: meeting('cancelled') });
const sinCita = submission('Sin Cita Torres', { answerBy: overdueBy25 });

const squash = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const part = (contact: ContactSubmission, selector: string) =>
  card(contact.nombre).querySelector<HTMLElement>(selector);

const api = setUpStaffApi();
beforeEach(() => {
  api.contacts = [agendada, cancelada, sinCita];
});

async function openPanelAtT0(path = '/admin'): Promise<void> {
  installClock(T0);
  renderAdminPanel(path);
  await settleUntil(() => document.querySelectorAll('article').length === 3);
}

describe('a request with a meeting booked online', () => {
  it('shows the meeting instead of the answer-by time, with a link to Bookings, and never turns overdue', async () => {
    await openPanelAtT0();
    expect(squash(part(agendada, '[data-booking-text]')?.textContent)).toBe(
      'Meeting booked: Thursday, March 12, 9:00 AM, At the office',
    );
    expect(part(agendada, '[data-booking] time')!.getAttribute('datetime')).toBe(agendada.booking!.start);
    const link = within(card(agendada.nombre)).getByRole('link', { name: 'See in Bookings' });
    expect(link.getAttribute('href')).toBe('/admin?tab=booking');
    expect(part(agendada, '[data-answer-by]')).toBeNull();
    expect(within(card(agendada.nombre)).queryAllByText(/Overdue|Answer by|left/)).toHaveLength(0);

    // Hours later on the page's clock, still an answered request.
    await runFor(3 * 60 * MINUTE);
    expect(part(agendada, '[data-answer-by]')).toBeNull();
    expect(within(card(agendada.nombre)).queryAllByText(/Overdue/)).toHaveLength(0);
  });

  it('says a cancelled meeting was cancelled, and the answer-by time is back (overdue here)', async () => {
    await openPanelAtT0();
    expect(part(cancelada, '[data-booking]')!.getAttribute('data-booking')).toBe('cancelled');
    expect(squash(part(cancelada, '[data-booking-text]')?.textContent)).toBe('Meeting cancelled');
    expect(part(cancelada, '[data-remaining]')!.textContent).toBe('Overdue by 25 min');
    expect(within(card(cancelada.nombre)).getAllByText('Overdue', { exact: true })).toHaveLength(1);
  });

  it('shows a request without a meeting as before: the answer-by line alone', async () => {
    await openPanelAtT0();
    expect(part(sinCita, '[data-booking]')).toBeNull();
    expect(within(card(sinCita.nombre)).queryByRole('link', { name: 'See in Bookings' })).toBeNull();
    expect(part(sinCita, '[data-remaining]')!.textContent).toBe('Overdue by 25 min');
  });

  it('says it in Spanish too, in the card and in the details', async () => {
    api.user = { ...STAFF_USER, locale: 'es' };
    api.on('GET', `/api/contacts/${agendada.id}`, (_req, res) =>
      sendJson(res, 200, { ...agendada, consentRecord: null, notes: [] }),
    );
    await openPanelAtT0(`/admin?contact=${agendada.id}`);
    expect(squash(part(agendada, '[data-booking-text]')?.textContent)).toBe(
      'Cita agendada: jueves 12 de marzo, 9:00 a. m., En la oficina',
    );
    expect(within(card(agendada.nombre)).getByRole('link', { name: 'Ver en Citas' })).toBeTruthy();
    expect(squash(part(cancelada, '[data-booking-text]')?.textContent)).toBe('Cita cancelada');

    await settleUntil(() => screen.queryByRole('dialog', { name: agendada.nombre }) !== null);
    const dialog = screen.getByRole('dialog', { name: agendada.nombre });
    await settleUntil(() => dialog.querySelector('[data-booking-text]') !== null);
    expect(squash(dialog.querySelector('[data-booking-text]')!.textContent)).toBe(
      'Cita agendada: jueves 12 de marzo, 9:00 a. m., En la oficina',
    );
    expect(dialog.querySelector('[data-answer-by]')).toBeNull();
  });
});
