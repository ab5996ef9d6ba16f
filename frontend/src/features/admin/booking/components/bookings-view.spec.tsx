/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultAvailability, weekOpenOn } from '@abogados/shared';
import { sendJson, type RecordedRequest } from '../../../../../test/http-test-server';
import { renderAdminPanel, setUpStaffApi, shownToast, STAFF_USER } from '../../../../../test/admin-panel';
import type { StaffBooking } from '../api/get-bookings';

// The Bookings tab's list of coming bookings and its calendar feed, against a staff API on loopback that
// answers what each test says. The panel's clock reads Friday 15 January 2027, noon in Medellín.
const NOW = new Date('2027-01-15T17:00:00Z');

const booking = (id: number, overrides: Partial<StaffBooking>): StaffBooking => ({
  id,
  uid: `booking-${id}@abogados.example`,
  kind: 'oficina',
  kindName: { es: 'En la oficina', en: 'At the office' },
  place: 'office',
  start: '2027-01-15T20:00:00.000Z',
  end: '2027-01-15T20:45:00.000Z',
  status: 'booked',
  sequence: 0,
  submission: null,
  ...overrides,
});

const ANA = booking(1, {
  sequence: 2,
  submission: {
    id: 41,
    nombre: 'Ana María Restrepo',
    email: 'ana@example.com',
    telefono: '+57 300 123 4567',
    tipo_caso: 'familia',
    processed: false,
  },
});
/** 10:30 p.m. on Friday in Medellín: already Saturday in UTC. */
const LATE_CALL = booking(2, {
  kind: 'telefono',
  kindName: { es: 'Llamada telefónica', en: 'Phone call' },
  place: 'phone',
  start: '2027-01-16T03:30:00.000Z',
  end: '2027-01-16T04:00:00.000Z',
  status: 'cancelled',
  sequence: 1,
});
const JOSE = booking(3, {
  kind: 'video',
  kindName: { es: 'Videollamada', en: 'Video call' },
  place: 'video',
  start: '2027-01-18T14:00:00.000Z',
  end: '2027-01-18T14:30:00.000Z',
  submission: { ...ANA.submission!, id: 42, nombre: 'José Pérez' },
});

const api = setUpStaffApi();
let listed: StaffBooking[];
let listReads: number;
const posts: RecordedRequest[] = [];
const FEED = '/api/admin/booking/feed';

beforeEach(() => {
  // Only the date is the test's: timers and the loopback server keep real time.
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'setTimeout',
      'setInterval',
      'setImmediate',
      'clearTimeout',
      'clearInterval',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
  listed = [ANA, LATE_CALL, JOSE];
  listReads = 0;
  posts.length = 0;
  api.on('GET', '/api/admin/bookings', (_req, res) => {
    listReads += 1;
    sendJson(res, 200, { bookings: listed });
  });
  api.on('GET', '/api/admin/booking/availability', (_req, res) =>
    sendJson(res, 200, {
      availability: { ...defaultAvailability(weekOpenOn(['mon'], '08:00', '18:00')) },
      version: 1,
    }),
  );
  api.on('GET', FEED, (_req, res) =>
    sendJson(res, 200, { url: 'http://localhost/api/booking/feed/first-secret.ics' }),
  );
});

/** The POST to `path` answers `answer(body)`: [status, JSON]. */
function onPost(path: string, answer: (body: Record<string, unknown>) => [number, unknown]) {
  api.on('POST', path, (req, res) => {
    posts.push(req);
    const [status, json] = answer(req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {});
    sendJson(res, status, json);
  });
}
const sent = () =>
  posts.map((req) => ({ url: req.url, body: req.body ? (JSON.parse(req.body) as unknown) : null }));

async function openTab(locale: 'es' | 'en' = 'en') {
  api.user = { ...STAFF_USER, locale };
  renderAdminPanel('/admin?tab=booking');
  return screen.findByRole('region', { name: locale === 'es' ? 'Próximas citas' : 'Coming bookings' });
}

const day = (list: HTMLElement, name: string) => within(list).getByRole('region', { name });
const items = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the coming bookings', () => {
  it.each([
    [
      'en',
      'Today, Friday, January 15',
      [
        '3:00 PM to 3:45 PM · Ana María RestrepoBookedAt the officeRequest from Ana María RestrepoMoveCancel',
        '10:30 PM to 11:00 PM · the personCancelledPhone callNo request linked',
      ],
      'Monday, January 18',
      'Request from José Pérez',
    ],
    [
      'es',
      'Hoy, viernes 15 de enero',
      [
        '3:00 p. m. a 3:45 p. m. · Ana María RestrepoReservadaEn la oficinaSolicitud de Ana María RestrepoMoverCancelar',
        '10:30 p. m. a 11:00 p. m. · la personaCanceladaLlamada telefónicaSin solicitud asociada',
      ],
      'Lunes 18 de enero',
      'Solicitud de José Pérez',
    ],
  ] as const)(
    'in %s: by Medellín day, each with the person, kind, time, where, status and its request',
    async (locale, today, todays, monday, joseLink) => {
      const list = await openTab(locale);
      await within(list).findByRole('region', { name: today });
      expect(items(day(list, today))).toEqual(todays);
      const link = within(day(list, monday)).getByRole('link', { name: joseLink });
      expect(link.getAttribute('href')).toBe('/admin?contact=42');
      // A cancelled booking can be neither moved nor cancelled again.
      expect(
        within(list).getAllByRole('button', {
          name: locale === 'es' ? /^Cancelar la cita de/ : /^Cancel the booking of/,
        }),
      ).toHaveLength(2);
    },
  );

  it('says when there is none', async () => {
    listed = [];
    const list = await openTab();
    await within(list).findByText('No bookings in the coming days.');
  });

  it('cancels after asking, with the sequence shown; a booking changed meanwhile is explained and the list read again', async () => {
    let stale = true;
    onPost('/api/admin/bookings/1/cancel', () =>
      stale
        ? [409, { statusCode: 409, message: 'The booking changed', code: 'booking.link.stale' }]
        : [200, { booking: { ...ANA, status: 'cancelled', sequence: 4 } }],
    );
    const list = await openTab();
    await within(list).findByRole('button', { name: 'Cancel the booking of Ana María Restrepo' });
    fireEvent.click(within(list).getByRole('button', { name: 'Cancel the booking of Ana María Restrepo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain('Ana María Restrepo, 3:00 PM to 3:45 PM.');
    // Meanwhile the visitor moved it with their link.
    listed = [{ ...ANA, sequence: 3 }, LATE_CALL, JOSE];
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    });
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('This booking was changed meanwhile');
    await waitFor(() => expect(listReads).toBe(2));

    stale = false;
    listed = [{ ...ANA, status: 'cancelled', sequence: 4 }, LATE_CALL, JOSE];
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toEqual([
      { url: '/api/admin/bookings/1/cancel', body: { sequence: 2 } },
      { url: '/api/admin/bookings/1/cancel', body: { sequence: 3 } },
    ]);
    await waitFor(() => expect(shownToast()?.textContent).toContain('The booking was cancelled'));
    await waitFor(() =>
      expect(
        within(list).queryByRole('button', { name: 'Cancel the booking of Ana María Restrepo' }),
      ).toBeNull(),
    );
  });

  it('moves to a free time picked from the slots; a time just taken is explained and the free times read again, the choice kept', async () => {
    let slotReads = 0;
    api.on('GET', '/api/booking/slots', (req, res) => {
      slotReads += 1;
      expect(new URL(req.url, 'http://x').searchParams.get('kind')).toBe('oficina');
      sendJson(res, 200, {
        kind: 'oficina',
        days: [
          {
            day: '2027-01-18',
            slots: [
              { start: '2027-01-18T13:00:00.000Z', end: '2027-01-18T13:45:00.000Z' },
              { start: '2027-01-18T15:00:00.000Z', end: '2027-01-18T15:45:00.000Z' },
            ],
          },
          {
            day: '2027-01-19',
            slots: [{ start: '2027-01-19T13:00:00.000Z', end: '2027-01-19T13:45:00.000Z' }],
          },
        ],
      });
    });
    let taken = true;
    onPost('/api/admin/bookings/1/move', (body) =>
      taken
        ? [409, { statusCode: 409, message: 'That time was just taken', code: 'booking.slot.taken' }]
        : [200, { booking: { ...ANA, start: body.start, sequence: 3 } }],
    );
    await openTab('es');
    fireEvent.click(await screen.findByRole('button', { name: 'Mover la cita de Ana María Restrepo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover la cita' });
    const monday = await within(dialog).findByRole('group', { name: 'Lunes 18 de enero' });
    expect(
      within(monday)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['8:00 a. m.', '10:00 a. m.']);
    const moveButton = within(dialog).getByRole('button', { name: 'Mover la cita' });
    expect((moveButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(monday).getByLabelText('10:00 a. m.'));
    await act(async () => {
      fireEvent.click(moveButton);
    });
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe(
      'Ese horario se acaba de ocupar. Elija otro: se muestran de nuevo los horarios libres.',
    );
    await waitFor(() => expect(slotReads).toBe(2));
    expect((within(dialog).getByLabelText('10:00 a. m.') as HTMLInputElement).checked).toBe(true);

    taken = false;
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Lunes 18 de enero' })).getByLabelText('8:00 a. m.'),
    );
    await act(async () => {
      fireEvent.click(moveButton);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toEqual([
      { url: '/api/admin/bookings/1/move', body: { sequence: 2, start: '2027-01-18T15:00:00.000Z' } },
      { url: '/api/admin/bookings/1/move', body: { sequence: 2, start: '2027-01-18T13:00:00.000Z' } },
    ]);
    await waitFor(() => expect(shownToast()?.textContent).toContain('Se movió la cita'));
  });
});

describe('the calendar feed', () => {
  it('shows the private address to copy, and renewing it after asking shows the new one', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    onPost(FEED, () => [200, { url: 'http://localhost/api/booking/feed/second-secret.ics' }]);
    await openTab();
    const feed = screen.getByRole('region', { name: 'Calendar feed' });
    const address = (await within(feed).findByDisplayValue(
      'http://localhost/api/booking/feed/first-secret.ics',
    )) as HTMLInputElement;
    expect(address.readOnly).toBe(true);
    expect(feed.textContent).toContain('Google Calendar');
    expect(feed.textContent).toContain('Outlook');
    expect(feed.textContent).toContain('Apple Calendar');
    await act(async () => {
      fireEvent.click(within(feed).getByRole('button', { name: 'Copy the address' }));
    });
    expect(copied).toEqual(['http://localhost/api/booking/feed/first-secret.ics']);
    await within(feed).findByRole('button', { name: 'Copied' });

    fireEvent.click(within(feed).getByRole('button', { name: 'Renew the address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew the calendar address?' });
    expect(dialog.textContent).toContain('The current address stops working at once');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    });
    await within(feed).findByDisplayValue('http://localhost/api/booking/feed/second-secret.ics');
    expect(sent()).toEqual([{ url: FEED, body: null }]);
  });
});
