import { readTime, renderMarkdown } from './markdown';
import { byCodeUnits } from './text';

// The three posts the blog launched with (SPEC §3), as Markdown: what the migration that moved the blog
// into the database stores, and what the build renders the blog from before any change. Frozen with that
// migration: later changes are made by staff, in the database.

/** A seeded post's stored fields. */
export interface SeedPost {
  /** Fixed, so the build's seed content and the database's are the same. */
  id: string;
  slug: string;
  language: 'es' | 'en';
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  /** When it went live, ISO 8601 with Bogotá's offset. */
  publishAt: string;
  category: string;
  tags: string[];
  seoKeywords: string[];
  author: string;
  cover: { imageId: null; src: string; srcset: ''; width: number; height: number; alt: string };
}

const AUTHOR = 'Dra. Laura Restrepo';
const COVER = { imageId: null, srcset: '', width: 1200, height: 630 } as const;

const DIVORCE = `Divorciarse en Colombia es un derecho de cualquiera de los cónyuges, pero el camino y el tiempo cambian mucho según exista o no un acuerdo. Esta guía resume lo que debes saber si vives en Medellín o en el Valle de Aburrá y estás pensando en terminar tu matrimonio en 2025.

## DOS CAMINOS: MUTUO ACUERDO O DIVORCIO CONTENCIOSO

### 1. Divorcio de mutuo acuerdo ante notaría
Si ambos están de acuerdo en divorciarse y en cómo quedarán los hijos, los alimentos y los bienes, el trámite se hace ante una notaría mediante escritura pública, como lo permiten el artículo 34 de la Ley 962 de 2005 y el Decreto 4436 de 2005. Se presenta por medio de abogado, con una solicitud firmada por los dos y el acuerdo completo. En la práctica toma de 1 a 2 meses, según qué tan completos estén los documentos y, si hay hijos menores de edad, del concepto del Defensor de Familia, que la notaría solicita antes de firmar la escritura.

### 2. Divorcio contencioso ante juez de familia
Si uno de los dos no quiere divorciarse, o no hay acuerdo sobre los puntos esenciales, la demanda se presenta ante un juez de familia y se tramita como proceso verbal del Código General del Proceso (Ley 1564 de 2012). Aquí hay que probar una de las causales de la ley. Un proceso contencioso suele durar de 6 a 18 meses, según la carga del juzgado, las pruebas y los recursos. Si durante el proceso las partes llegan a un acuerdo, el juez puede decretar el divorcio por mutuo consentimiento y el caso termina antes.

El mutuo acuerdo también puede tramitarse ante el juez de familia; a veces conviene cuando hay hijos menores y las partes prefieren que sea un juez quien apruebe el acuerdo.

## LAS 9 CAUSALES DEL ARTÍCULO 154 DEL CÓDIGO CIVIL

El artículo 154 del Código Civil, modificado por la Ley 25 de 1992, establece nueve causales de divorcio:
1. Las relaciones sexuales extramatrimoniales de uno de los cónyuges.
2. El grave e injustificado incumplimiento de los deberes que la ley impone como cónyuges y como padres.
3. Los ultrajes, el trato cruel y los maltratamientos de obra.
4. La embriaguez habitual de uno de los cónyuges.
5. El uso habitual de sustancias alucinógenas o estupefacientes, salvo prescripción médica.
6. Toda enfermedad o anormalidad grave e incurable, física o psíquica, de uno de los cónyuges, que ponga en peligro la salud mental o física del otro e imposibilite la comunidad matrimonial.
7. Toda conducta de uno de los cónyuges tendiente a corromper o pervertir al otro, a un descendiente o a personas que estén a su cuidado y convivan bajo el mismo techo.
8. La separación de cuerpos, judicial o de hecho, que haya perdurado por más de dos años.
9. El consentimiento de ambos cónyuges manifestado ante juez competente y reconocido por este mediante sentencia.

Las causales 1 a 7 se llaman subjetivas: exigen probar la conducta del otro cónyuge y solo puede alegarlas quien no dio lugar a los hechos. El artículo 156 del Código Civil fija plazos para invocarlas; según la Corte Constitucional (sentencia C-985 de 2010), esos plazos limitan las sanciones económicas contra el cónyuge culpable, no el derecho a divorciarse. Las causales 8 y 9 son objetivas: no se discuten culpas.

## HIJOS: CUSTODIA, VISITAS Y ALIMENTOS

El divorcio termina el matrimonio, no las obligaciones con los hijos. El acuerdo o la sentencia deben definir:
- Custodia y cuidado personal: con quién vivirán los hijos menores de edad.
- Régimen de visitas: cómo y cuándo compartirán con el otro padre o madre.
- Cuota alimentaria: cuánto aporta cada uno para alimentación, vivienda, educación, salud, vestuario y recreación (artículo 24 del Código de la Infancia y la Adolescencia, Ley 1098 de 2006) y cómo se reajusta cada año.

Siempre prevalece el interés superior de los niños, niñas y adolescentes. Si no hay acuerdo, decide el juez, y la cuota puede revisarse después si cambian las condiciones de quien paga o de quien recibe. Entre los cónyuges también pueden deberse alimentos: en un divorcio por causal subjetiva, el cónyuge inocente puede tener derecho a recibirlos del culpable (artículo 411 del Código Civil).

## LIQUIDACIÓN DE LA SOCIEDAD CONYUGAL

Salvo que existan capitulaciones, con el matrimonio nace una sociedad conyugal que reúne los bienes adquiridos durante la unión. El divorcio la disuelve (artículo 160 del Código Civil), pero disolver no es liquidar: hay que inventariar los activos y las deudas y repartir los gananciales. En el mutuo acuerdo la liquidación puede hacerse en la misma escritura o después, también ante notaría; en el contencioso se adelanta ante el mismo juez de familia tras la sentencia. Mientras no se liquide, vender o heredar esos bienes se complica.

## DOCUMENTOS QUE DEBES REUNIR

- Registro civil de matrimonio y registros civiles de nacimiento de los cónyuges y de los hijos, expedidos recientemente.
- Copia de las cédulas de ciudadanía, de extranjería o pasaportes.
- Poder para el abogado.
- El acuerdo sobre hijos, alimentos y bienes, y el inventario de bienes y deudas si se va a liquidar la sociedad.

## MATRIMONIO RELIGIOSO O CELEBRADO EN EL EXTERIOR

Si el matrimonio fue religioso, lo que se decreta es la cesación de sus efectos civiles, con las mismas causales y el mismo trámite. Si te casaste en el exterior, el matrimonio debe estar inscrito en el registro civil colombiano antes de divorciarte aquí.

## ¿CUÁNTO CUESTA?

En notaría se pagan los derechos notariales que fija cada año la Superintendencia de Notariado y Registro, más los honorarios del abogado. En el proceso judicial se suman los costos de notificaciones y pruebas. Desde la primera consulta te decimos cuánto costará tu caso, con honorarios transparentes.

Un último consejo: antes de firmar cualquier acuerdo, revisa con tu abogado qué efectos tendrá sobre tus bienes, tus deudas y la vida de tus hijos. Un buen acuerdo hoy evita un nuevo proceso mañana.`;

const TUTELA = `La acción de tutela es la herramienta más directa que tienen las personas en Colombia para defender sus derechos fundamentales. Está en el artículo 86 de la Constitución Política y la reglamenta el Decreto 2591 de 1991. Es rápida, gratuita e informal: no necesitas abogado para presentarla.

## ¿QUÉ ES Y QUIÉN PUEDE PRESENTARLA?

Toda persona, colombiana o extranjera, puede pedirle a un juez que proteja de inmediato sus derechos fundamentales cuando una autoridad pública los vulnera o amenaza, por acción o por omisión. También procede contra particulares en los casos del artículo 42 del Decreto 2591 de 1991: por ejemplo, contra quienes prestan servicios públicos o de salud, como las EPS, o cuando la persona está en situación de subordinación o indefensión frente a ellos.

Puedes presentarla tú mismo, por medio de un representante o abogado, o a través de un agente oficioso cuando la persona afectada no puede defenderse por sí misma (un paciente hospitalizado, por ejemplo). La Defensoría del Pueblo y las personerías municipales también pueden ayudarte.

## ¿QUÉ DERECHOS PROTEGE?

Los derechos fundamentales, entre ellos:
- La vida y la integridad personal.
- La salud, que la Ley Estatutaria 1751 de 2015 reconoce como derecho fundamental autónomo.
- El debido proceso en actuaciones judiciales y administrativas.
- El derecho de petición: si una entidad no responde dentro del plazo legal (por regla general 15 días hábiles, según la Ley 1755 de 2015), la tutela sirve para exigir la respuesta.
- La igualdad, la intimidad, el buen nombre y el habeas data.
- El mínimo vital, por ejemplo cuando se suspende sin justificación el salario o la pensión de la que depende una persona.
- La educación de niños, niñas y adolescentes.

## EL REQUISITO DE SUBSIDIARIEDAD

La tutela no reemplaza a los procesos ordinarios. Según el artículo 86 de la Constitución y el artículo 6 del Decreto 2591 de 1991, solo procede cuando no existe otro medio de defensa judicial, o cuando el que existe no es eficaz en el caso concreto. La excepción: puede usarse como mecanismo transitorio para evitar un perjuicio irremediable mientras el juez ordinario decide de fondo. Antes de presentarla, pregúntate: ¿hay otro proceso que resuelva esto a tiempo?

También se exige inmediatez: la tutela debe presentarse dentro de un plazo razonable desde la vulneración. La ley no fija un término exacto, pero si dejas pasar mucho tiempo sin una razón válida, el juez puede declararla improcedente.

## CÓMO PRESENTARLA, PASO A PASO

1. Escribe los hechos en orden: qué pasó, cuándo y quién es el responsable.
2. Identifica el derecho fundamental vulnerado y la entidad o persona contra quien diriges la tutela.
3. Di con precisión qué le pides al juez: por ejemplo, que ordene entregar un medicamento o responder una petición.
4. Adjunta las pruebas que tengas: radicados, respuestas, historia clínica, fotografías.
5. Declara bajo juramento que no has presentado otra tutela por los mismos hechos (artículo 37). Presentar varias por lo mismo es temeridad y puede llevar a que se rechacen todas y a sanciones (artículo 38).
6. Preséntala ante el juez del lugar donde ocurre la vulneración o donde se producen sus efectos; también puede radicarse en línea por los canales de la Rama Judicial. En casos urgentes, o si quien la presenta no sabe escribir o es menor de edad, puede hacerse de forma verbal (artículo 14).

Si el caso es urgente, pide medidas provisionales: el artículo 7 permite al juez ordenar desde el inicio lo necesario para proteger el derecho mientras decide.

## LOS TIEMPOS: 10 DÍAS PARA DECIDIR Y 3 DÍAS PARA IMPUGNAR

- El juez tiene 10 días para decidir, contados desde la presentación de la solicitud (artículo 86 de la Constitución y artículo 29 del Decreto 2591 de 1991).
- Si concede la tutela, la orden se cumple en el plazo que fije el juez, que no puede exceder de 48 horas.
- Quien no esté de acuerdo con el fallo puede impugnarlo dentro de los 3 días siguientes a su notificación (artículo 31). El juez de segunda instancia decide dentro de los 20 días siguientes (artículo 32).
- Después, el expediente se envía a la Corte Constitucional, que puede seleccionarlo para revisión.

## ¿Y SI NO CUMPLEN EL FALLO?

El incumplimiento se llama desacato. Informa al mismo juez: puede imponer arresto de hasta seis meses y multa de hasta 20 salarios mínimos mensuales (artículo 52), además de tomar las medidas para que la orden se cumpla (artículo 27).

## CUÁNDO CONVIENE UN ABOGADO

Aunque la tutela no requiere abogado, una buena redacción y las pruebas correctas marcan la diferencia, sobre todo cuando hay que demostrar un perjuicio irremediable, cuando intervienen varias entidades o cuando el fallo se impugna. Escríbenos: revisamos tu caso y te decimos si la tutela es el camino o si conviene otra acción, como la acción de cumplimiento, la acción popular o la reparación directa, que debe presentarse dentro de los 2 años siguientes al daño.`;

const CRIMINAL = `Colombia's criminal justice system is adversarial and largely oral. Under Ley 906 de 2004, the Code of Criminal Procedure, cases are investigated by the Fiscalía General de la Nación (the public prosecutor's office), argued in public hearings and supervised from the first hour by a judge whose job is to protect your rights. Things move fast, especially right after an arrest. This guide explains when you need a criminal lawyer in Medellín and what to do until you have one.

## WHEN YOU NEED A LAWYER RIGHT AWAY

- You or a family member has been arrested, either caught in the act (flagrancia) or on a warrant.
- You have been summoned to an interview or an interrogation by the Fiscalía or the judicial police.
- You learn that a criminal complaint (denuncia) has been filed against you, or your accounts or property have been frozen or seized.
- You are the victim of a crime and want the case to move forward and to be compensated.
- You are a foreigner involved in any of the above, as a suspect or as a victim.

## AFTER AN ARREST: THE 36-HOUR RULE

Under article 28 of the Constitution and Ley 906 de 2004, anyone who is arrested must be brought before a judge of guarantees (juez de control de garantías) within 36 hours. That first appearance is usually a set of back-to-back preliminary hearings:
1. Audiencia de legalización de captura: the judge decides whether the arrest was lawful. If it was not, you must be released at once.
2. Formulación de imputación: the prosecutor tells you formally what you are being investigated for.
3. Medida de aseguramiento: the prosecutor may ask for pre-trial measures, from detention in prison or at home to non-custodial measures such as reporting to the authorities or a ban on leaving the country. The prosecutor must justify them; they are not automatic.

What is decided in these hearings shapes the whole case, including whether you await trial at home. Having a lawyer you chose, who knows the facts, instead of meeting one minutes before the hearing, makes a real difference.

## YOUR RIGHTS WHEN ARRESTED

Article 303 of Ley 906 de 2004 and article 33 of the Constitution guarantee, among others:
- The right to know why you are being arrested and who ordered it.
- The right to have a relative or a person of your choice told of your arrest.
- The right to remain silent. Anything you say can be used against you, and nobody may force you to testify against yourself, your spouse or partner, or your close relatives.
- The right to a lawyer of your choice or, if you cannot pay for one, a public defender from the Defensoría del Pueblo.

Use your right to remain silent politely and consistently until you have spoken with your lawyer. Do not sign statements you do not fully understand.

## ACCEPTING CHARGES OR A PLEA DEAL

Colombian law rewards accepting the charges (allanamiento) or reaching a plea agreement (preacuerdo) with the prosecutor with a lower sentence, and the discount is largest at the earliest stage. For some crimes, such as those against children, the law excludes or limits these benefits. It is one of the most important decisions in any case: never take it without independent legal advice, because once a judge approves it, it is very hard to undo.

## IF YOU ARE THE VICTIM

Victims are special participants in the process with their own rights under article 11 of Ley 906 de 2004: to be treated with dignity and protected, to be kept informed, to be heard, to be represented by a lawyer and to full reparation. Once there is a conviction, the victim can open the incidente de reparación integral to claim compensation. Some less serious offences, called querellables, require an attempt at conciliation before the case can go ahead; a lawyer helps you decide whether settling is in your interest.

You can report a crime at the Fiscalía's reception offices in Medellín or through its online complaint service. Keep copies of everything: medical reports, photographs, messages and receipts.

## FOREIGNERS: INTERPRETERS AND YOUR CONSULATE

Being a foreigner does not reduce your rights, and there are extra safeguards:
- Interpreter: if you do not speak or understand Spanish, you are entitled to a free interpreter (article 8 of Ley 906 de 2004). Do not agree to an interview or a hearing in a language you do not fully understand.
- Consulate: under article 36 of the Vienna Convention on Consular Relations, you may ask the authorities to inform your consulate of your arrest without delay, and consular officers may visit you. The consulate cannot act as your lawyer, but it can contact your family and give you a list of local attorneys.
- Immigration: a criminal case can affect your visa or lead to proceedings by Migración Colombia, so your defence and your immigration situation should be handled together.
- Travel: a judge may forbid you to leave Colombia while the case is open.

## HOW WE CAN HELP

We work in English and Spanish, we can get to a police station or a hearing in Medellín quickly, and we reply in under 60 minutes. Whether you have been arrested, are under investigation or are a victim, talk to us before you make any statement or decision.`;

export const SEED_POSTS: readonly SeedPost[] = [
  {
    id: '6f1d2c8e-0a4b-4c1e-9d2a-1b7e5f3a9c01',
    slug: 'divorcio-en-medellin-2025',
    language: 'es',
    title: 'Divorcio en Medellín 2025: guía práctica de tiempos, causales y trámites',
    excerpt:
      'Mutuo acuerdo en notaría o divorcio contencioso ante juez de familia: cuánto tarda cada uno, las 9 causales del artículo 154 del Código Civil y qué pasa con los hijos, los alimentos y los bienes.',
    body: DIVORCE,
    publishAt: '2025-01-20T09:00:00-05:00',
    category: 'Derecho de Familia',
    tags: ['divorcio', 'derecho de familia', 'custodia', 'cuota alimentaria', 'sociedad conyugal'],
    seoKeywords: [
      'divorcio en Medellín',
      'divorcio de mutuo acuerdo notaría',
      'divorcio contencioso',
      'causales de divorcio Colombia',
      'abogado de familia Medellín',
    ],
    author: AUTHOR,
    cover: {
      ...COVER,
      src: '/blog/divorcio-en-medellin-2025.svg',
      alt: 'Ilustración de dos anillos separados sobre un documento legal',
    },
  },
  {
    id: '6f1d2c8e-0a4b-4c1e-9d2a-1b7e5f3a9c02',
    slug: 'guia-rapida-accion-de-tutela',
    language: 'es',
    title: 'Guía rápida de la acción de tutela: cómo proteger tus derechos fundamentales',
    excerpt:
      'Qué es la tutela, cuándo procede, cómo presentarla sin abogado, los 10 días que tiene el juez para decidir y los 3 días para impugnar el fallo.',
    body: TUTELA,
    publishAt: '2025-02-10T09:00:00-05:00',
    category: 'Derecho Administrativo',
    tags: ['tutela', 'derechos fundamentales', 'derecho de petición', 'derecho administrativo'],
    seoKeywords: [
      'acción de tutela',
      'cómo presentar una tutela',
      'Decreto 2591 de 1991',
      'impugnar tutela',
      'abogado administrativo Medellín',
    ],
    author: AUTHOR,
    cover: {
      ...COVER,
      src: '/blog/guia-rapida-accion-de-tutela.svg',
      alt: 'Ilustración de un escudo con una balanza frente a la Constitución',
    },
  },
  {
    id: '6f1d2c8e-0a4b-4c1e-9d2a-1b7e5f3a9c03',
    slug: 'when-you-need-a-criminal-lawyer-in-medellin',
    language: 'en',
    title: 'When You Need a Criminal Lawyer in Medellín',
    excerpt:
      'Arrested, under investigation or the victim of a crime in Colombia? What happens in the first 36 hours, your rights under Ley 906 de 2004, and what foreigners should know about interpreters and their consulate.',
    body: CRIMINAL,
    publishAt: '2025-03-05T09:00:00-05:00',
    category: 'Criminal Law',
    tags: ['criminal law', 'arrest', 'victims', 'foreigners', 'Medellín'],
    seoKeywords: [
      'criminal lawyer Medellín',
      'English-speaking lawyer Colombia',
      'arrested in Colombia',
      'Ley 906 de 2004',
      'criminal defense for foreigners',
    ],
    author: AUTHOR,
    cover: {
      ...COVER,
      src: '/blog/when-you-need-a-criminal-lawyer-in-medellin.svg',
      alt: 'Illustration of a judge’s gavel beside an open law book',
    },
  },
];

/** The seeded posts as the site shows them (the server's BlogStore gives the same after the migration). */
export function seedBlog() {
  const posts = SEED_POSTS.map((post) => {
    const at = new Date(post.publishAt).toISOString();
    return {
      id: post.id,
      language: post.language,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      html: renderMarkdown(post.body),
      publishedAt: at,
      publishDate: post.publishAt.slice(0, 10),
      readTime: readTime(post.body),
      category: post.category,
      tags: [...post.tags],
      author: post.author,
      seoTitle: '',
      seoDescription: '',
      seoKeywords: [...post.seoKeywords],
      cover: { ...post.cover },
      updatedAt: at,
      translation: null,
    };
  });
  posts.sort((a, b) => byCodeUnits(b.publishedAt, a.publishedAt) || byCodeUnits(a.slug, b.slug));
  return { posts, redirects: {} as Record<string, string> };
}
