/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { weekOpenOn, type BookingAvailability } from '@abogados/shared';
import { sendJson } from '../../../../../test/http-test-server';
import { renderAdminPanel, setUpStaffApi, shownToast, STAFF_USER } from '../../../../../test/admin-panel';
import type { RecordedRequest } from '../../../../../test/http-test-server';

// The Bookings tab in the panel as /admin?tab=booking opens it, against a staff API on loopback that
// answers what each test says: what the form shows, what a save sends, and what a refusal leaves on screen.

const PATH = '/api/admin/booking/availability';

const SAVED: BookingAvailability = {
  week: weekOpenOn(['mon', 'tue', 'wed', 'thu', 'fri'], '09:00', '17:00'),
  closedDays: ['2026-12-24'],
  vacations: [{ from: '2026-12-28', to: '2027-01-08' }],
  bufferMinutes: 10,
  noticeMinutes: 24 * 60,
  horizonDays: 30,
  dailyCap: 0,
  stepMinutes: 30,
  kinds: [
    {
      id: 'consulta-oficina',
      name: { es: 'Consulta en la oficina', en: 'Office consultation' },
      minutes: 30,
      place: 'office',
      videoUrl: null,
      active: true,
    },
    {
      id: 'videollamada',
      name: { es: 'Videollamada', en: 'Video call' },
      minutes: 45,
      place: 'video',
      videoUrl: 'https://meet.example.com/firma',
      active: true,
    },
  ],
};

const api = setUpStaffApi();
/** What GET answers; a test changes it to stand for someone else's save. */
let stored: { availability: BookingAvailability; version: number };
const puts: RecordedRequest[] = [];
const sentBodies = () => puts.map((req) => JSON.parse(req.body) as unknown);
/** Resolves when the server has received the next PUT: what a save waits for, however slow the machine. */
let putArrived: () => void = () => undefined;
const nextPut = () => new Promise<void>((resolve) => (putArrived = resolve));

beforeEach(() => {
  stored = { availability: structuredClone(SAVED), version: 3 };
  puts.length = 0;
  api.on('GET', PATH, (_req, res) => sendJson(res, 200, stored));
});

/** The PUT answers `answer(body)`: [status, JSON]. */
function onSave(answer: (body: { availability: BookingAvailability; version: number }) => [number, unknown]) {
  api.on('PUT', PATH, (req, res) => {
    puts.push(req);
    putArrived();
    const [status, json] = answer(JSON.parse(req.body) as typeof stored);
    sendJson(res, status, json);
  });
}

async function openTab(locale: 'es' | 'en' = 'en') {
  api.user = { ...STAFF_USER, locale };
  renderAdminPanel('/admin?tab=booking');
  return screen.findByRole('form', { name: locale === 'es' ? 'Disponibilidad' : 'Availability' });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const kind = (legend: string) => screen.getByRole('group', { name: legend });
const day = (name: string) => screen.getByRole('group', { name });
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function save(label = 'Save') {
  const arrived = nextPut();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
  await act(() => arrived);
}

describe('the Bookings tab', () => {
  it('shows the availability the server holds, in Medellín time, said once', async () => {
    await openTab();
    expect(screen.getByRole('tab', { name: 'Bookings', selected: true })).toBeTruthy();
    expect(screen.getAllByText(/Medellín time/)).toHaveLength(1);

    const monday = within(day('Monday'));
    expect((monday.getByRole('checkbox', { name: 'Bookable' }) as HTMLInputElement).checked).toBe(true);
    expect((monday.getByLabelText('From (Monday): hours') as HTMLInputElement).value).toBe('09');
    expect((monday.getByLabelText('Until (Monday): hours') as HTMLInputElement).value).toBe('05');
    expect((monday.getByLabelText('Until (Monday): AM or PM') as HTMLInputElement).value).toBe('PM');
    const saturday = within(day('Saturday'));
    expect((saturday.getByRole('checkbox', { name: 'Bookable' }) as HTMLInputElement).checked).toBe(false);

    expect(screen.getByText('December 24, 2026')).toBeTruthy();
    expect(screen.getByText('December 28, 2026 to January 8, 2027')).toBeTruthy();
    expect(input('Free time after each meeting (minutes)').value).toBe('10');
    expect(input('Minimum notice (hours)').value).toBe('24');
    expect(input('How far ahead (days)').value).toBe('30');
    expect(input('Meetings a day at most').value).toBe('0');
    expect((screen.getByLabelText('Meetings start every') as HTMLSelectElement).value).toBe('30');

    const video = within(kind('Videollamada'));
    expect((video.getByLabelText('Name in English') as HTMLInputElement).value).toBe('Video call');
    expect((video.getByLabelText('Length (minutes)') as HTMLInputElement).value).toBe('45');
    expect((video.getByLabelText('Where') as HTMLSelectElement).value).toBe('video');
    expect((video.getByLabelText('Video link') as HTMLInputElement).value).toBe(
      'https://meet.example.com/firma',
    );
    expect(within(kind('Consulta en la oficina')).queryByLabelText('Video link')).toBeNull();
  });

  it('sends exactly what was edited: a span, a kind changed, a kind added', async () => {
    onSave((body) => [200, { availability: body.availability, version: body.version + 1 }]);
    await openTab();

    const monday = within(day('Monday'));
    fireEvent.click(monday.getByRole('button', { name: 'Add another span on Monday' }));
    fireEvent.click(within(day('Saturday')).getByRole('checkbox', { name: 'Bookable' }));
    change(within(day('Tuesday')).getByLabelText('Until (Tuesday): hours'), '06');

    const office = within(kind('Consulta en la oficina'));
    change(office.getByLabelText('Length (minutes)'), '60');
    fireEvent.click(office.getByRole('switch', { name: 'Offered to visitors' }));
    change(within(kind('Videollamada')).getByLabelText('Name in English'), 'Video consultation');

    fireEvent.click(screen.getByRole('button', { name: 'Add a kind of meeting' }));
    const added = within(kind('Meeting 3'));
    change(added.getByLabelText('Name in Spanish'), 'Llamada de seguimiento');
    const named = within(kind('Llamada de seguimiento'));
    change(named.getByLabelText('Name in English'), 'Follow-up call');
    change(named.getByLabelText('Where'), 'phone');
    change(input('Free time after each meeting (minutes)'), '15');

    await save();
    const [mon, , wed, thu, fri, , sun] = SAVED.week;
    expect(sentBodies()).toEqual([
      {
        version: 3,
        availability: {
          ...SAVED,
          week: [
            { ...mon, spans: [...mon.spans, { opens: '17:00', closes: '24:00' }] },
            { day: 'tue', spans: [{ opens: '09:00', closes: '18:00' }] },
            wed,
            thu,
            fri,
            { day: 'sat', spans: [{ opens: '08:00', closes: '18:00' }] },
            sun,
          ],
          bufferMinutes: 15,
          kinds: [
            { ...SAVED.kinds[0], minutes: 60, active: false },
            { ...SAVED.kinds[1], name: { es: 'Videollamada', en: 'Video consultation' } },
            {
              id: 'llamada-de-seguimiento',
              name: { es: 'Llamada de seguimiento', en: 'Follow-up call' },
              minutes: 30,
              place: 'phone',
              videoUrl: null,
              active: true,
            },
          ],
        },
      },
    ]);
    await waitFor(() => expect(shownToast()?.textContent).toContain('The availability was saved.'));
  });

  it.each([
    [
      'en',
      'Save',
      'Video link',
      'A video meeting needs the video link.',
      'From (Monday, span 2): hours',
      'A span must start after the one before it ends.',
      'Offer at least one kind of meeting.',
    ],
    [
      'es',
      'Guardar',
      'Enlace de la videollamada',
      'Una videollamada necesita el enlace.',
      'Desde (Lunes, horario 2): horas',
      'Un horario debe empezar después de que termine el anterior.',
      'Ofrezca al menos un tipo de cita.',
    ],
  ] as const)(
    'a %s panel shows each problem of a 400 beside its field, in its language, keeping what was typed',
    async (locale, saveLabel, videoLabel, videoProblem, spanLabel, spanProblem, kindsProblem) => {
      onSave(() => [
        400,
        {
          statusCode: 400,
          message: 'Validation failed',
          errors: {
            'availability.kinds.1.videoUrl': 'an active video call needs the https link',
            'availability.week.0.spans.1': "must start once the day's span before it ends",
            'availability.kinds': 'at least one kind of meeting must be active',
          },
          issues: [
            { path: 'availability.kinds.1.videoUrl', code: 'required' },
            { path: 'availability.week.0.spans.1', code: 'overlap' },
            { path: 'availability.kinds', code: 'empty' },
          ],
        },
      ]);
      await openTab(locale);
      const video = within(kind('Videollamada'));
      change(video.getByLabelText(videoLabel), '');
      const mondayName = locale === 'es' ? 'Lunes' : 'Monday';
      fireEvent.click(
        within(day(mondayName)).getByRole('button', {
          name: locale === 'es' ? 'Agregar otro horario el Lunes' : 'Add another span on Monday',
        }),
      );
      await save(saveLabel);

      const link = await waitFor(() => {
        const field = video.getByLabelText(videoLabel) as HTMLInputElement;
        expect(field.getAttribute('aria-invalid')).toBe('true');
        return field;
      });
      expect(link.value).toBe('');
      const described = (element: HTMLElement) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' ');
      expect(described(link)).toContain(videoProblem);
      const span = screen.getByLabelText(spanLabel);
      expect(span.getAttribute('aria-invalid')).toBe('true');
      expect(described(span)).toContain(spanProblem);
      expect(
        described(
          screen.getByRole('group', { name: locale === 'es' ? 'Tipos de cita' : 'Kinds of meeting' }),
        ),
      ).toBe(kindsProblem);
      // The first field refused has the focus: Monday's second span comes first in the form.
      expect(document.activeElement).toBe(span);
    },
  );

  it('explains a 409, and loading the other version keeps what was typed for the next save', async () => {
    let refuse = true;
    onSave((body) =>
      refuse
        ? [
            409,
            {
              statusCode: 409,
              message: 'The availability changed since it was loaded',
              code: 'booking.stale',
            },
          ]
        : [200, { availability: body.availability, version: body.version + 1 }],
    );
    await openTab();
    change(input('Free time after each meeting (minutes)'), '20');
    // Meanwhile someone else saves a daily cap.
    stored = { availability: { ...structuredClone(SAVED), dailyCap: 4 }, version: 7 };

    await save();
    const alert = await screen.findByRole('alert', { name: /./ });
    expect(alert.textContent).toContain('Someone else saved the availability after you opened it.');
    expect(input('Free time after each meeting (minutes)').value).toBe('20');

    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Load their version' }));
    });
    await screen.findByText(/Their version is loaded and what you typed is kept/);
    expect(input('Free time after each meeting (minutes)').value).toBe('20');
    expect(input('Meetings a day at most').value).toBe('0');

    refuse = false;
    await save();
    expect(puts).toHaveLength(2);
    expect(sentBodies()[1]).toEqual({ version: 7, availability: { ...SAVED, bufferMinutes: 20 } });
    await waitFor(() => expect(screen.queryByText(/Their version is loaded/)).toBeNull());
  });
});
