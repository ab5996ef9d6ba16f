// The copy of the six service detail pages (SPEC §2). Every piece is Localized, so a language left
// out fails the typecheck. Only the service pages import it.
import type { ServiceDetail, ServiceId } from './services';

const family: ServiceDetail = {
  intro: {
    es: 'Los asuntos de familia tocan lo más importante de tu vida. Te asesoramos con claridad y discreción en divorcios, custodia de los hijos, alimentos y uniones maritales de hecho. Primero buscamos acuerdos que protejan a tus hijos y tu patrimonio; cuando el acuerdo no es posible, litigamos con firmeza ante los jueces de familia de Medellín y Antioquia.',
    en: 'Family matters touch what matters most in your life. We give clear, discreet advice on divorce, child custody, child support and de facto marital unions. We look for agreements that protect your children and your assets first; when agreement is not possible, we litigate firmly before the family courts of Medellín and Antioquia.',
  },
  features: {
    es: [
      {
        title: 'Divorcio de mutuo acuerdo',
        text: 'Por escritura pública ante notario o ante el juez de familia, con un acuerdo sobre hijos, alimentos y bienes. Suele tomar de 1 a 2 meses.',
      },
      {
        title: 'Divorcio contencioso',
        text: 'Demanda ante el juez de familia por alguna de las causales del artículo 154 del Código Civil. El proceso suele durar de 6 a 18 meses.',
      },
      {
        title: 'Custodia y régimen de visitas',
        text: 'Acuerdos y procesos de custodia y cuidado personal, guiados por el interés superior de los niños, niñas y adolescentes.',
      },
      {
        title: 'Cuota de alimentos',
        text: 'Fijación, aumento, disminución y cobro de cuotas alimentarias, con conciliación previa o por la vía judicial.',
      },
      {
        title: 'Unión marital de hecho',
        text: 'Declaración y terminación de la unión y liquidación de la sociedad patrimonial entre compañeros permanentes (Ley 54 de 1990).',
      },
      {
        title: 'Liquidación de bienes',
        text: 'Inventario, avalúo y reparto de la sociedad conyugal o patrimonial, en notaría o en el juzgado.',
      },
    ],
    en: [
      {
        title: 'Uncontested divorce',
        text: 'By public deed before a notary or before a family judge, with an agreement on children, support and property. It usually takes 1 to 2 months.',
      },
      {
        title: 'Contested divorce',
        text: 'A claim before a family judge on one of the grounds in article 154 of the Civil Code. Proceedings usually last 6 to 18 months.',
      },
      {
        title: 'Custody and visitation',
        text: 'Agreements and court proceedings on custody and personal care, guided by the child’s best interests.',
      },
      {
        title: 'Child support',
        text: 'Setting, increasing, reducing and enforcing support payments, through prior conciliation or in court.',
      },
      {
        title: 'De facto marital unions',
        text: 'Declaring and ending an unmarried couple’s union and dividing the property it built up (Law 54 of 1990).',
      },
      {
        title: 'Division of property',
        text: 'Inventory, valuation and division of marital or union property, at a notary’s office or in court.',
      },
    ],
  },
  panel: {
    es: {
      title: '¿Por qué elegirnos?',
      items: [
        {
          title: 'Trato humano y discreto',
          text: 'Escuchamos tu historia con respeto y cuidamos la confidencialidad de tu familia.',
        },
        {
          title: 'Acuerdos primero',
          text: 'Un buen acuerdo ahorra tiempo, dinero y desgaste emocional; si no llega, vamos a juicio preparados.',
        },
        {
          title: 'Más de 8 años de experiencia',
          text: 'Conocemos las notarías, comisarías y juzgados de familia de Medellín y Antioquia.',
        },
        {
          title: 'Honorarios transparentes',
          text: 'Sabes desde el principio cuánto cuesta tu proceso, por escrito y sin sorpresas.',
        },
      ],
    },
    en: {
      title: 'Why choose us',
      items: [
        {
          title: 'Human, discreet support',
          text: 'We listen to your story with respect and protect your family’s privacy.',
        },
        {
          title: 'Agreement first',
          text: 'A good agreement saves time, money and heartache; when it is out of reach, we go to court prepared.',
        },
        {
          title: 'More than 8 years of experience',
          text: 'We know the notaries, family welfare offices and family courts of Medellín and Antioquia.',
        },
        {
          title: 'Transparent fees',
          text: 'You know from the start what your case will cost, in writing and with no surprises.',
        },
      ],
    },
  },
  faqs: {
    es: [
      {
        question: '¿Cuánto tarda un divorcio en Colombia?',
        answer:
          'Un divorcio de mutuo acuerdo ante notaría suele resolverse en 1 a 2 meses, según lo rápido que se reúnan los documentos y, si hay hijos menores de edad, el concepto del defensor de familia. Un divorcio contencioso ante el juez de familia puede tardar entre 6 y 18 meses, dependiendo de las pruebas y de la carga del juzgado.',
      },
      {
        question: '¿Quién se queda con la custodia de los hijos?',
        answer:
          'No hay una regla automática a favor de la madre o del padre. Los padres pueden acordarla y, si no lo logran, el juez de familia decide según el interés superior del niño: quién ha asumido su cuidado, las condiciones de cada hogar y, de acuerdo con su edad y madurez, su propia opinión. El otro padre conserva el derecho de visitas y la obligación de aportar alimentos.',
      },
      {
        question: '¿Qué derechos tengo si convivo con mi pareja sin casarnos?',
        answer:
          'Si la convivencia es permanente y singular, existe una unión marital de hecho (Ley 54 de 1990), también entre parejas del mismo sexo. Tras dos años de convivencia se presume la sociedad patrimonial, y los bienes adquiridos con el trabajo de ambos durante la unión se reparten por mitades al terminarla. La unión puede declararse ante notario, en una conciliación o por sentencia, y la acción para liquidar la sociedad patrimonial prescribe al año de la separación definitiva.',
      },
    ],
    en: [
      {
        question: 'How long does a divorce take in Colombia?',
        answer:
          'An uncontested divorce at a notary’s office usually takes 1 to 2 months, depending on how quickly the documents come together and, when there are minor children, on the opinion of the family ombudsman (defensor de familia). A contested divorce before a family judge can take 6 to 18 months, depending on the evidence and the court’s caseload.',
      },
      {
        question: 'Who gets custody of the children?',
        answer:
          'There is no automatic rule in favor of the mother or the father. Parents can agree on custody; if they cannot, the family judge decides in the child’s best interests, weighing who has been caring for the child, the conditions in each home and, depending on age and maturity, the child’s own views. The other parent keeps visitation rights and the duty to pay child support.',
      },
      {
        question: 'What rights do I have if I live with my partner without marrying?',
        answer:
          'If you live together as a stable, exclusive couple, Colombian law recognizes a de facto marital union (unión marital de hecho, Law 54 of 1990), same-sex couples included. After two years together, a shared property regime is presumed, and assets acquired through either partner’s work during the union are split in half when it ends. The union can be declared before a notary, in a conciliation or by a court, and the claim to divide the property expires one year after the final separation.',
      },
    ],
  },
};

const criminal: ServiceDetail = {
  intro: {
    es: 'En el sistema penal acusatorio de la Ley 906 de 2004, las primeras horas después de una captura pueden definir todo el proceso. Asumimos la defensa desde las audiencias preliminares ante el juez de control de garantías y te acompañamos en cada etapa, hasta el juicio oral y los recursos. Si fuiste víctima de un delito, te representamos para que se respeten tus derechos a la verdad, la justicia y la reparación.',
    en: 'Under the accusatory criminal system of Law 906 of 2004, the first hours after an arrest can shape the whole case. We take on the defense from the preliminary hearings before the judge of guarantees and stay with you at every stage, through trial and appeals. If you were the victim of a crime, we represent you so that your rights to truth, justice and reparation are respected.',
  },
  features: {
    es: [
      {
        title: 'Audiencias preliminares',
        text: 'Legalización de captura, imputación y medida de aseguramiento: controvertimos la legalidad de la captura y defendemos tu libertad.',
      },
      {
        title: 'Investigación de la defensa',
        text: 'Revisamos los elementos de prueba de la Fiscalía, hacemos nuestra propia investigación y construimos la teoría del caso.',
      },
      {
        title: 'Preacuerdos y negociación',
        text: 'Evaluamos con honestidad si conviene negociar con la Fiscalía, y solo aceptamos términos que entiendas y apruebes.',
      },
      {
        title: 'Juicio oral',
        text: 'Interrogatorios, contrainterrogatorios y alegatos ante el juez de conocimiento, con tus garantías siempre por delante.',
      },
      {
        title: 'Representación de víctimas',
        text: 'Denuncias y querellas, intervención en las audiencias e incidente de reparación integral para obtener la indemnización.',
      },
      {
        title: 'Recursos',
        text: 'Apelación ante el Tribunal Superior y demanda de casación ante la Corte Suprema de Justicia.',
      },
    ],
    en: [
      {
        title: 'Preliminary hearings',
        text: 'The arrest-validation hearing, the formal charge and pretrial detention: we challenge the legality of the arrest and fight for your freedom.',
      },
      {
        title: 'Defense investigation',
        text: 'We review the prosecution’s evidence, carry out our own investigation and build the theory of the case.',
      },
      {
        title: 'Plea agreements',
        text: 'We assess honestly whether negotiating with the prosecutor makes sense, and only accept terms you understand and approve.',
      },
      {
        title: 'Trial',
        text: 'Direct and cross-examination and closing arguments before the trial judge, with your rights always first.',
      },
      {
        title: 'Representation of victims',
        text: 'Criminal complaints, taking part in the hearings and the full-reparation proceeding to obtain compensation.',
      },
      {
        title: 'Appeals',
        text: 'Appeals before the High Court of the district and cassation before the Supreme Court of Justice.',
      },
    ],
  },
  panel: {
    es: {
      title: 'Nuestro enfoque',
      items: [
        {
          title: 'Desde el primer momento',
          text: 'Una captura no espera: te respondemos en menos de 60 minutos y llegamos preparados a la primera audiencia.',
        },
        {
          title: 'Estrategia clara',
          text: 'Te explicamos sin tecnicismos los riesgos, las opciones y los tiempos de cada etapa del proceso.',
        },
        {
          title: 'Tus garantías primero',
          text: 'Presunción de inocencia, debido proceso y derecho a guardar silencio: los hacemos valer en cada audiencia.',
        },
        {
          title: 'Honorarios transparentes',
          text: 'Pactamos por escrito el valor de cada etapa, para que sepas a qué te comprometes.',
        },
      ],
    },
    en: {
      title: 'Our approach',
      items: [
        {
          title: 'From the very first hour',
          text: 'An arrest does not wait: we reply in under 60 minutes and arrive prepared for the first hearing.',
        },
        {
          title: 'A clear strategy',
          text: 'We explain the risks, the options and the timing of each stage in plain language.',
        },
        {
          title: 'Your rights first',
          text: 'Presumption of innocence, due process and the right to remain silent: we enforce them at every hearing.',
        },
        {
          title: 'Transparent fees',
          text: 'We agree the fee for each stage in writing, so you know exactly what you are committing to.',
        },
      ],
    },
  },
  faqs: {
    es: [
      {
        question: '¿Qué debo hacer si capturan a un familiar?',
        answer:
          'Contacta a un abogado de inmediato. La persona capturada tiene derecho a guardar silencio, a no declarar contra sí misma ni contra sus familiares cercanos y a contar con un defensor. Debe ser presentada ante un juez de control de garantías dentro de las 36 horas siguientes, en la audiencia de legalización de captura. Un defensor presente desde esa audiencia puede controvertir la captura y oponerse a una medida de aseguramiento.',
      },
      {
        question: 'Fui víctima de un delito, ¿puedo participar en el proceso?',
        answer:
          'Sí. La Ley 906 de 2004 reconoce a las víctimas los derechos a la verdad, la justicia y la reparación. Con un abogado puedes aportar información y pruebas, intervenir en las audiencias, pedir medidas de protección, ser escuchado antes de que se apruebe un preacuerdo y, si hay condena, promover el incidente de reparación integral para obtener la indemnización de los perjuicios.',
      },
      {
        question: '¿Qué es un preacuerdo y cuándo conviene?',
        answer:
          'Es una negociación con la Fiscalía en la que el procesado acepta su responsabilidad a cambio de un beneficio, como una pena menor. El beneficio es mayor cuanto antes se acepte y disminuye a medida que avanza el proceso; la ley lo limita o lo excluye en algunos casos, como la captura en flagrancia o los delitos contra niños, niñas y adolescentes. Solo conviene cuando las pruebas en tu contra son sólidas y el beneficio es real, y siempre debe aprobarlo un juez.',
      },
    ],
    en: [
      {
        question: 'What should I do if a family member is arrested?',
        answer:
          'Contact a lawyer right away. The arrested person has the right to remain silent, not to testify against themselves or close relatives, and to have a defense lawyer. They must be brought before a judge of guarantees within 36 hours, at the arrest-validation hearing (audiencia de legalización de captura). A defense lawyer present from that hearing can challenge the arrest and oppose pretrial detention.',
      },
      {
        question: 'I was the victim of a crime. Can I take part in the case?',
        answer:
          'Yes. Law 906 of 2004 gives victims the rights to truth, justice and reparation. With a lawyer you can provide information and evidence, take part in the hearings, request protective measures, be heard before a plea agreement is approved and, after a conviction, bring the full-reparation proceeding to be compensated for the harm suffered.',
      },
      {
        question: 'What is a plea agreement and when does it make sense?',
        answer:
          'It is a negotiation with the prosecutor in which the accused accepts responsibility in exchange for a benefit, such as a lighter sentence. The earlier it is accepted, the larger the benefit, and it shrinks as the case moves on; the law limits or rules it out in some cases, such as arrests made in the act or crimes against children. It only makes sense when the evidence against you is strong and the benefit is real, and a judge must always approve it.',
      },
    ],
  },
};

const administrative: ServiceDetail = {
  intro: {
    es: 'Cuando una entidad pública no responde, niega un derecho o te causa un daño, la ley te da herramientas para exigir una respuesta. Redactamos y presentamos derechos de petición, acciones de tutela y de cumplimiento, recursos ante la propia administración y demandas ante la jurisdicción de lo contencioso administrativo, incluidos los reclamos contra empresas de servicios públicos.',
    en: 'When a public authority does not answer, denies you a right or causes you harm, the law gives you tools to demand a response. We draft and file petitions, tutela and compliance actions, administrative appeals and lawsuits before the administrative courts, including complaints against utility companies.',
  },
  features: {
    es: [
      {
        title: 'Derecho de petición',
        text: 'Solicitudes, quejas y reclamos ante cualquier entidad. La regla general es una respuesta de fondo en 15 días hábiles (Ley 1755 de 2015).',
      },
      {
        title: 'Acción de tutela',
        text: 'Protección inmediata de derechos fundamentales: el juez decide en 10 días y el fallo puede impugnarse dentro de los 3 días siguientes.',
      },
      {
        title: 'Acción de cumplimiento',
        text: 'Para que una autoridad cumpla una ley o un acto administrativo, tras constituirla en renuencia (Ley 393 de 1997).',
      },
      {
        title: 'Nulidad y restablecimiento del derecho',
        text: 'Demanda contra actos administrativos que lesionan tus derechos, por regla general dentro de los 4 meses siguientes a su notificación.',
      },
      {
        title: 'Reparación directa',
        text: 'Indemnización por daños causados por el Estado, con un plazo general de 2 años para demandar.',
      },
      {
        title: 'Servicios públicos domiciliarios',
        text: 'Reclamos y recursos contra facturas, cortes y cobros; la apelación la resuelve la Superintendencia de Servicios Públicos Domiciliarios.',
      },
    ],
    en: [
      {
        title: 'Right of petition',
        text: 'Requests, complaints and claims before any authority. As a rule, a full answer is due within 15 working days (Law 1755 of 2015).',
      },
      {
        title: 'Tutela action',
        text: 'Immediate protection of fundamental rights: the judge rules within 10 days and the ruling can be challenged within the next 3 days.',
      },
      {
        title: 'Compliance action',
        text: 'To make an authority carry out a law or an administrative act, after formally demanding that it comply (Law 393 of 1997).',
      },
      {
        title: 'Annulment and restoration of rights',
        text: 'Lawsuits against administrative acts that harm your rights, generally within 4 months of being notified.',
      },
      {
        title: 'Direct reparation',
        text: 'Compensation for harm caused by the State, with a general 2-year limit to file suit.',
      },
      {
        title: 'Household utilities',
        text: 'Complaints and appeals over bills, disconnections and charges; appeals are decided by the Superintendency of Household Public Utilities.',
      },
    ],
  },
  panel: {
    es: {
      title: 'Nuestro enfoque',
      items: [
        {
          title: 'Plazos bajo control',
          text: 'En derecho administrativo los términos son cortos y no se recuperan: los calendarizamos desde el primer día.',
        },
        {
          title: 'La vía más rápida primero',
          text: 'Si un derecho de petición o una tutela resuelven tu caso, no te llevamos a un pleito largo.',
        },
        {
          title: 'Escritos sólidos',
          text: 'Fundamentamos cada solicitud en la norma y la jurisprudencia aplicables, para que la entidad tenga que responder de fondo.',
        },
        {
          title: 'Honorarios transparentes',
          text: 'Conoces por escrito el costo de cada actuación antes de presentarla.',
        },
      ],
    },
    en: {
      title: 'Our approach',
      items: [
        {
          title: 'Deadlines under control',
          text: 'Administrative deadlines are short and cannot be recovered: we put every one on the calendar from day one.',
        },
        {
          title: 'The fastest route first',
          text: 'If a petition or a tutela solves your problem, we will not drag you into a long lawsuit.',
        },
        {
          title: 'Well-grounded filings',
          text: 'We base every request on the applicable statutes and case law, so the authority has to answer on the merits.',
        },
        {
          title: 'Transparent fees',
          text: 'You know the cost of each filing, in writing, before it goes in.',
        },
      ],
    },
  },
  faqs: {
    es: [
      {
        question: '¿Qué es el derecho administrativo?',
        answer:
          'Es la rama del derecho que regula la actuación de las entidades públicas, y de los particulares que cumplen funciones públicas, en su relación con las personas: trámites, licencias, sanciones, contratos estatales, servicios públicos y la responsabilidad del Estado por los daños que causa. Se rige principalmente por el Código de Procedimiento Administrativo y de lo Contencioso Administrativo (Ley 1437 de 2011), y los conflictos los resuelven los jueces y tribunales administrativos y el Consejo de Estado.',
      },
      {
        question: '¿Qué es un derecho de petición y en cuánto tiempo deben responderme?',
        answer:
          'Es el derecho fundamental (artículo 23 de la Constitución) a presentar solicitudes respetuosas ante las autoridades, y ante ciertos particulares, y a recibir una respuesta de fondo. Según la Ley 1755 de 2015, la regla general es de 15 días hábiles; las peticiones de documentos e información deben resolverse en 10 días hábiles y las consultas en 30. Si no te responden a tiempo, puedes presentar una acción de tutela para proteger tu derecho de petición.',
      },
      {
        question: '¿Qué hace la Superintendencia de Servicios Públicos Domiciliarios?',
        answer:
          'Vigila y controla a las empresas de acueducto, alcantarillado, aseo, energía eléctrica y gas. Si tienes un problema con una factura, un corte o un cobro, primero presentas un reclamo ante la empresa; si la respuesta es desfavorable, interpones recurso de reposición y, en subsidio, de apelación, que resuelve la Superintendencia. Si la empresa no responde en 15 días hábiles, opera el silencio administrativo positivo a tu favor y la Superintendencia puede sancionarla.',
      },
      {
        question: '¿Qué es la acción de cumplimiento?',
        answer:
          'Es la acción del artículo 87 de la Constitución, desarrollada por la Ley 393 de 1997, para pedir a un juez administrativo que ordene a una autoridad cumplir una ley o un acto administrativo que le impone un deber. Antes de presentarla debes pedir por escrito a la autoridad que cumpla; si se niega o guarda silencio durante 10 días, puedes demandar. No procede cuando el derecho puede protegerse con una tutela ni para exigir normas que establezcan gastos.',
      },
      {
        question: '¿Cuánto tiempo tengo para demandar al Estado por un daño?',
        answer:
          'La demanda de reparación directa debe presentarse dentro de los 2 años siguientes al día del hecho, la omisión o la operación que causó el daño, o al día en que lo conociste o debiste conocerlo, si fue después (artículo 164 de la Ley 1437 de 2011). Por regla general, antes debe intentarse una conciliación ante la Procuraduría, que suspende el plazo mientras se tramita. Vencido el término, la acción caduca y ya no es posible reclamar, así que conviene consultarnos cuanto antes.',
      },
      {
        question: '¿Qué es el silencio administrativo positivo y negativo?',
        answer:
          'Es el efecto que la ley le da a la falta de respuesta de una autoridad. El silencio negativo es la regla general: si pasan 3 meses sin que resuelvan tu petición, se entiende negada y puedes demandar esa decisión ante el juez, aunque la entidad sigue obligada a responder. El silencio positivo solo opera en los casos que la ley señala expresamente, como los reclamos ante empresas de servicios públicos no resueltos en 15 días hábiles: tu solicitud se entiende aceptada, y para hacerla valer se protocoliza ante notario la copia de la petición con una declaración jurada de no haber recibido respuesta.',
      },
    ],
    en: [
      {
        question: 'What is administrative law?',
        answer:
          'It is the branch of law that governs how public authorities, and private parties performing public functions, deal with people: procedures, licenses, sanctions, public contracts, public utilities and the State’s liability for the harm it causes. In Colombia it is mainly governed by the Code of Administrative Procedure and Administrative Litigation (Law 1437 of 2011), and disputes are decided by the administrative judges and courts and the Council of State.',
      },
      {
        question: 'What is the right of petition and how long do they have to answer me?',
        answer:
          'The right of petition (derecho de petición) is the fundamental right, under article 23 of the Constitution, to submit respectful requests to public authorities, and to some private parties, and to receive an answer on the merits. Under Law 1755 of 2015 the general deadline is 15 working days; requests for documents and information must be answered within 10 working days and consultations within 30. If they do not answer in time, you can file a tutela action to protect your right of petition.',
      },
      {
        question: 'What does the Superintendency of Household Public Utilities do?',
        answer:
          'It supervises the companies that provide water, sewerage, waste collection, electricity and gas. If you have a problem with a bill, a disconnection or a charge, you first file a complaint with the company; if the answer goes against you, you file a request for reconsideration with a subsidiary appeal, which the Superintendency decides. If the company does not answer within 15 working days, positive administrative silence applies in your favor and the Superintendency can sanction the company.',
      },
      {
        question: 'What is the compliance action?',
        answer:
          'The compliance action (acción de cumplimiento), created by article 87 of the Constitution and regulated by Law 393 of 1997, asks an administrative judge to order an authority to carry out a law or administrative act that imposes a duty on it. Before filing, you must ask the authority in writing to comply; if it refuses or stays silent for 10 days, you can sue. It is not available when the right can be protected through a tutela, nor to enforce rules that require public spending.',
      },
      {
        question: 'How long do I have to sue the State for harm it caused?',
        answer:
          'A direct-reparation claim (reparación directa) must be filed within 2 years of the day after the act, omission or operation that caused the harm, or after the day you learned or should have learned of it, if later (article 164 of Law 1437 of 2011). As a rule, conciliation before the Attorney General’s Office (Procuraduría) must be attempted first, and it pauses the deadline while it runs. Once the period expires the claim is time-barred, so it is best to consult us as early as possible.',
      },
      {
        question: 'What are positive and negative administrative silence?',
        answer:
          'They are the effects the law gives to an authority’s failure to answer. Negative silence is the general rule: if 3 months pass without a decision on your petition, it is deemed denied and you can challenge that denial in court, although the authority is still bound to answer. Positive silence applies only where a law expressly provides for it, such as utility complaints not resolved within 15 working days: your request is deemed granted, and to enforce it you record a copy of the petition before a notary together with a sworn statement that no answer was received.',
      },
    ],
  },
};

const civil: ServiceDetail = {
  intro: {
    es: 'Un contrato bien redactado evita pleitos, y un cobro bien planteado recupera dinero. Asesoramos a personas, comerciantes y empresas de Medellín y Antioquia en la negociación y redacción de contratos, el cobro de obligaciones, los procesos ante los jueces civiles y la vida jurídica de sus sociedades, conforme al Código Civil, el Código de Comercio y el Código General del Proceso.',
    en: 'A well-drafted contract prevents lawsuits, and a well-planned collection recovers money. We advise individuals, merchants and companies in Medellín and Antioquia on negotiating and drafting contracts, collecting debts, litigating before the civil courts and running their companies, under the Civil Code, the Commercial Code and the General Code of Procedure.',
  },
  features: {
    es: [
      {
        title: 'Contratos',
        text: 'Compraventa, promesa de compraventa, arrendamiento, prestación de servicios, suministro y confidencialidad, redactados para tu caso.',
      },
      {
        title: 'Cobro prejurídico',
        text: 'Requerimientos formales y acuerdos de pago que muchas veces recuperan la deuda sin llegar al juzgado.',
      },
      {
        title: 'Procesos ejecutivos',
        text: 'Cobro judicial de pagarés, letras de cambio, cheques y facturas, con embargo y secuestro de bienes del deudor.',
      },
      {
        title: 'Procesos declarativos',
        text: 'Incumplimiento de contratos, responsabilidad civil, restitución de inmuebles arrendados y procesos de pertenencia.',
      },
      {
        title: 'Sociedades',
        text: 'Constitución de SAS y otros tipos societarios, estatutos, reformas, actas de asamblea y acuerdos entre accionistas.',
      },
      {
        title: 'Conciliación',
        text: 'Representación en audiencias de conciliación, que en muchos procesos civiles es requisito antes de demandar.',
      },
    ],
    en: [
      {
        title: 'Contracts',
        text: 'Sale and purchase, promise to sell, leases, services, supply and confidentiality agreements, drafted for your situation.',
      },
      {
        title: 'Pre-litigation collection',
        text: 'Formal demand letters and payment plans that often recover the debt without going to court.',
      },
      {
        title: 'Enforcement proceedings',
        text: 'Court collection of promissory notes, bills of exchange, checks and invoices, with attachment and seizure of the debtor’s assets.',
      },
      {
        title: 'Civil lawsuits',
        text: 'Breach of contract, civil liability, recovery of leased property and adverse-possession claims.',
      },
      {
        title: 'Companies',
        text: 'Incorporating SAS and other company types, bylaws, amendments, shareholder meeting minutes and shareholder agreements.',
      },
      {
        title: 'Conciliation',
        text: 'Representation at conciliation hearings, which many civil cases require before a lawsuit can be filed.',
      },
    ],
  },
  panel: {
    es: {
      title: 'Nuestro enfoque',
      items: [
        {
          title: 'Prevenir antes que litigar',
          text: 'Revisamos tus contratos antes de firmarlos para cerrar los vacíos que luego terminan en pleito.',
        },
        {
          title: 'Viabilidad antes de demandar',
          text: 'Verificamos el título, los plazos de prescripción y los bienes del deudor antes de recomendarte un proceso.',
        },
        {
          title: 'Lenguaje de negocios',
          text: 'Te damos respuestas concretas para decidir, no memorandos interminables.',
        },
        {
          title: 'Honorarios transparentes',
          text: 'Acordamos por escrito el valor de cada etapa, sin cobros ocultos.',
        },
      ],
    },
    en: {
      title: 'Our approach',
      items: [
        {
          title: 'Prevention before litigation',
          text: 'We review your contracts before you sign, closing the gaps that later end up in court.',
        },
        {
          title: 'Viability before suing',
          text: 'We check the instrument, the limitation periods and the debtor’s assets before recommending a lawsuit.',
        },
        {
          title: 'Business language',
          text: 'You get concrete answers you can act on, not endless memos.',
        },
        {
          title: 'Transparent fees',
          text: 'We agree the fee for each stage in writing, with no hidden charges.',
        },
      ],
    },
  },
  faqs: {
    es: [
      {
        question: '¿Qué necesito para iniciar un proceso ejecutivo?',
        answer:
          'Un título ejecutivo: un documento con una obligación clara, expresa y exigible a cargo del deudor, como un pagaré, una letra de cambio, un cheque, una factura aceptada, un acta de conciliación o una sentencia (artículo 422 del Código General del Proceso). Con él, el juez libra mandamiento de pago y, desde la demanda, pueden pedirse embargos sobre los bienes del deudor.',
      },
      {
        question: '¿Cuánto tiempo tengo para cobrar una deuda?',
        answer:
          'Depende del documento. La acción cambiaria de un pagaré o una letra de cambio prescribe en 3 años desde el vencimiento (artículo 789 del Código de Comercio), y la del cheque en 6 meses. Para otras obligaciones civiles, la acción ejecutiva prescribe en 5 años y la ordinaria en 10 (artículo 2536 del Código Civil). La presentación oportuna de la demanda interrumpe la prescripción, así que no conviene esperar.',
      },
      {
        question: '¿Qué tipo de sociedad me conviene para mi empresa?',
        answer:
          'Para la mayoría de emprendimientos y pequeñas y medianas empresas, la sociedad por acciones simplificada (SAS) de la Ley 1258 de 2008 es la opción más flexible: puede constituirla una sola persona por documento privado inscrito en la Cámara de Comercio, los accionistas responden solo hasta el monto de sus aportes y los estatutos se adaptan a cada negocio. Antes de elegir revisamos contigo el número de socios, cómo se tomarán las decisiones, la entrada de inversionistas y los efectos tributarios.',
      },
    ],
    en: [
      {
        question: 'What do I need to start an enforcement proceeding?',
        answer:
          'An enforceable instrument (título ejecutivo): a document containing a clear, express and currently due obligation of the debtor, such as a promissory note, a bill of exchange, a check, an accepted invoice, a conciliation record or a court judgment (article 422 of the General Code of Procedure). With it, the judge issues a payment order and, from the moment you file, you can ask for the debtor’s assets to be attached.',
      },
      {
        question: 'How long do I have to collect a debt?',
        answer:
          'It depends on the document. Claims on a promissory note or bill of exchange expire 3 years after the due date (article 789 of the Commercial Code), and on a check after 6 months. For other civil obligations, the enforcement action expires after 5 years and the ordinary action after 10 (article 2536 of the Civil Code). Filing suit in time interrupts the limitation period, so it is best not to wait.',
      },
      {
        question: 'What type of company is right for my business?',
        answer:
          'For most startups and small and medium-sized businesses, the simplified stock company (SAS) under Law 1258 of 2008 is the most flexible choice: a single person can form it by private document registered with the Chamber of Commerce, shareholders are liable only up to their contributions, and the bylaws can be tailored to each business. Before you choose, we go over the number of partners, how decisions will be made, future investors and the tax consequences with you.',
      },
    ],
  },
};

const labor: ServiceDetail = {
  intro: {
    es: 'Las relaciones de trabajo en Colombia se rigen por el Código Sustantivo del Trabajo, que fija garantías mínimas irrenunciables para el trabajador. Asesoramos a trabajadores despedidos, a quienes no recibieron su liquidación completa o necesitan el reconocimiento de un contrato realidad, y a empleadores que quieren contratar, sancionar o terminar contratos dentro de la ley.',
    en: 'Employment in Colombia is governed by the Substantive Labor Code, which sets minimum protections for workers that cannot be waived. We advise employees who were dismissed, who did not receive their full final settlement or who need a disguised employment relationship recognized, and employers who want to hire, discipline or end contracts within the law.',
  },
  features: {
    es: [
      {
        title: 'Despido sin justa causa',
        text: 'Cálculo y reclamación de la indemnización del artículo 64 del Código Sustantivo del Trabajo.',
      },
      {
        title: 'Liquidación final',
        text: 'Verificamos salarios, cesantías, intereses sobre cesantías, prima de servicios y vacaciones, y reclamamos la indemnización moratoria cuando el pago se retrasa.',
      },
      {
        title: 'Contrato realidad',
        text: 'Reconocimiento de la relación laboral cuando se disfrazó de prestación de servicios, con sus prestaciones y aportes a seguridad social.',
      },
      {
        title: 'Estabilidad laboral reforzada',
        text: 'Protección de trabajadoras en embarazo o lactancia, personas con discapacidad o afectadas en su salud y trabajadores con fuero sindical.',
      },
      {
        title: 'Asesoría a empleadores',
        text: 'Contratos de trabajo, reglamento interno, procesos disciplinarios con debido proceso y terminaciones sin riesgos innecesarios.',
      },
      {
        title: 'Conciliación y demandas',
        text: 'Conciliaciones ante el Ministerio del Trabajo y procesos ante los jueces laborales.',
      },
    ],
    en: [
      {
        title: 'Dismissal without just cause',
        text: 'Calculating and claiming the compensation set by article 64 of the Substantive Labor Code.',
      },
      {
        title: 'Final settlement',
        text: 'We check wages, severance savings (cesantías) and their interest, the service bonus and vacation, and claim the late-payment penalty when payment is delayed.',
      },
      {
        title: 'Disguised employment',
        text: 'Having the employment relationship recognized when it was dressed up as a services contract, with its benefits and social security contributions.',
      },
      {
        title: 'Enhanced job protection',
        text: 'Protection for pregnant and breastfeeding workers, people with disabilities or health conditions, and union-protected workers.',
      },
      {
        title: 'Advice for employers',
        text: 'Employment contracts, workplace rules, disciplinary procedures with due process and terminations without needless risk.',
      },
      {
        title: 'Conciliation and lawsuits',
        text: 'Conciliation before the Ministry of Labor and proceedings before the labor courts.',
      },
    ],
  },
  panel: {
    es: {
      title: '¿Por qué elegirnos?',
      items: [
        {
          title: 'Cuentas claras',
          text: 'Calculamos contigo, concepto por concepto, lo que se debe pagar antes de reclamar o negociar.',
        },
        {
          title: 'Conocemos ambos lados',
          text: 'Asesoramos a trabajadores y a empleadores, siempre verificando que no exista conflicto de intereses.',
        },
        {
          title: 'Respuesta en menos de 60 minutos',
          text: 'Un despido o una citación a descargos no dan espera: te orientamos el mismo día.',
        },
        {
          title: 'Honorarios transparentes',
          text: 'Conoces el costo de tu caso por escrito antes de empezar.',
        },
      ],
    },
    en: {
      title: 'Why choose us',
      items: [
        {
          title: 'Clear numbers',
          text: 'We work out with you, item by item, what is owed before claiming or negotiating.',
        },
        {
          title: 'We know both sides',
          text: 'We advise employees and employers, always checking that there is no conflict of interest.',
        },
        {
          title: 'A reply in under 60 minutes',
          text: 'A dismissal or a disciplinary hearing cannot wait: we guide you the same day.',
        },
        {
          title: 'Transparent fees',
          text: 'You know the cost of your case in writing before we start.',
        },
      ],
    },
  },
  faqs: {
    es: [
      {
        question: '¿Cuánto me deben pagar si me despiden sin justa causa?',
        answer:
          'Además de la liquidación, el empleador debe pagarte una indemnización (artículo 64 del Código Sustantivo del Trabajo). En un contrato a término fijo equivale a los salarios del tiempo que faltaba para terminarlo. En un contrato a término indefinido, si ganas menos de 10 salarios mínimos, son 30 días de salario por el primer año y 20 días por cada año adicional, y proporcionalmente por fracción; si ganas 10 salarios mínimos o más, son 20 días por el primer año y 15 por cada año adicional.',
      },
      {
        question: '¿Qué incluye la liquidación de un contrato de trabajo?',
        answer:
          'Los salarios pendientes, las cesantías (un mes de salario por año trabajado, o la proporción), los intereses sobre cesantías (12 % anual), la prima de servicios (un mes de salario por año, pagado en dos cuotas, o la proporción) y las vacaciones no disfrutadas (15 días hábiles por año). Si al terminar el contrato el empleador no paga salarios y prestaciones, puede deber una indemnización moratoria de un día de salario por cada día de retraso (artículo 65 del Código Sustantivo del Trabajo).',
      },
      {
        question: '¿Cuánto tiempo tengo para reclamar mis derechos laborales?',
        answer:
          'Por regla general, las acciones laborales prescriben en 3 años contados desde que cada derecho se hizo exigible (artículo 488 del Código Sustantivo del Trabajo). Un reclamo escrito al empleador sobre un derecho determinado interrumpe la prescripción, una sola vez y por un lapso igual. El derecho a la pensión no prescribe, aunque sí las mesadas que no se cobren a tiempo.',
      },
    ],
    en: [
      {
        question: 'How much am I owed if I am dismissed without just cause?',
        answer:
          'On top of your final settlement, the employer must pay compensation (article 64 of the Substantive Labor Code). Under a fixed-term contract, it equals the wages for the time left on the contract. Under an indefinite-term contract, if you earn less than 10 minimum monthly wages, it is 30 days of pay for the first year and 20 days for each additional year, pro rata for part years; if you earn 10 minimum wages or more, it is 20 days for the first year and 15 for each additional year.',
      },
      {
        question: 'What does the final settlement of an employment contract include?',
        answer:
          'Unpaid wages, severance savings (cesantías: one month’s pay per year worked, or pro rata), 12% annual interest on those savings, the service bonus (prima: one month’s pay per year, paid in two installments, or pro rata) and unused vacation (15 working days per year). If the employer does not pay wages and benefits when the contract ends, it may owe a late-payment penalty of one day’s wage for each day of delay (article 65 of the Substantive Labor Code).',
      },
      {
        question: 'How long do I have to claim my employment rights?',
        answer:
          'As a general rule, labor claims expire 3 years after each right became payable (article 488 of the Substantive Labor Code). A written claim to the employer about a specific right interrupts that period once, for an equal length of time. The right to a pension does not expire, although pension payments not collected in time do.',
      },
    ],
  },
};

const traffic: ServiceDetail = {
  intro: {
    es: 'Un comparendo mal impuesto, una inmovilización o un accidente pueden costarte dinero, tiempo y tranquilidad. Te representamos ante la Secretaría de Movilidad de Medellín y los organismos de tránsito de Antioquia conforme al Código Nacional de Tránsito (Ley 769 de 2002), y te acompañamos en las reclamaciones por daños y lesiones causados en accidentes, incluidas las coberturas del SOAT.',
    en: 'A wrongly issued ticket, an impounded vehicle or an accident can cost you money, time and peace of mind. We represent you before Medellín’s Mobility Department (Secretaría de Movilidad) and the transit authorities of Antioquia under the National Traffic Code (Law 769 of 2002), and we handle claims for damage and injuries caused in accidents, including SOAT insurance coverage.',
  },
  features: {
    es: [
      {
        title: 'Comparendos',
        text: 'Revisamos si el comparendo cumple los requisitos legales y preparamos tu defensa desde el primer día.',
      },
      {
        title: 'Fotomultas',
        text: 'Verificamos la notificación, la identificación del conductor y la señalización de la cámara antes de aceptar cualquier cobro.',
      },
      {
        title: 'Audiencias en la Secretaría de Movilidad',
        text: 'Te representamos en la audiencia pública: descargos, solicitud y contradicción de pruebas y recursos contra la decisión.',
      },
      {
        title: 'Accidentes de tránsito',
        text: 'Acompañamiento desde el informe policial de accidente, conciliación de daños y reclamaciones ante conductores y aseguradoras.',
      },
      {
        title: 'Reclamaciones al SOAT',
        text: 'Gastos médicos, incapacidad permanente, muerte y gastos funerarios y transporte de las víctimas.',
      },
      {
        title: 'Licencias, inmovilizaciones y multas antiguas',
        text: 'Suspensión o cancelación de la licencia de conducción, vehículos inmovilizados y solicitudes de prescripción de multas.',
      },
    ],
    en: [
      {
        title: 'Traffic tickets',
        text: 'We check whether the ticket (comparendo) meets the legal requirements and prepare your defense from day one.',
      },
      {
        title: 'Camera fines',
        text: 'We check the notice, the identification of the driver and the camera’s signage before accepting any charge.',
      },
      {
        title: 'Hearings at the Mobility Department',
        text: 'We represent you at the public hearing: your statement, requesting and challenging evidence, and appeals against the decision.',
      },
      {
        title: 'Road accidents',
        text: 'Support from the police accident report onwards, settlement of damages and claims against drivers and insurers.',
      },
      {
        title: 'SOAT claims',
        text: 'Medical expenses, permanent disability, death and funeral expenses, and transport of the injured.',
      },
      {
        title: 'Licenses, impounds and old fines',
        text: 'Suspension or cancellation of a driver’s license, impounded vehicles and requests to declare old fines time-barred.',
      },
    ],
  },
  panel: {
    es: {
      title: 'Nuestro enfoque',
      items: [
        {
          title: 'Actuamos a tiempo',
          text: 'Los plazos para rechazar un comparendo son de pocos días: te respondemos en menos de 60 minutos.',
        },
        {
          title: 'Revisión de la prueba',
          text: 'Examinamos el comparendo, las fotografías y el informe de accidente en busca de errores que cambien el resultado.',
        },
        {
          title: 'Conciliar cuando conviene',
          text: 'En los accidentes buscamos un acuerdo rápido con el otro conductor o su aseguradora antes de ir a juicio.',
        },
        {
          title: 'Honorarios transparentes',
          text: 'Te decimos desde el inicio si vale la pena impugnar y cuánto cuesta hacerlo.',
        },
      ],
    },
    en: {
      title: 'Our approach',
      items: [
        {
          title: 'We act in time',
          text: 'You only have a few days to contest a ticket: we reply in under 60 minutes.',
        },
        {
          title: 'We test the evidence',
          text: 'We examine the ticket, the photographs and the accident report for errors that change the outcome.',
        },
        {
          title: 'Settle when it makes sense',
          text: 'After an accident we seek a quick agreement with the other driver or their insurer before going to court.',
        },
        {
          title: 'Transparent fees',
          text: 'We tell you from the start whether contesting is worth it and what it costs.',
        },
      ],
    },
  },
  faqs: {
    es: [
      {
        question: '¿Qué hago si me ponen un comparendo que no acepto?',
        answer:
          'Debes presentarte ante la autoridad de tránsito, rechazar la infracción y pedir la audiencia pública, por regla general dentro de los 5 días hábiles siguientes a la notificación (en las fotomultas el plazo es algo mayor). Si no te presentas, la autoridad puede seguir el proceso sin ti y declararte contraventor. En la audiencia puedes rendir descargos, pedir pruebas y recurrir la decisión. Ten en cuenta que pagar, aun con descuento, equivale a aceptar la infracción.',
      },
      {
        question: '¿Qué cubre el SOAT en un accidente de tránsito?',
        answer:
          'El SOAT cubre a todas las víctimas con lesiones, sean conductores, pasajeros o peatones: gastos médicos, quirúrgicos, farmacéuticos y hospitalarios, incapacidad permanente, muerte y gastos funerarios, y el transporte de las víctimas al centro de atención. No cubre daños a vehículos ni a otros bienes; esos se reclaman al responsable o a su póliza voluntaria. Si el vehículo no tenía SOAT o no fue identificado, la atención se paga con recursos de la ADRES.',
      },
      {
        question: '¿Las multas de tránsito prescriben?',
        answer:
          'Sí. La autoridad tiene 1 año desde la infracción para decidir el proceso, so pena de caducidad, y la acción de cobro de la multa prescribe en 3 años contados desde el hecho; esa prescripción se interrumpe con la notificación del mandamiento de pago en el cobro coactivo (artículos 159 y 161 del Código Nacional de Tránsito). Si te cobran una multa antigua, revisamos si procede pedir que se declare la prescripción o la caducidad.',
      },
    ],
    en: [
      {
        question: 'What should I do if I get a ticket I do not accept?',
        answer:
          'You must appear before the transit authority, reject the offense and request the public hearing, generally within 5 working days of being notified (the period is somewhat longer for camera fines). If you do not appear, the authority can continue without you and find you liable. At the hearing you can give your statement, request evidence and appeal the decision. Keep in mind that paying, even at a discount, means accepting the offense.',
      },
      {
        question: 'What does SOAT cover after a road accident?',
        answer:
          'SOAT, Colombia’s mandatory traffic accident insurance, covers every injured victim, whether driver, passenger or pedestrian: medical, surgical, pharmacy and hospital costs, permanent disability, death and funeral expenses, and transport of the injured to a care center. It does not cover damage to vehicles or other property; that is claimed from the person responsible or their voluntary policy. If the vehicle had no SOAT or was never identified, care is paid from ADRES, the national health-system fund.',
      },
      {
        question: 'Do traffic fines expire?',
        answer:
          'Yes. The authority has 1 year from the offense to decide the case, or the case lapses, and the right to collect the fine expires 3 years after the offense; that period is interrupted when the payment order in the enforced collection process is served (articles 159 and 161 of the National Traffic Code). If you are being charged for an old fine, we check whether you can ask for it to be declared expired or lapsed.',
      },
    ],
  },
};

export const serviceDetails: Record<ServiceId, ServiceDetail> = {
  family,
  criminal,
  administrative,
  civil,
  labor,
  traffic,
};
