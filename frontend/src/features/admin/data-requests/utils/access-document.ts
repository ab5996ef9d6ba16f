// The answer to an access request as the person can read it (Ley 1581 de 2012 art. 8; Decreto 1377 de 2013
// art. 21): what the firm holds about them, why, since when and with whom it may be shared, in their own
// language, every time on Medellín's clock. It goes beside the JSON file (the same data, for machines) and is
// made from that very answer, so the two never disagree. Everything the person or staff typed is escaped.
import { CASE_TYPE_LABELS } from '@abogados/shared';
import type { DataSubjectAccess } from '../../../../lib/api/endpoints';
import { ADMIN_COPY } from '../../shared/i18n/admin-copy';
import { formatSubmissionDate, formatTime } from '../../shared/utils/format-date';

type Lang = 'es' | 'en';

const WORDS = {
  es: {
    title: 'Sus datos personales en Abogados Medellín',
    intro: (email: string, at: string) =>
      `Respuesta a su solicitud de acceso (Ley 1581 de 2012, art. 8) para la dirección ${email}, preparada el ${at} (hora de Medellín).`,
    requests: 'Solicitudes de consulta',
    noRequests: 'No guardamos ninguna solicitud de consulta enviada desde esta dirección.',
    request: (at: string) => `Solicitud enviada el ${at}`,
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      caseType: 'Tipo de caso',
      message: 'Mensaje',
      status: 'Estado',
      consent: 'Autorización',
      notes: 'Notas internas del despacho',
      whatsapp: 'WhatsApp',
    },
    pending: 'Pendiente de respuesta',
    processed: 'Atendida',
    whatsapp: (hasIt: boolean) =>
      hasIt
        ? 'El despacho anotó que este teléfono tiene WhatsApp.'
        : 'El despacho anotó que este teléfono no tiene WhatsApp.',
    consentGiven: (at: string, version: string, text: string) =>
      `Dada el ${at}, política de privacidad versión ${version}: «${text}»`,
    noConsent: 'Sin registro de autorización (solicitud anterior a que se guardara).',
    note: (at: string, body: string) => `${at}: ${body}`,
    bookings: 'Citas agendadas en línea',
    noBookings: 'No se agendó ninguna cita desde esta dirección.',
    booking: {
      when: 'Fecha y hora',
      span: (start: string, end: string) => `${start} a ${end} (hora de Medellín)`,
      place: 'Modalidad',
      status: 'Estado',
      request: 'Solicitud',
      bookedAt: 'Agendada el',
      cancelledAt: 'Cancelada el',
      language: 'Idioma de los correos',
    },
    newsletter: 'Suscripción al boletín',
    noNewsletter: 'Esta dirección no está suscrita al boletín.',
    subscription: {
      requested: 'Solicitada',
      confirmed: 'Confirmada',
      unsubscribed: 'Dada de baja',
      language: 'Idioma',
      none: '—',
    },
    languages: { es: 'español', en: 'inglés' } as Record<string, string>,
    why: '¿Para qué los usamos?',
    purposes: [
      'Responder su consulta y evaluar su caso, dentro del plazo que el despacho promete.',
      'Contactarle por correo, teléfono o WhatsApp sobre esa consulta.',
      'Enviarle la invitación y los recordatorios de la cita que agendó, y avisarle si cambia.',
      'Enviarle el boletín, solo si se suscribió y lo confirmó.',
      'Conservar la prueba de su autorización, como exige la ley.',
    ],
    howLong: (months: number) =>
      `Las solicitudes se eliminan automáticamente ${months} meses después de recibidas, salvo que se necesiten para atender su caso.`,
    shared: '¿Con quién se comparten?',
    sharedText:
      'No vendemos ni cedemos sus datos. Los tratan, por cuenta del despacho y bajo contrato, el proveedor que aloja el sitio y su base de datos (que puede estar fuera de Colombia) y el proveedor de correo que envía los mensajes; si escribió por WhatsApp, ese servicio trata sus mensajes.',
    rights:
      'Puede pedir que corrijamos o eliminemos estos datos, o revocar su autorización, escribiendo al correo del despacho. El mismo contenido va en el archivo JSON adjunto, para sistemas.',
  },
  en: {
    title: 'Your personal data at Abogados Medellín',
    intro: (email: string, at: string) =>
      `Answer to your access request (Colombian Ley 1581 de 2012, art. 8) for the address ${email}, prepared on ${at} (Medellín time).`,
    requests: 'Consultation requests',
    noRequests: 'We hold no consultation request sent from this address.',
    request: (at: string) => `Request sent on ${at}`,
    fields: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      caseType: 'Case type',
      message: 'Message',
      status: 'Status',
      consent: 'Consent',
      notes: "The firm's internal notes",
      whatsapp: 'WhatsApp',
    },
    pending: 'Awaiting an answer',
    processed: 'Answered',
    whatsapp: (hasIt: boolean) =>
      hasIt
        ? 'The firm noted that this phone has WhatsApp.'
        : 'The firm noted that this phone has no WhatsApp.',
    consentGiven: (at: string, version: string, text: string) =>
      `Given on ${at}, privacy policy version ${version}: "${text}"`,
    noConsent: 'No record of consent (the request predates its recording).',
    note: (at: string, body: string) => `${at}: ${body}`,
    bookings: 'Meetings booked online',
    noBookings: 'No meeting was booked from this address.',
    booking: {
      when: 'Date and time',
      span: (start: string, end: string) => `${start} to ${end} (Medellín time)`,
      place: 'Where',
      status: 'Status',
      request: 'Request',
      bookedAt: 'Booked on',
      cancelledAt: 'Cancelled on',
      language: 'Language of the emails',
    },
    newsletter: 'Newsletter subscription',
    noNewsletter: 'This address is not subscribed to the newsletter.',
    subscription: {
      requested: 'Requested',
      confirmed: 'Confirmed',
      unsubscribed: 'Unsubscribed',
      language: 'Language',
      none: '—',
    },
    languages: { es: 'Spanish', en: 'English' } as Record<string, string>,
    why: 'What do we use it for?',
    purposes: [
      "Answering your request and assessing your case, within the firm's promised time.",
      'Contacting you by email, phone or WhatsApp about that request.',
      'Sending you the invitation and reminders of the meeting you booked, and telling you if it changes.',
      'Sending you the newsletter, only if you subscribed and confirmed.',
      'Keeping the proof of your consent, as the law requires.',
    ],
    howLong: (months: number) =>
      `Requests are deleted automatically ${months} months after they arrive, unless they are needed for your case.`,
    shared: 'Who is it shared with?',
    sharedText:
      "We do not sell or hand over your data. It is processed on the firm's behalf, under contract, by the provider hosting the site and its database (which may be outside Colombia) and by the email provider sending the messages; if you wrote on WhatsApp, that service processes your messages.",
    rights:
      "You may ask us to correct or delete this data, or withdraw your consent, by writing to the firm's email. The same content is in the attached JSON file, for systems.",
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The person's language: that of their latest request, else of their subscription; else the panel's. */
export function personLanguage(data: DataSubjectAccess, fallback: Lang): Lang {
  const spoken = [
    ...data.submissions.map((request) => request.consentRecord?.language),
    ...data.subscriptions.map((subscription) => subscription.language),
  ].find((language) => language === 'es' || language === 'en');
  return (spoken as Lang | undefined) ?? fallback;
}

/** The readable document, a whole HTML page in the person's language. */
export function accessDocument(data: DataSubjectAccess, lang: Lang): string {
  const w = WORDS[lang];
  const when = (iso: string | null) => (iso ? formatSubmissionDate(iso, lang) : w.subscription.none);
  const caseTypes: Record<string, string> = CASE_TYPE_LABELS[lang];
  const row = (label: string, value: string) =>
    `<tr><th scope="row">${escape(label)}</th><td>${value}</td></tr>`;
  const requests = data.submissions.map((request) => {
    const consent = request.consentRecord
      ? escape(
          w.consentGiven(
            when(request.consentRecord.at),
            request.consentRecord.privacyPolicyVersion,
            request.consentRecord.text,
          ),
        )
      : escape(w.noConsent);
    const notes = request.notes
      .map((note) => `<li>${escape(w.note(when(note.createdAt), note.body))}</li>`)
      .join('');
    return [
      `<section><h3>${escape(w.request(when(request.createdAt)))}</h3><table>`,
      row(w.fields.name, escape(request.nombre)),
      row(w.fields.email, escape(request.email)),
      row(w.fields.phone, escape(request.telefono)),
      // Held only once staff said so; null is no datum of the person's, just the panel's guess.
      request.whatsapp === null ? '' : row(w.fields.whatsapp, escape(w.whatsapp(request.whatsapp))),
      row(
        w.fields.caseType,
        escape(
          Object.hasOwn(caseTypes, request.tipo_caso) ? caseTypes[request.tipo_caso] : request.tipo_caso,
        ),
      ),
      row(w.fields.message, `<span class="text">${escape(request.mensaje)}</span>`),
      row(w.fields.status, escape(request.processed ? w.processed : w.pending)),
      row(w.fields.consent, consent),
      notes ? row(w.fields.notes, `<ul>${notes}</ul>`) : '',
      '</table></section>',
    ].join('');
  });
  const subscriptions = data.subscriptions.map((subscription) =>
    [
      '<table>',
      row(w.subscription.requested, escape(when(subscription.requestedAt))),
      row(w.subscription.confirmed, escape(when(subscription.confirmedAt))),
      row(w.subscription.unsubscribed, escape(when(subscription.unsubscribedAt))),
      row(w.subscription.language, escape(w.languages[subscription.language] ?? subscription.language)),
      '</table>',
    ].join(''),
  );
  const sentOn = new Map(data.submissions.map((request) => [request.id, request.createdAt]));
  const b = w.booking;
  // The kinds of place and the statuses, as the panel's Bookings tab words them in that language.
  const { places, bookings: listed } = ADMIN_COPY[lang].booking;
  const bookings = data.bookings.map((booking) => {
    const request = sentOn.get(booking.submissionId);
    return [
      '<table>',
      row(b.when, escape(b.span(when(booking.start), formatTime(booking.end, lang)))),
      row(b.place, escape(places[booking.place])),
      row(b.status, escape(listed.status[booking.status])),
      request ? row(b.request, escape(w.request(when(request)))) : '',
      row(b.bookedAt, escape(when(booking.createdAt))),
      booking.cancelledAt ? row(b.cancelledAt, escape(when(booking.cancelledAt))) : '',
      row(b.language, escape(w.languages[booking.language] ?? booking.language)),
      '</table>',
    ].join('');
  });
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(w.title)}</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1rem; }
th, td { text-align: left; vertical-align: top; padding: 0.35rem 0.5rem; border-bottom: 1px solid #ccc; }
th { width: 30%; }
.text { white-space: pre-wrap; }
</style>
</head>
<body>
<main>
<h1>${escape(w.title)}</h1>
<p>${escape(w.intro(data.email, when(data.generatedAt)))}</p>
<h2>${escape(w.requests)}</h2>
${requests.length > 0 ? requests.join('\n') : `<p>${escape(w.noRequests)}</p>`}
<h2>${escape(w.bookings)}</h2>
${bookings.length > 0 ? bookings.join('\n') : `<p>${escape(w.noBookings)}</p>`}
<h2>${escape(w.newsletter)}</h2>
${subscriptions.length > 0 ? subscriptions.join('\n') : `<p>${escape(w.noNewsletter)}</p>`}
<h2>${escape(w.why)}</h2>
<ul>${w.purposes.map((purpose) => `<li>${escape(purpose)}</li>`).join('')}</ul>
<p>${escape(w.howLong(data.retentionMonths))}</p>
<h2>${escape(w.shared)}</h2>
<p>${escape(w.sharedText)}</p>
<p>${escape(w.rights)}</p>
</main>
</body>
</html>
`;
}
