import type { Language, Localized } from '../i18n/language';
import { fullAddress } from './firm-facts';
import type { SiteContent } from './site-content';

// The privacy policy (Ley 1581 de 2012, Decreto 1377 de 2013 art. 13) and the terms of use.
// The Spanish text is the binding version; the English one is a courtesy translation.

/** Recorded with each consent, so a stored "yes" always points at the text the visitor saw. */
export const PRIVACY_POLICY_VERSION = '1.1';
/** YYYY-MM-DD. Change it together with the version whenever the policy's substance changes. */
export const PRIVACY_POLICY_EFFECTIVE_DATE = '2026-11-25';
export const TERMS_EFFECTIVE_DATE = '2025-07-01';

/**
 * Shown while staff have not entered the firm's tax id or legal representative (the SPEC gives
 * neither): in brackets, so nobody mistakes them for real data.
 */
export const CONTROLLER_PLACEHOLDERS = {
  taxId: { es: '[NIT pendiente de completar]', en: '[NIT (tax ID) to be completed]' },
  legalRepresentative: {
    es: '[Nombre del representante legal pendiente de completar]',
    en: '[Name of the legal representative to be completed]',
  },
} as const satisfies Record<string, Localized>;

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection<Id extends string = string> {
  /** Anchor for the table of contents; the same in both languages. */
  id: Id;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument<Id extends string = string> {
  title: string;
  intro: string;
  sections: readonly LegalSection<Id>[];
}

export function formatLegalDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-CO' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

const policyDate = {
  es: formatLegalDate(PRIVACY_POLICY_EFFECTIVE_DATE, 'es'),
  en: formatLegalDate(PRIVACY_POLICY_EFFECTIVE_DATE, 'en'),
};
const termsDate = {
  es: formatLegalDate(TERMS_EFFECTIVE_DATE, 'es'),
  en: formatLegalDate(TERMS_EFFECTIVE_DATE, 'en'),
};

type PrivacySectionId =
  | 'responsable'
  | 'marco-legal'
  | 'datos'
  | 'finalidades'
  | 'autorizacion'
  | 'datos-sensibles'
  | 'derechos'
  | 'procedimiento'
  | 'conservacion'
  | 'seguridad'
  | 'transferencias'
  | 'cambios'
  | 'vigencia';

/** The controller's data as the policy shows it: an empty field reads as its bracketed placeholder. */
function controllerData({ controller }: SiteContent, language: Language) {
  return {
    legalName: controller.legalName,
    taxId: controller.taxId || CONTROLLER_PLACEHOLDERS.taxId[language],
    legalRepresentative:
      controller.legalRepresentative || CONTROLLER_PLACEHOLDERS.legalRepresentative[language],
  };
}

export function privacyPolicy(content: SiteContent): Localized<LegalDocument<PrivacySectionId>> {
  const { firm } = content;
  const address = fullAddress(firm);
  const controller = { es: controllerData(content, 'es'), en: controllerData(content, 'en') };
  return {
    es: {
      title: 'Política de Tratamiento de Datos Personales',
      intro: `Esta política explica cómo ${firm.name} recolecta, usa, guarda y protege los datos personales de quienes visitan este sitio web, nos escriben o nos piden una consulta, y cómo pueden ejercer sus derechos. Se expide en cumplimiento del artículo 15 de la Constitución Política, la Ley 1581 de 2012 y el Decreto 1377 de 2013 (hoy compilado en el Decreto 1074 de 2015).`,
      sections: [
        {
          id: 'responsable',
          heading: '1. Responsable del tratamiento',
          blocks: [
            `El responsable del tratamiento de sus datos personales es ${controller.es.legalName}.`,
            {
              list: [
                `NIT: ${controller.es.taxId}`,
                `Representante legal: ${controller.es.legalRepresentative}`,
                `Domicilio y dirección: ${address}`,
                `Correo electrónico: ${firm.email}`,
                `Teléfono: ${firm.phone}`,
              ],
            },
            `El área encargada de atender consultas y reclamos sobre datos personales es la dirección del despacho, a través del correo ${firm.email}.`,
          ],
        },
        {
          id: 'marco-legal',
          heading: '2. Marco legal y definiciones',
          blocks: [
            'Aplicamos la Ley Estatutaria 1581 de 2012, el Decreto 1377 de 2013 y las demás normas que los modifiquen o complementen. Para efectos de esta política:',
            {
              list: [
                'Titular: la persona natural cuyos datos se tratan.',
                'Tratamiento: cualquier operación sobre datos personales, como recolección, almacenamiento, uso, circulación o supresión.',
                'Autorización: el consentimiento previo, expreso e informado del titular para el tratamiento.',
                'Responsable: quien decide sobre la base de datos y el tratamiento; en este caso, la firma.',
                'Encargado: quien trata datos por cuenta del responsable, como un proveedor de alojamiento web.',
                'Dato sensible: el que afecta la intimidad del titular o cuyo uso indebido puede generar discriminación, como los datos de salud, vida sexual, origen étnico, convicciones religiosas o políticas y los datos biométricos.',
              ],
            },
          ],
        },
        {
          id: 'datos',
          heading: '3. Datos que recolectamos',
          blocks: [
            'Por medio del formulario de consulta gratuita recolectamos: nombre, correo electrónico, teléfono, tipo de caso (familia, penal, administrativo, servicios en inglés u otro) y el mensaje que usted escriba. También guardamos la fecha y hora del envío y la constancia de que aceptó esta política, con su número de versión.',
            'Si nos escribe por el chat de WhatsApp, recibimos su número de teléfono, el nombre de su perfil y los mensajes y archivos que envíe. Ese servicio lo presta un tercero (WhatsApp, de Meta Platforms), que trata los datos según sus propios términos.',
            'Al navegar, nuestro servidor registra datos técnicos como la dirección IP, la fecha, la página solicitada y el tipo de navegador, para la seguridad del sitio. No usamos cookies publicitarias; la única cookie es de sesión y solo se usa cuando el personal de la firma ingresa al panel administrativo.',
            'El sitio no está dirigido a menores de edad. Si un menor necesita asesoría, debe contactarnos su representante legal.',
          ],
        },
        {
          id: 'finalidades',
          heading: '4. Finalidades del tratamiento',
          blocks: [
            'Usamos sus datos únicamente para:',
            {
              list: [
                'Responder su consulta y contactarle por el medio que usted eligió (correo, teléfono o chat).',
                'Agendar, recordarle, mover o cancelar la cita de consulta gratuita que usted reserva en el sitio: guardamos la hora, el tipo de cita y el idioma con su solicitud de consulta, le enviamos la invitación de calendario y los recordatorios a su correo, y se eliminan con esa solicitud.',
                'Evaluar su caso de forma preliminar y, si lo solicita, enviarle una propuesta de honorarios.',
                'Verificar que no existan conflictos de intereses antes de asesorarle, como lo exige la ética profesional del abogado.',
                'Si decide contratarnos, gestionar la relación profesional, la representación y la facturación.',
                'Cumplir obligaciones legales y atender requerimientos de autoridades competentes.',
                'Proteger el sitio frente a fraude, abuso y mensajes no deseados, y elaborar estadísticas agregadas que no le identifican.',
                'Enviar por correo electrónico el boletín de la firma a quienes se suscriben en el blog y confirman su suscripción con el enlace que les enviamos. La base legal es su autorización, que puede revocar en cualquier momento con el enlace para cancelar la suscripción que trae cada correo. Conservamos su correo hasta que cancele la suscripción (después guardamos solo la constancia de que no quiere recibirlo más, para no volver a escribirle); los correos que no se confirman se eliminan a los 7 días.',
              ],
            },
            'No vendemos ni alquilamos sus datos, ni le enviaremos publicidad sin una autorización separada y expresa.',
          ],
        },
        {
          id: 'autorizacion',
          heading: '5. Autorización',
          blocks: [
            'Antes de enviar el formulario usted debe marcar la casilla con la que acepta esta política; la casilla aparece sin marcar y sin ella el formulario no se envía. Conservamos prueba de esa autorización (fecha, hora y versión de la política aceptada), como lo exige el Decreto 1377 de 2013.',
            'El boletín tiene su propia casilla, también sin marcar, separada de la del formulario de consulta. Al confirmar la suscripción guardamos la prueba: fecha y hora, versión de esta política, la frase que aceptó y el idioma en que la leyó.',
            'Si nos escribe por chat o correo, su mensaje es una conducta inequívoca que nos autoriza a tratar sus datos para responderle. No se requiere autorización en los casos del artículo 10 de la Ley 1581 de 2012, como una orden judicial o una urgencia médica o sanitaria.',
          ],
        },
        {
          id: 'datos-sensibles',
          heading: '6. Datos sensibles y datos de menores',
          blocks: [
            'Un asunto legal puede incluir datos sensibles (por ejemplo, de salud, de la vida familiar o sexual, o sobre procesos penales) y datos de niños, niñas y adolescentes. Usted no está obligado a autorizar el tratamiento de datos sensibles y responder preguntas sobre ellos es facultativo.',
            'Le recomendamos escribir en el formulario solo lo necesario para entender su caso; los detalles pueden tratarse después en una conversación confidencial. Si los comparte, los trataremos con reserva, con acceso limitado y solo para atender su asunto. Los datos de menores se tratarán respetando su interés superior y sus derechos fundamentales.',
          ],
        },
        {
          id: 'derechos',
          heading: '7. Sus derechos como titular',
          blocks: [
            'De acuerdo con el artículo 8 de la Ley 1581 de 2012, usted tiene derecho a:',
            {
              list: [
                'Conocer, actualizar y rectificar sus datos personales, incluso si son parciales, inexactos, incompletos o inducen a error.',
                'Solicitar prueba de la autorización que nos otorgó.',
                'Ser informado, previa solicitud, del uso que le hemos dado a sus datos.',
                'Presentar quejas ante la Superintendencia de Industria y Comercio (SIC) por infracciones a la ley, después de haber agotado el trámite de consulta o reclamo ante nosotros.',
                'Revocar la autorización y solicitar la supresión de sus datos cuando no se respeten los principios, derechos y garantías legales, salvo que exista un deber legal o contractual de conservarlos.',
                'Acceder en forma gratuita a sus datos personales.',
              ],
            },
          ],
        },
        {
          id: 'procedimiento',
          heading: '8. Cómo ejercer sus derechos: consultas y reclamos',
          blocks: [
            `Escríbanos a ${firm.email} con el asunto "Protección de datos personales", o por escrito a ${address}. Pueden ejercer los derechos el titular, sus causahabientes, su representante o apoderado, y quien actúe por estipulación a favor de otro, acreditando su identidad o calidad.`,
            'Consultas (para conocer qué datos tenemos y cómo los usamos): las respondemos en un término máximo de diez (10) días hábiles contados desde su recibo. Si no es posible, le informaremos los motivos antes del vencimiento y responderemos a más tardar cinco (5) días hábiles después del primer término.',
            'Reclamos (para corregir, actualizar o suprimir datos, revocar la autorización o advertir un incumplimiento): el reclamo debe incluir su identificación, la descripción de los hechos, su dirección o correo de respuesta y los documentos que quiera hacer valer.',
            {
              list: [
                'Si el reclamo está incompleto, le pediremos dentro de los cinco (5) días siguientes que lo complete; si pasan dos (2) meses sin que lo haga, se entenderá que desistió.',
                'Dentro de los dos (2) días hábiles siguientes al recibo de un reclamo completo, marcaremos el dato con la leyenda "reclamo en trámite".',
                'Respondemos en un término máximo de quince (15) días hábiles contados a partir del día siguiente a su recibo. Si no es posible, le informaremos los motivos y la nueva fecha, que no superará ocho (8) días hábiles después del primer término.',
              ],
            },
            'Si después de este trámite no está satisfecho, puede presentar una queja ante la Superintendencia de Industria y Comercio, autoridad de protección de datos en Colombia.',
          ],
        },
        {
          id: 'conservacion',
          heading: '9. Conservación de los datos y vigencia de la base de datos',
          blocks: [
            'Conservamos los datos de una consulta que no termina en contratación hasta por dos (2) años desde el último contacto, para dar continuidad a su solicitud y verificar conflictos de intereses. Si nos contrata, los conservamos durante la relación profesional y después por el tiempo que exijan la ley y la defensa ante posibles reclamaciones. Los registros técnicos del servidor se conservan hasta por seis (6) meses.',
            'La base de datos de contactos y clientes estará vigente mientras la firma desarrolle su actividad y subsistan las finalidades descritas. Cumplido el plazo, los datos se suprimen o se anonimizan.',
          ],
        },
        {
          id: 'seguridad',
          heading: '10. Seguridad y confidencialidad',
          blocks: [
            'Protegemos la información con conexiones cifradas, acceso al panel administrativo solo para personal autorizado con contraseña, y el deber de secreto profesional que la Ley 1123 de 2007 impone a los abogados. Nuestros proveedores que actúan como encargados se obligan por contrato a proteger los datos.',
            'Ningún sistema es completamente invulnerable. Si ocurre un incidente que comprometa sus datos, lo informaremos a la Superintendencia de Industria y Comercio y a los titulares afectados, como lo exige la ley.',
          ],
        },
        {
          id: 'transferencias',
          heading: '11. Transmisión internacional de datos',
          blocks: [
            'El sitio y su base de datos pueden alojarse en servidores de proveedores de computación en la nube ubicados fuera de Colombia. En ese caso el proveedor actúa como encargado, solo puede tratar los datos siguiendo nuestras instrucciones, y la transmisión se ampara en un contrato con las garantías del Decreto 1377 de 2013 o se dirige a países con un nivel adecuado de protección. El chat de WhatsApp también implica que sus mensajes sean tratados por ese proveedor fuera del país.',
          ],
        },
        {
          id: 'cambios',
          heading: '12. Cambios a esta política',
          blocks: [
            'Publicaremos en esta página cualquier cambio sustancial antes de que entre en vigencia, con una nueva versión y fecha. Si el cambio afecta las finalidades del tratamiento, le pediremos una nueva autorización.',
          ],
        },
        {
          id: 'vigencia',
          heading: '13. Vigencia y versión',
          blocks: [
            `Versión ${PRIVACY_POLICY_VERSION} de la Política de Tratamiento de Datos Personales, vigente desde el ${policyDate.es}.`,
          ],
        },
      ],
    },
    en: {
      title: 'Personal Data Processing Policy',
      intro: `This policy explains how ${firm.name} collects, uses, stores and protects the personal data of people who visit this website, write to us or ask for a consultation, and how they can exercise their rights. It is issued under article 15 of the Colombian Constitution, Ley 1581 de 2012 and Decreto 1377 de 2013 (now compiled in Decreto 1074 de 2015). This English version is a courtesy translation: the Spanish version is the binding one.`,
      sections: [
        {
          id: 'responsable',
          heading: '1. Data controller',
          blocks: [
            `The controller of your personal data is ${controller.en.legalName}.`,
            {
              list: [
                `NIT (tax ID): ${controller.en.taxId}`,
                `Legal representative: ${controller.en.legalRepresentative}`,
                `Registered address: ${address}`,
                `Email: ${firm.email}`,
                `Phone: ${firm.phone}`,
              ],
            },
            `Queries and complaints about personal data are handled by the firm's management at ${firm.email}.`,
          ],
        },
        {
          id: 'marco-legal',
          heading: '2. Legal framework and definitions',
          blocks: [
            'We apply Ley Estatutaria 1581 de 2012, Decreto 1377 de 2013 and any rules that amend or complement them. In this policy:',
            {
              list: [
                'Data subject: the individual whose data is processed.',
                'Processing: any operation on personal data, such as collecting, storing, using, sharing or deleting it.',
                "Authorization: the data subject's prior, express and informed consent to processing.",
                'Controller: whoever decides on the database and the processing; here, the firm.',
                'Processor: whoever processes data on behalf of the controller, such as a web hosting provider.',
                'Sensitive data: data that affects the privacy of the data subject or whose misuse could lead to discrimination, such as health, sex life, ethnic origin, religious or political beliefs and biometric data.',
              ],
            },
          ],
        },
        {
          id: 'datos',
          heading: '3. Data we collect',
          blocks: [
            'Through the free consultation form we collect: name, email address, phone number, type of case (family, criminal, administrative, legal services in English or other) and the message you write. We also store the date and time of submission and a record that you accepted this policy, with its version number.',
            'If you write to us on the WhatsApp chat, we receive your phone number, your profile name and the messages and files you send. That service is provided by a third party (WhatsApp, owned by Meta Platforms), which processes data under its own terms.',
            'When you browse, our server logs technical data such as the IP address, date, page requested and browser type, for the security of the site. We use no advertising cookies; the only cookie is a session cookie used when the firm’s staff sign in to the admin panel.',
            'The site is not aimed at minors. If a minor needs advice, their legal representative should contact us.',
          ],
        },
        {
          id: 'finalidades',
          heading: '4. Purposes of processing',
          blocks: [
            'We use your data only to:',
            {
              list: [
                'Answer your enquiry and contact you through the channel you chose (email, phone or chat).',
                'Book, remind you of, move or cancel the free consultation meeting you book on the site: we keep its time, kind and language with your consultation request, send the calendar invitation and reminders to your email, and delete them with that request.',
                'Make a preliminary assessment of your case and, if you ask, send you a fee proposal.',
                'Check for conflicts of interest before advising you, as legal ethics require.',
                'If you hire us, manage the professional relationship, representation and billing.',
                'Comply with legal obligations and respond to requests from competent authorities.',
                'Protect the site against fraud, abuse and unwanted messages, and produce aggregate statistics that do not identify you.',
                "Send the firm's newsletter by email to those who subscribe on the blog and confirm their subscription with the link we send them. The legal basis is your consent, which you can revoke at any time with the unsubscribe link in every email. We keep your address until you unsubscribe (after that we keep only the record that you no longer want it, so we never write to you again); addresses that are not confirmed are deleted after 7 days.",
              ],
            },
            'We do not sell or rent your data, and we will not send you marketing without a separate, express authorization.',
          ],
        },
        {
          id: 'autorizacion',
          heading: '5. Authorization',
          blocks: [
            'Before sending the form you must tick the box accepting this policy; the box starts unticked and the form cannot be sent without it. We keep proof of that authorization (date, time and version of the policy accepted), as Decreto 1377 de 2013 requires.',
            "The newsletter has its own box, also unticked, separate from the consultation form's. When you confirm your subscription we keep the proof: date and time, the version of this policy, the sentence you accepted and the language you read it in.",
            'If you write to us by chat or email, your message is unequivocal conduct that authorizes us to process your data in order to reply. No authorization is needed in the cases of article 10 of Ley 1581 de 2012, such as a court order or a medical or health emergency.',
          ],
        },
        {
          id: 'datos-sensibles',
          heading: "6. Sensitive data and children's data",
          blocks: [
            'A legal matter may involve sensitive data (for example about health, family or sex life, or criminal proceedings) and data about children and adolescents. You are not required to authorize the processing of sensitive data, and answering questions about it is optional.',
            'We recommend writing in the form only what we need to understand your case; details can be discussed later in a confidential conversation. If you share them, we will keep them confidential, restrict access and use them only to deal with your matter. Children’s data will be processed respecting their best interests and fundamental rights.',
          ],
        },
        {
          id: 'derechos',
          heading: '7. Your rights as a data subject',
          blocks: [
            'Under article 8 of Ley 1581 de 2012, you have the right to:',
            {
              list: [
                'Know, update and rectify your personal data, including data that is partial, inaccurate, incomplete or misleading.',
                'Request proof of the authorization you gave us.',
                'Be informed, on request, of how we have used your data.',
                'File complaints with the Superintendencia de Industria y Comercio (SIC), the data protection authority, for breaches of the law, after completing the query or complaint procedure with us.',
                'Revoke your authorization and request the deletion of your data when the legal principles, rights and guarantees are not respected, unless a legal or contractual duty requires us to keep it.',
                'Access your personal data free of charge.',
              ],
            },
          ],
        },
        {
          id: 'procedimiento',
          heading: '8. How to exercise your rights: queries and complaints',
          blocks: [
            `Write to ${firm.email} with the subject "Personal data protection", or by letter to ${address}. The rights may be exercised by the data subject, their successors, their representative or attorney, and anyone acting under a stipulation in favour of another, on proof of identity or capacity.`,
            'Queries (to find out what data we hold and how we use it): we answer within ten (10) working days of receipt at most. If that is not possible, we will tell you why before the deadline and answer no later than five (5) working days after the first deadline.',
            'Complaints (to correct, update or delete data, revoke your authorization or report a breach): the complaint must include your identification, a description of the facts, an address or email for the reply and any documents you want to rely on.',
            {
              list: [
                'If the complaint is incomplete, we will ask you to complete it within five (5) days; if two (2) months pass without you doing so, it will be treated as withdrawn.',
                'Within two (2) working days of receiving a complete complaint, we will flag the data as "complaint in progress".',
                'We answer within fifteen (15) working days from the day after receipt at most. If that is not possible, we will tell you why and give a new date, no later than eight (8) working days after the first deadline.',
              ],
            },
            'If you are not satisfied after this procedure, you may file a complaint with the Superintendencia de Industria y Comercio, the data protection authority in Colombia.',
          ],
        },
        {
          id: 'conservacion',
          heading: '9. Retention and validity of the database',
          blocks: [
            'We keep the data of an enquiry that does not lead to an engagement for up to two (2) years from the last contact, to follow up on your request and check for conflicts of interest. If you hire us, we keep it for the duration of the professional relationship and afterwards for as long as the law and the defence against possible claims require. Server logs are kept for up to six (6) months.',
            'The contacts and clients database will remain in force while the firm carries on its activity and the purposes described here continue. After that, the data is deleted or anonymized.',
          ],
        },
        {
          id: 'seguridad',
          heading: '10. Security and confidentiality',
          blocks: [
            'We protect information with encrypted connections, password-protected access to the admin panel for authorized staff only, and the professional secrecy that Ley 1123 de 2007 imposes on lawyers. Our providers acting as processors are contractually bound to protect the data.',
            'No system is completely invulnerable. If an incident compromises your data, we will report it to the Superintendencia de Industria y Comercio and to the affected data subjects, as the law requires.',
          ],
        },
        {
          id: 'transferencias',
          heading: '11. International transmission of data',
          blocks: [
            'The site and its database may be hosted on servers of cloud providers located outside Colombia. In that case the provider acts as a processor, may process the data only on our instructions, and the transmission is covered by a contract with the safeguards of Decreto 1377 de 2013 or goes to countries with an adequate level of protection. Using the WhatsApp chat also means your messages are processed by that provider outside the country.',
          ],
        },
        {
          id: 'cambios',
          heading: '12. Changes to this policy',
          blocks: [
            'We will publish any substantial change on this page before it takes effect, with a new version and date. If the change affects the purposes of processing, we will ask for a new authorization.',
          ],
        },
        {
          id: 'vigencia',
          heading: '13. Effective date and version',
          blocks: [
            `Version ${PRIVACY_POLICY_VERSION} of the Personal Data Processing Policy, effective from ${policyDate.en}.`,
          ],
        },
      ],
    },
  };
}

type TermsSectionId =
  | 'aceptacion'
  | 'uso'
  | 'sin-relacion'
  | 'contenido'
  | 'consulta-gratuita'
  | 'propiedad-intelectual'
  | 'enlaces'
  | 'responsabilidad'
  | 'datos-personales'
  | 'ley-aplicable'
  | 'cambios';

export function termsOfUse({ firm }: SiteContent): Localized<LegalDocument<TermsSectionId>> {
  const address = fullAddress(firm);
  return {
    es: {
      title: 'Términos y Condiciones de Uso',
      intro: `Estos términos regulan el uso del sitio web de ${firm.name}. Al navegarlo, escribirnos o enviar el formulario de consulta, usted los acepta. Si no está de acuerdo, le pedimos no usar el sitio.`,
      sections: [
        {
          id: 'aceptacion',
          heading: '1. Quiénes somos',
          blocks: [
            `${firm.name} es una firma de abogados con sede en ${address}. Puede contactarnos en ${firm.email} o al ${firm.phone}.`,
          ],
        },
        {
          id: 'uso',
          heading: '2. Uso del sitio',
          blocks: [
            'Usted se compromete a usar el sitio de forma lícita y de buena fe. En particular, no debe:',
            {
              list: [
                'Enviar información falsa o datos de terceros sin su autorización.',
                'Usar el formulario o el chat para enviar publicidad, mensajes masivos o contenido ofensivo.',
                'Intentar acceder sin autorización al panel administrativo o a los sistemas del sitio, o afectar su funcionamiento.',
              ],
            },
          ],
        },
        {
          id: 'sin-relacion',
          heading: '3. No existe relación abogado-cliente sin contrato',
          blocks: [
            'Enviar el formulario, escribirnos por chat o correo, o leer este sitio no crea una relación abogado-cliente. Esa relación comienza solo cuando ambas partes firman un contrato de prestación de servicios profesionales y, cuando se requiera, usted otorga un poder.',
            'Mientras tanto no asumimos su representación. Los términos legales de su caso siguen corriendo: no confíe en que el envío de un mensaje los interrumpe. Le pedimos no enviar documentos originales ni información confidencial más allá de lo necesario para una primera orientación.',
          ],
        },
        {
          id: 'contenido',
          heading: '4. El contenido es informativo, no es asesoría legal',
          blocks: [
            'Los artículos del blog, las preguntas frecuentes y demás textos del sitio son información general sobre el derecho colombiano. No constituyen asesoría legal para un caso concreto y no reemplazan la consulta con un abogado. Las normas y la jurisprudencia cambian, por lo que un contenido puede no reflejar la regulación vigente en el momento en que usted lo lee.',
          ],
        },
        {
          id: 'consulta-gratuita',
          heading: '5. Alcance de la consulta gratuita',
          blocks: [
            'La consulta gratuita es una primera orientación, por chat, teléfono o reunión, para entender su situación, explicarle las opciones generales y, si lo desea, proponerle honorarios por escrito. No incluye la redacción o revisión detallada de documentos, la presentación de escritos ni la representación ante autoridades.',
            'La consulta no le obliga a contratarnos, y la firma puede abstenerse de asesorar un caso, por ejemplo por un conflicto de intereses. Procuramos responder en menos de 60 minutos en horario hábil; es un compromiso de servicio, no un término legal.',
          ],
        },
        {
          id: 'propiedad-intelectual',
          heading: '6. Propiedad intelectual',
          blocks: [
            'Los textos, ilustraciones, logotipos y el diseño del sitio pertenecen a la firma o se usan con licencia, y están protegidos por la Ley 23 de 1982 y la Decisión Andina 351 de 1993. Puede compartir enlaces y citar fragmentos breves indicando la fuente; cualquier otra reproducción, en especial con fines comerciales, requiere nuestra autorización escrita.',
          ],
        },
        {
          id: 'enlaces',
          heading: '7. Enlaces a terceros',
          blocks: [
            'El sitio enlaza a servicios de terceros, como WhatsApp y redes sociales. No controlamos esos servicios ni respondemos por su contenido, disponibilidad o manejo de datos; su uso se rige por los términos de cada proveedor.',
          ],
        },
        {
          id: 'responsabilidad',
          heading: '8. Limitación de responsabilidad',
          blocks: [
            'Procuramos que el sitio esté disponible y que su información sea exacta, pero no garantizamos que funcione sin interrupciones ni errores. En la medida permitida por la ley colombiana, la firma no responde por decisiones tomadas únicamente con base en el contenido general del sitio, por interrupciones del servicio ni por daños causados por sitios de terceros. Nada de lo anterior limita la responsabilidad que la ley no permite excluir.',
          ],
        },
        {
          id: 'datos-personales',
          heading: '9. Datos personales',
          blocks: [
            'El tratamiento de los datos que usted nos entrega se rige por nuestra Política de Tratamiento de Datos Personales, publicada en este sitio.',
          ],
        },
        {
          id: 'ley-aplicable',
          heading: '10. Ley aplicable y jurisdicción',
          blocks: [
            'Estos términos se rigen por las leyes de la República de Colombia. Cualquier controversia se someterá a los jueces competentes de la ciudad de Medellín, sin perjuicio de los derechos que la ley de protección al consumidor le reconozca.',
          ],
        },
        {
          id: 'cambios',
          heading: '11. Cambios y vigencia',
          blocks: [
            `Podemos actualizar estos términos; la versión publicada en esta página es la vigente. Última actualización: ${termsDate.es}.`,
          ],
        },
      ],
    },
    en: {
      title: 'Terms and Conditions of Use',
      intro: `These terms govern the use of the ${firm.name} website. By browsing it, writing to us or sending the consultation form, you accept them. If you do not agree, please do not use the site. This English version is a courtesy translation: the Spanish version is the binding one.`,
      sections: [
        {
          id: 'aceptacion',
          heading: '1. Who we are',
          blocks: [
            `${firm.name} is a law firm based at ${address}. You can reach us at ${firm.email} or on ${firm.phone}.`,
          ],
        },
        {
          id: 'uso',
          heading: '2. Use of the site',
          blocks: [
            'You agree to use the site lawfully and in good faith. In particular, you must not:',
            {
              list: [
                'Send false information or third parties’ data without their authorization.',
                'Use the form or the chat to send advertising, bulk messages or offensive content.',
                'Try to access the admin panel or the site’s systems without authorization, or disrupt their operation.',
              ],
            },
          ],
        },
        {
          id: 'sin-relacion',
          heading: '3. No attorney-client relationship without an engagement',
          blocks: [
            'Sending the form, writing to us by chat or email, or reading this site does not create an attorney-client relationship. That relationship begins only when both parties sign a professional services agreement and, where required, you grant a power of attorney.',
            'Until then we do not represent you. The legal deadlines in your case keep running: do not assume that sending a message stops them. Please do not send original documents or confidential information beyond what is needed for an initial orientation.',
          ],
        },
        {
          id: 'contenido',
          heading: '4. Content is informational, not legal advice',
          blocks: [
            'The blog posts, FAQs and other texts on the site are general information about Colombian law. They are not legal advice for a specific case and do not replace consulting a lawyer. Laws and case law change, so content may not reflect the rules in force when you read it.',
          ],
        },
        {
          id: 'consulta-gratuita',
          heading: '5. Scope of the free consultation',
          blocks: [
            'The free consultation is an initial orientation, by chat, phone or meeting, to understand your situation, explain the general options and, if you wish, propose fees in writing. It does not include drafting or reviewing documents in detail, filing anything, or representation before any authority.',
            'The consultation does not oblige you to hire us, and the firm may decline a case, for example because of a conflict of interest. We aim to reply in under 60 minutes during business hours; this is a service commitment, not a legal deadline.',
          ],
        },
        {
          id: 'propiedad-intelectual',
          heading: '6. Intellectual property',
          blocks: [
            'The texts, illustrations, logos and design of the site belong to the firm or are used under licence, and are protected by Ley 23 de 1982 and Andean Community Decision 351 of 1993. You may share links and quote short excerpts with attribution; any other reproduction, especially for commercial purposes, requires our written permission.',
          ],
        },
        {
          id: 'enlaces',
          heading: '7. Third-party links',
          blocks: [
            'The site links to third-party services such as WhatsApp and social networks. We do not control those services and are not responsible for their content, availability or data handling; their use is governed by each provider’s terms.',
          ],
        },
        {
          id: 'responsabilidad',
          heading: '8. Limitation of liability',
          blocks: [
            'We try to keep the site available and its information accurate, but we do not guarantee that it will work without interruptions or errors. To the extent permitted by Colombian law, the firm is not liable for decisions made solely on the basis of the site’s general content, for service interruptions or for damage caused by third-party sites. Nothing here limits liability that the law does not allow to be excluded.',
          ],
        },
        {
          id: 'datos-personales',
          heading: '9. Personal data',
          blocks: [
            'The processing of the data you give us is governed by our Personal Data Processing Policy, published on this site.',
          ],
        },
        {
          id: 'ley-aplicable',
          heading: '10. Governing law and jurisdiction',
          blocks: [
            'These terms are governed by the laws of the Republic of Colombia. Any dispute will be submitted to the competent courts of the city of Medellín, without prejudice to the rights that consumer protection law grants you.',
          ],
        },
        {
          id: 'cambios',
          heading: '11. Changes and effective date',
          blocks: [
            `We may update these terms; the version published on this page is the one in force. Last updated: ${termsDate.en}.`,
          ],
        },
      ],
    },
  };
}
