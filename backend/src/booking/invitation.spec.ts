import ICAL from 'ical.js';
import { calendarFeed, type FeedEvent, invitation, type InvitationInput } from './invitation';

const BOOKING: InvitationInput = {
  method: 'REQUEST',
  uid: 'booking-42@abogados.example',
  sequence: 0,
  // Monday 7 December 2026, 9:30 to 10:00 in Medellín.
  start: new Date('2026-12-07T14:30:00Z'),
  end: new Date('2026-12-07T15:00:00Z'),
  stamp: new Date('2026-12-01T18:05:09Z'),
  summary: 'Consulta gratuita — Abogados Medellín',
  description: 'Consulta en la oficina.',
  location: 'Calle 10 # 43-12, Medellín',
  url: 'https://meet.example.com/abc-defg',
  organizer: { name: 'Abogados Medellín', email: 'citas@abogados.example' },
  attendee: { name: 'María José Pérez', email: 'maria@example.com' },
};

/** The calendar as ical.js reads it, and its one event. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, event: calendar.getFirstSubcomponent('vevent')! };
}

const names = (component: ICAL.Component): string[] => component.getAllProperties().map((p) => p.name);
const value = (component: ICAL.Component, name: string): unknown => component.getFirstPropertyValue(name);
const instant = (component: ICAL.Component, name: string): string =>
  (component.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();

const EVENT_PROPERTIES = [
  'uid',
  'dtstamp',
  'dtstart',
  'dtend',
  'sequence',
  'status',
  'summary',
  'description',
  'location',
  'url',
  'organizer',
  'attendee',
];

describe('invitation', () => {
  it('writes a calendar with one event that a maintained parser reads back', () => {
    const { calendar, event } = read(invitation(BOOKING));
    expect(names(calendar)).toEqual(['prodid', 'version', 'calscale', 'method']);
    expect(value(calendar, 'version')).toBe('2.0');
    expect(value(calendar, 'calscale')).toBe('GREGORIAN');
    expect(value(calendar, 'method')).toBe('REQUEST');
    expect(calendar.getAllSubcomponents().map((c) => c.name)).toEqual(['vevent']);
    expect(names(event)).toEqual(EVENT_PROPERTIES);
    expect(instant(event, 'dtstart')).toBe('2026-12-07T14:30:00.000Z');
    expect(instant(event, 'dtend')).toBe('2026-12-07T15:00:00.000Z');
    expect(instant(event, 'dtstamp')).toBe('2026-12-01T18:05:09.000Z');
    expect(value(event, 'uid')).toBe('booking-42@abogados.example');
    expect(value(event, 'sequence')).toBe(0);
    expect(value(event, 'status')).toBe('CONFIRMED');
    expect(value(event, 'summary')).toBe(BOOKING.summary);
    expect(value(event, 'location')).toBe(BOOKING.location);
    expect(value(event, 'url')).toBe(BOOKING.url);
  });

  it('writes times in UTC, lines ending in CRLF', () => {
    const text = invitation(BOOKING);
    expect(text).toContain('\r\nDTSTART:20261207T143000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261207T150000Z\r\n');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('names the organizer and the attendee, the attendee asked to answer', () => {
    const { event } = read(invitation(BOOKING));
    const organizer = event.getFirstProperty('organizer')!;
    const attendee = event.getFirstProperty('attendee')!;
    expect(organizer.getParameter('cn')).toBe('Abogados Medellín');
    expect(organizer.getFirstValue()).toBe('mailto:citas@abogados.example');
    expect(attendee.getParameter('cn')).toBe('María José Pérez');
    expect(attendee.getFirstValue()).toBe('mailto:maria@example.com');
    expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
  });

  it('cancels with the same uid and a higher sequence', () => {
    const { calendar, event } = read(invitation({ ...BOOKING, method: 'CANCEL', sequence: 2 }));
    expect(value(calendar, 'method')).toBe('CANCEL');
    expect(value(event, 'status')).toBe('CANCELLED');
    expect(value(event, 'sequence')).toBe(2);
    expect(value(event, 'uid')).toBe(BOOKING.uid);
  });

  it('leaves out the location and the link when the meeting has none', () => {
    const { event } = read(invitation({ ...BOOKING, location: null, url: null }));
    expect(names(event)).toEqual(EVENT_PROPERTIES.filter((name) => name !== 'location' && name !== 'url'));
  });

  it('keeps a name with quotes, semicolons, colons, carets and new lines inside its parameter', () => {
    const name = 'Ana "La Jefa"; Pérez: ^n\nATTENDEE;CN=x:mailto:evil@example.com';
    const { event } = read(invitation({ ...BOOKING, attendee: { name, email: 'ana@example.com' } }));
    expect(names(event)).toEqual(EVENT_PROPERTIES);
    expect(event.getAllProperties('attendee')).toHaveLength(1);
    expect(event.getFirstProperty('attendee')!.getParameter('cn')).toBe(name);
    expect(event.getFirstProperty('attendee')!.getFirstValue()).toBe('mailto:ana@example.com');
  });

  it('keeps a long message with every special character inside its property', () => {
    const line = 'Hola; necesito ayuda, urgente: divorcio \\ custodia "hijos" ñandú 😀\n';
    const description = [...(line + 'END:VEVENT\nBEGIN:VEVENT\nUID:other\n' + line.repeat(4))]
      .slice(0, 200)
      .join('');
    expect([...description]).toHaveLength(200);
    const summary = 'Cita, con; comas\\';
    const { calendar, event } = read(invitation({ ...BOOKING, summary, description }));
    expect(names(event)).toEqual(EVENT_PROPERTIES);
    expect(calendar.getAllSubcomponents()).toHaveLength(1);
    expect(value(event, 'description')).toBe(description);
    expect(value(event, 'summary')).toBe(summary);
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const description = 'ñ'.repeat(50) + '😀'.repeat(30) + 'a'.repeat(100);
    const text = invitation({ ...BOOKING, description });
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    expect(text).not.toContain('\ufffd');
    expect(value(read(text).event, 'description')).toBe(description);
  });

  it('writes a carriage return and line feed typed by a visitor as one new line, and drops other control characters', () => {
    const { event } = read(
      invitation({
        ...BOOKING,
        description: 'uno\r\ndos\rtres\u0007\u0000',
        attendee: { name: 'Ana\r\nBEGIN:VALARM\u001b', email: 'ana@example.com' },
      }),
    );
    expect(names(event)).toEqual(EVENT_PROPERTIES);
    expect(value(event, 'description')).toBe('uno\ndos\ntres');
    expect(event.getFirstProperty('attendee')!.getParameter('cn')).toBe('Ana\nBEGIN:VALARM');
  });

  it('keeps a link with a line break inside its property', () => {
    const url = 'https://meet.example.com/abc\r\nATTENDEE:mailto:evil@example.com';
    const { event } = read(invitation({ ...BOOKING, url }));
    expect(names(event)).toEqual(EVENT_PROPERTIES);
    expect(value(event, 'url')).toBe('https://meet.example.com/abc%0D%0AATTENDEE:mailto:evil@example.com');
  });

  it('refuses a sequence that is not a whole number', () => {
    expect(() => invitation({ ...BOOKING, sequence: 1.5 })).toThrow(RangeError);
    expect(() => invitation({ ...BOOKING, sequence: -1 })).toThrow(RangeError);
  });
});

describe('calendarFeed', () => {
  const event = (uid: string, start: string, cancelled: boolean): FeedEvent => ({
    uid,
    sequence: cancelled ? 1 : 0,
    start: new Date(start),
    end: new Date(Date.parse(start) + 45 * 60_000),
    stamp: new Date('2026-12-01T18:05:09Z'),
    summary: `Consulta: ${uid}`,
    description: 'Reserva en línea',
    location: null,
    url: null,
    cancelled,
  });

  it('lists every booking, cancelled ones marked, with the calendar’s name and Medellín’s zone and no method', () => {
    const text = calendarFeed('Citas, Abogados; Medellín', [
      event('b1@abogados.example', '2026-12-07T14:30:00Z', false),
      event('b2@abogados.example', '2026-12-07T16:00:00Z', true),
      event('b3@abogados.example', '2026-12-09T20:15:00Z', false),
    ]);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(names(calendar)).toEqual(['prodid', 'version', 'calscale', 'x-wr-calname', 'x-wr-timezone']);
    // The name is TEXT, as calendar apps read it; ical.js keeps an X- property's value as written.
    expect(text).toContain('\r\nX-WR-CALNAME:Citas\\, Abogados\\; Medellín\r\n');
    expect(value(calendar, 'x-wr-calname')).toBe('Citas\\, Abogados\\; Medellín');
    expect(value(calendar, 'x-wr-timezone')).toBe('America/Bogota');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.map((e) => value(e, 'uid'))).toEqual([
      'b1@abogados.example',
      'b2@abogados.example',
      'b3@abogados.example',
    ]);
    expect(events.map((e) => value(e, 'status'))).toEqual(['CONFIRMED', 'CANCELLED', 'CONFIRMED']);
    expect(events.map((e) => value(e, 'sequence'))).toEqual([0, 1, 0]);
    expect(events.map((e) => instant(e, 'dtstart'))).toEqual([
      '2026-12-07T14:30:00.000Z',
      '2026-12-07T16:00:00.000Z',
      '2026-12-09T20:15:00.000Z',
    ]);
    expect(events.map((e) => instant(e, 'dtend'))).toEqual([
      '2026-12-07T15:15:00.000Z',
      '2026-12-07T16:45:00.000Z',
      '2026-12-09T21:00:00.000Z',
    ]);
    expect(events.every((e) => !e.hasProperty('organizer') && !e.hasProperty('attendee'))).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is a valid empty calendar when there are no bookings', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarFeed('Citas', [])));
    expect(calendar.getAllSubcomponents()).toEqual([]);
    expect(value(calendar, 'x-wr-calname')).toBe('Citas');
  });
});
