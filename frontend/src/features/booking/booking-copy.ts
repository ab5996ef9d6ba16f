// Everything the booking pages say, in both languages. The form's labels and its validation messages are the
// consultation form's (consultation-copy.ts, shared/src/consultation.ts).
import type { MeetingPlace } from '@abogados/shared';
import type { Localized } from '../../i18n/language';

export interface BookingCopy {
  title: string;
  lead: string;
  kindStep: string;
  dayStep: string;
  timeStep: string;
  detailsStep: string;
  minutes: (count: number) => string;
  places: Record<MeetingPlace, string>;
  /** The visitor's own clock beside Medellín's: "(10:30 a. m. en tu hora)". */
  yourTime: (time: string) => string;
  firmTimeNote: string;
  loading: string;
  noKinds: string;
  noTimes: string;
  noTimesDay: string;
  chooseTime: string;
  submit: string;
  sending: string;
  /** The consultation form instead, for a visitor who finds no time that suits them. */
  orRequest: string;
  orRequestLink: string;
  confirmedTitle: string;
  confirmedIntro: string;
  movedTitle: string;
  invitation: string;
  manageIntro: string;
  manageLink: string;
  cancelLink: string;
  summaryKind: string;
  summaryWhen: string;
  summaryWhere: string;
  weCallYou: (phone: string | null | undefined) => string;
  videoLink: string;
  manageTitle: string;
  manageDetails: string;
  rescheduleTitle: string;
  rescheduleIntro: string;
  reschedule: string;
  moving: string;
  cancelTitle: string;
  cancelQuestion: string;
  cancelConfirm: string;
  cancelKeep: string;
  cancelling: string;
  cancelledTitle: string;
  cancelledIntro: string;
  goneTitle: string;
  goneIntro: string;
  unknownTitle: string;
  unknownIntro: string;
  bookAgain: string;
  problemTitle: string;
  /** Why a chosen time cannot be had, by the rule's code (the API's booking.slot.*). */
  problems: Record<string, string>;
  /** Any other refusal of a time. */
  problemOther: string;
}

export const bookingCopy: Localized<BookingCopy> = {
  es: {
    title: 'Agenda tu consulta gratuita',
    lead: 'Elige cómo quieres reunirte, el día y la hora. La consulta es gratuita y sin compromiso: un abogado revisará tu caso contigo.',
    kindStep: '1. Cómo nos reunimos',
    dayStep: '2. El día',
    timeStep: '3. La hora',
    detailsStep: '4. Tus datos',
    minutes: (count) => `${count} minutos`,
    places: { office: 'En nuestra oficina', video: 'Por videollamada', phone: 'Por teléfono' },
    yourTime: (time) => `${time} en tu hora`,
    firmTimeNote: 'Las horas son de Medellín (hora de Colombia).',
    loading: 'Cargando las horas libres…',
    noKinds:
      'Por ahora no hay citas para agendar en línea. Escríbenos o envíanos tu consulta y te contactaremos.',
    noTimes:
      'No quedan horas libres para este tipo de cita en los próximos días. Prueba otro tipo de cita o envíanos tu consulta.',
    noTimesDay: 'Ese día ya no tiene horas libres: elige otro.',
    chooseTime: 'Elige una hora',
    submit: 'Agendar cita',
    sending: 'Agendando...',
    orRequest: '¿Ninguna hora te sirve?',
    orRequestLink: 'Envíanos tu consulta y te contactaremos',
    confirmedTitle: '¡Tu cita quedó agendada!',
    confirmedIntro: 'Te esperamos. Estos son los datos de tu consulta gratuita:',
    movedTitle: 'Tu cita quedó para la nueva hora',
    invitation:
      'Te enviamos la invitación por correo: ábrela para agregar la cita a tu calendario. Trae los documentos de tu caso si los tienes.',
    manageIntro: '¿Te surgió un imprevisto? Puedes cambiar la hora o cancelar la cita cuando quieras.',
    manageLink: 'Cambiar la hora',
    cancelLink: 'Cancelar la cita',
    summaryKind: 'Cita',
    summaryWhen: 'Cuándo',
    summaryWhere: 'Dónde',
    weCallYou: (phone) => (phone ? `Te llamaremos al ${phone}` : 'Te llamaremos al teléfono que nos diste'),
    videoLink: 'Enlace de la videollamada',
    manageTitle: 'Tu cita',
    manageDetails: 'Lo que agendaste',
    rescheduleTitle: 'Cambiar la hora',
    rescheduleIntro: 'Elige otra hora libre para la misma cita.',
    reschedule: 'Cambiar a esta hora',
    moving: 'Cambiando...',
    cancelTitle: 'Cancelar la cita',
    cancelQuestion: '¿Seguro que quieres cancelar tu cita? La hora quedará libre para otra persona.',
    cancelConfirm: 'Sí, cancelar la cita',
    cancelKeep: 'No, mantener la cita',
    cancelling: 'Cancelando...',
    cancelledTitle: 'Tu cita fue cancelada',
    cancelledIntro: 'Te enviamos la cancelación por correo. Cuando quieras, puedes agendar otra cita.',
    goneTitle: 'Este enlace ya no está activo',
    goneIntro:
      'La cita de este enlace fue cancelada o ya pasó, así que no se puede cambiar. Si necesitas hablar con nosotros, agenda una nueva cita.',
    unknownTitle: 'No encontramos esta cita',
    unknownIntro:
      'El enlace no corresponde a ninguna cita. Revisa que esté completo, tal como llegó en el correo.',
    bookAgain: 'Agendar una cita',
    problemTitle: 'No pudimos agendar esa hora',
    problems: {
      taken:
        'Esa hora acaba de ser reservada por otra persona. Elige otra de las horas libres: lo que escribiste se mantiene.',
      cap: 'Ese día ya se llenó. Elige otro día: lo que escribiste se mantiene.',
      grid: 'Esa hora no está entre las horas libres. Elige una de la lista.',
      notice: 'Esa hora ya está muy cerca para agendarla. Elige una más tarde.',
      horizon: 'Ese día aún está muy lejos para agendarlo. Elige uno más cercano.',
      closed: 'Ese día no atendemos citas. Elige otro día.',
      kind: 'Ese tipo de cita ya no está disponible. Elige otro.',
    },
    problemOther: 'No pudimos agendar esa hora. Elige otra de las horas libres.',
  },
  en: {
    title: 'Book your free consultation',
    lead: 'Choose how you would like to meet, the day and the time. The consultation is free and with no obligation: a lawyer will go over your case with you.',
    kindStep: '1. How we meet',
    dayStep: '2. The day',
    timeStep: '3. The time',
    detailsStep: '4. Your details',
    minutes: (count) => `${count} minutes`,
    places: { office: 'At our office', video: 'By video call', phone: 'By phone' },
    yourTime: (time) => `${time} your time`,
    firmTimeNote: 'Times are Medellín time (Colombia time).',
    loading: 'Loading the free times…',
    noKinds:
      'There are no meetings to book online right now. Message us or send us your request and we will contact you.',
    noTimes:
      'There are no free times left for this kind of meeting in the coming days. Try another kind of meeting or send us your request.',
    noTimesDay: 'That day has no free times left: choose another.',
    chooseTime: 'Choose a time',
    submit: 'Book the meeting',
    sending: 'Booking...',
    orRequest: 'None of the times suits you?',
    orRequestLink: 'Send us your request and we will contact you',
    confirmedTitle: 'Your meeting is booked!',
    confirmedIntro: 'We look forward to meeting you. These are the details of your free consultation:',
    movedTitle: 'Your meeting is now at the new time',
    invitation:
      'We emailed you the invitation: open it to add the meeting to your calendar. Bring the documents of your case if you have them.',
    manageIntro: 'Something came up? You can change the time or cancel the meeting whenever you need to.',
    manageLink: 'Change the time',
    cancelLink: 'Cancel the meeting',
    summaryKind: 'Meeting',
    summaryWhen: 'When',
    summaryWhere: 'Where',
    weCallYou: (phone) =>
      phone ? `We will call you at ${phone}` : 'We will call you at the phone you gave us',
    videoLink: 'Video call link',
    manageTitle: 'Your booking',
    manageDetails: 'What you booked',
    rescheduleTitle: 'Change the time',
    rescheduleIntro: 'Choose another free time for the same meeting.',
    reschedule: 'Move to this time',
    moving: 'Moving...',
    cancelTitle: 'Cancel the meeting',
    cancelQuestion: 'Are you sure you want to cancel your meeting? The time will be free for someone else.',
    cancelConfirm: 'Yes, cancel the meeting',
    cancelKeep: 'No, keep the meeting',
    cancelling: 'Cancelling...',
    cancelledTitle: 'Your meeting was cancelled',
    cancelledIntro: 'We emailed you the cancellation. You can book another meeting whenever you like.',
    goneTitle: 'This link is no longer active',
    goneIntro:
      'The meeting of this link was cancelled or has already taken place, so it cannot be changed. If you need to talk to us, book a new meeting.',
    unknownTitle: 'We could not find this booking',
    unknownIntro:
      'The link does not belong to any booking. Check that it is complete, as it came in the email.',
    bookAgain: 'Book a meeting',
    problemTitle: 'We could not book that time',
    problems: {
      taken: 'Someone else just booked that time. Choose another of the free times: what you typed is kept.',
      cap: 'That day just filled up. Choose another day: what you typed is kept.',
      grid: 'That time is not one of the free times. Choose one from the list.',
      notice: 'That time is too soon to book now. Choose a later one.',
      horizon: 'That day is too far ahead to book yet. Choose an earlier one.',
      closed: 'We take no meetings that day. Choose another day.',
      kind: 'That kind of meeting is no longer offered. Choose another.',
    },
    problemOther: 'We could not book that time. Choose another of the free times.',
  },
};
