import { FIRM_TIME_ZONE } from '../common/firm-time';

// The iCalendar text (RFC 5545) of a booking: the invitation a visitor and the firm get by email, and the staff's
// calendar feed. Written here rather than with a library because it is a few lines of a fixed shape; the spec reads
// it back with a maintained parser. What a visitor typed reaches some of these values, so every value is escaped
// for its kind (text, quoted parameter, URI) and can never end its property or start another.

export interface InvitationInput {
  method: 'REQUEST' | 'CANCEL';
  /** Stays the same for every version of one booking's invitation. */
  uid: string;
  /** Goes up with each change sent for the same uid. */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was written. */
  stamp: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** One booking in the staff's feed: its event without the email's parties, cancelled ones kept and marked. */
export type FeedEvent = Omit<InvitationInput, 'method' | 'organizer' | 'attendee'> & { cancelled: boolean };

const PRODUCT = '-//Abogados Medellin//Reservas//ES';
const CRLF = '\r\n';
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const LINE_OCTETS = 75;

/** One line ending, and no control character but a tab: a new line is escaped by each kind of value below. */
const clean = (value: string): string => value.replace(/\r\n?/g, '\n').replace(/(?![\t\n])\p{Cc}/gu, '');

/** A TEXT value (§3.3.11): backslash, semicolon, comma and new line escaped. */
function text(value: string): string {
  return clean(value).replace(/[\\;,\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`));
}

/** A quoted parameter value; RFC 6868 writes the quote, the new line and the caret it escapes with as ^', ^n, ^^. */
function quoted(value: string): string {
  const escaped = clean(value).replace(/[\^\n"]/g, (char) =>
    char === '^' ? '^^' : char === '\n' ? '^n' : "^'",
  );
  return `"${escaped}"`;
}

/** A URI value: no escaping exists for it, so spaces and control characters are percent-encoded. */
function uri(value: string): string {
  return value.replace(/[\p{Cc} ]/gu, (char) => encodeURIComponent(char));
}

/** 20261207T143000Z: the instant in UTC. */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const octetsOf = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** A content line folded at 75 octets, never inside a character; each continuation starts with a space. */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char);
    if (octets + size > LINE_OCTETS) {
      pieces.push(piece);
      piece = ' ';
      octets = 1;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(CRLF);
}

function eventLines(event: FeedEvent): string[] {
  if (!Number.isInteger(event.sequence) || event.sequence < 0)
    throw new RangeError('sequence: a whole number ≥ 0');
  return [
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.location === null ? [] : [`LOCATION:${text(event.location)}`]),
    ...(event.url === null ? [] : [`URL:${uri(event.url)}`]),
  ];
}

function calendar(head: string[], body: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODUCT}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    ...head,
    ...body,
  ];
  return [...lines, 'END:VCALENDAR'].map(fold).join(CRLF) + CRLF;
}

/** The invitation of one booking (METHOD:REQUEST) or its cancellation (METHOD:CANCEL), for an email. */
export function invitation(input: InvitationInput): string {
  const { method, organizer, attendee, ...event } = input;
  const lines = eventLines({ ...event, cancelled: method === 'CANCEL' });
  lines.push(
    `ORGANIZER;CN=${quoted(organizer.name)}:mailto:${uri(organizer.email)}`,
    `ATTENDEE;CN=${quoted(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${uri(attendee.email)}`,
    'END:VEVENT',
  );
  return calendar([`METHOD:${method}`], lines);
}

/** The staff's subscribed calendar: every booking as an event on Medellín's clock, cancelled ones marked so. */
export function calendarFeed(name: string, events: readonly FeedEvent[]): string {
  const head = [`X-WR-CALNAME:${text(name)}`, `X-WR-TIMEZONE:${FIRM_TIME_ZONE}`];
  return calendar(
    head,
    events.flatMap((event) => [...eventLines(event), 'END:VEVENT']),
  );
}
