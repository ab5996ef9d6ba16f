import { type BookingPageState, type Language } from '@abogados/shared';
import { escapeHtml, renderStaffPage } from '../../auth/staff-page';

const WORDS: Record<Language, Record<BookingPageState['page'] | 'refused', string>> = {
  es: {
    book: 'Agenda tu consulta gratuita',
    refused: 'Tu cita no se agendó',
    confirmed: 'Tu cita quedó agendada',
    manage: 'Tu cita',
    cancelled: 'Tu cita fue cancelada',
    gone: 'Este enlace ya no está activo',
    unknown: 'No encontramos esta cita',
  },
  en: {
    book: 'Book your free consultation',
    refused: 'Your meeting was not booked',
    confirmed: 'Your meeting is booked',
    manage: 'Your booking',
    cancelled: 'Your meeting was cancelled',
    gone: 'This link is no longer active',
    unknown: 'We could not find this booking',
  },
};

/**
 * A booking page on a server without the built site and its renderer (API only): what happened in a title,
 * and a refusal's messages, without the page to put them in.
 */
export function plainBookingPage(state: BookingPageState, language: Language): string {
  const messages =
    state.page === 'book'
      ? [
          ...Object.values(state.form?.errors ?? {}),
          ...(state.problem ? [`booking.slot.${state.problem}`] : []),
        ]
      : state.page === 'manage' && state.problem
        ? [`booking.slot.${state.problem}`]
        : [];
  const title = WORDS[language][messages.length > 0 ? 'refused' : state.page];
  const items = messages.map((message) => `<li>${escapeHtml(message)}</li>`).join('');
  return renderStaffPage(title, `  <h1>${title}</h1>${items ? `\n  <ul>${items}</ul>` : ''}`, language);
}
