import { type Language, type MeetingPlace, slotDayLabel, slotTimeLabel } from '@abogados/shared';
import { firmDayOf } from '../common/firm-time';
import { type FirmFacts } from '../content/site-content.types';
import { escapeHtml } from '../notifications/notification-email';
import { type InvitationInput } from './invitation';

/** What a booking's email tells: the booking made or moved, cancelled, or the meeting coming up. */
export type BookingEmailKind = 'booked' | 'moved' | 'cancelled' | 'day' | 'hour';

/** The booking as one email tells it; nothing here is free text a visitor typed but the phone (its rule's). */
export interface BookingEmailInput {
  kind: BookingEmailKind;
  language: Language;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** The meeting kind's name in the booking's language. */
  kindName: string;
  place: MeetingPlace;
  /** The kind's video link, for a video meeting (null: sent separately). */
  videoUrl: string | null;
  /** The phone of the request, for a phone meeting (the consultation rules allow digits, spaces, + - ( ). */
  phone: string;
  /** The visitor's private link to the manage page; null once cancelled. */
  manageUrl: string | null;
  /** The booking page, to book again after a cancellation. */
  bookUrl: string;
  /** The prospect's address: the attendee, and the one thing of the visitor's in the calendar event. */
  email: string;
  /** When this version is written (the event's DTSTAMP). */
  stamp: Date;
}

export interface BookingEmail {
  subject: string;
  text: string;
  html: string;
  /** The calendar event (METHOD:REQUEST or CANCEL) with its method; none in a reminder. */
  calendar: Omit<InvitationInput, 'organizer' | 'attendee'> | null;
}

const WORDS = {
  es: {
    subject: {
      booked: 'Tu cita está confirmada',
      moved: 'Tu cita cambió de hora',
      cancelled: 'Tu cita fue cancelada',
      day: 'Recordatorio de tu cita',
      hour: 'Tu cita empieza en una hora',
    },
    lead: {
      booked: 'Reservaste una consulta gratuita con nosotros.',
      moved: 'Tu consulta gratuita tiene una nueva hora.',
      cancelled: 'Tu consulta gratuita fue cancelada.',
      day: 'Te recordamos tu consulta gratuita con nosotros.',
      hour: 'Tu consulta gratuita empieza en una hora.',
    },
    zone: '(hora de Colombia)',
    when: 'Cuándo',
    kind: 'Tipo de cita',
    where: 'Dónde',
    office: (address: string) => `En nuestra oficina: ${address}`,
    video: (link: string) => `Videollamada: ${link}`,
    videoLater: 'Videollamada: te enviaremos el enlace antes de la cita',
    phone: (phone: string) => `Te llamamos al ${phone}`,
    reschedule: 'Cambiar la hora',
    cancel: 'Cancelar la cita',
    bookAgain: 'Reservar otra cita',
    private: 'Estos enlaces son solo tuyos: no los compartas.',
    notYou:
      'Si no hiciste esta reserva, alguien escribió tu dirección en nuestro formulario: puedes cancelarla con el enlace.',
    summary: (kind: string, firm: string) => `Consulta gratuita (${kind}) - ${firm}`,
  },
  en: {
    subject: {
      booked: 'Your appointment is booked',
      moved: 'Your appointment was moved',
      cancelled: 'Your appointment was cancelled',
      day: 'Reminder of your appointment',
      hour: 'Your appointment starts in one hour',
    },
    lead: {
      booked: 'You booked a free consultation with us.',
      moved: 'Your free consultation has a new time.',
      cancelled: 'Your free consultation was cancelled.',
      day: 'This is a reminder of your free consultation with us.',
      hour: 'Your free consultation starts in one hour.',
    },
    zone: '(Colombia time)',
    when: 'When',
    kind: 'Appointment',
    where: 'Where',
    office: (address: string) => `At our office: ${address}`,
    video: (link: string) => `Video call: ${link}`,
    videoLater: 'Video call: we will send you the link before the meeting',
    phone: (phone: string) => `We will call you at ${phone}`,
    reschedule: 'Change the time',
    cancel: 'Cancel the appointment',
    bookAgain: 'Book another appointment',
    private: 'These links are yours alone: do not share them.',
    notYou:
      'If you did not make this booking, someone typed your address into our form: you can cancel it with the link.',
    summary: (kind: string, firm: string) => `Free consultation (${kind}) - ${firm}`,
  },
} as const;

/** "lunes 7 de diciembre, 9:30 a. m. (hora de Colombia)": the start on Medellín's clock. */
function whenText(start: Date, language: Language): string {
  const day = slotDayLabel(firmDayOf(start), language);
  const time = slotTimeLabel(start.toISOString(), language);
  return `${day}, ${time} ${WORDS[language].zone}`;
}

/** Where the meeting is, in words. */
function whereText(input: BookingEmailInput, firm: FirmFacts): string {
  const words = WORDS[input.language];
  const { street, city, region } = firm.address;
  if (input.place === 'office') return words.office(`${street}, ${city}, ${region}`);
  if (input.place === 'video') return input.videoUrl ? words.video(input.videoUrl) : words.videoLater;
  return words.phone(input.phone);
}

/**
 * A booking's email to the prospect in the booking's language: what happened, the kind, the day and time on
 * Medellín's clock, where, and the private links to change or cancel it (or to book again), with the
 * calendar event for a booking, a move or a cancellation. Anyone can type a stranger's address, so it carries
 * no name and no message.
 */
export function composeBookingEmail(input: BookingEmailInput, firm: FirmFacts): BookingEmail {
  const { kind, language } = input;
  const words = WORDS[language];
  const when = whenText(input.start, language);
  const where = whereText(input, firm);
  const subject = `${words.subject[kind]}: ${when} - ${firm.name}`;
  const facts: Array<[string, string]> = [
    [words.when, when],
    [words.kind, input.kindName],
    [words.where, where],
  ];
  const links: Array<[string, string]> = input.manageUrl
    ? [
        [words.reschedule, input.manageUrl],
        [words.cancel, `${input.manageUrl}#${language === 'es' ? 'cancelar' : 'cancel'}`],
      ]
    : [[words.bookAgain, input.bookUrl]];
  const notes = input.manageUrl ? [words.private, ...(kind === 'booked' ? [words.notYou] : [])] : [];

  const text = [
    words.lead[kind],
    '',
    ...facts.map(([key, value]) => `${key}: ${value}`),
    '',
    ...links.map(([label, url]) => `${label}: ${url}`),
    ...(notes.length ? ['', ...notes] : []),
    '',
    firm.name,
    `${firm.phone} · ${firm.email}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${e(words.lead[kind])}</p>
<ul>
${facts.map(([key, value]) => `<li>${e(key)}: <strong>${e(value)}</strong></li>`).join('\n')}
</ul>
<p>${links.map(([label, url]) => `<a href="${e(url)}">${e(label)}</a>`).join(' · ')}</p>
${notes.map((note) => `<p style="color:#555">${e(note)}</p>`).join('\n')}
<p>${e(firm.name)}<br>${e(firm.phone)} · ${e(firm.email)}</p>
</body></html>
`;
  const calendar =
    kind === 'day' || kind === 'hour'
      ? null
      : {
          method: kind === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const),
          uid: input.uid,
          sequence: input.sequence,
          start: input.start,
          end: input.end,
          stamp: input.stamp,
          summary: words.summary(input.kindName, firm.name),
          description: [where, ...links.map(([label, url]) => `${label}: ${url}`)].join('\n'),
          location: where,
          url: input.manageUrl,
        };
  return { subject, text, html, calendar };
}
