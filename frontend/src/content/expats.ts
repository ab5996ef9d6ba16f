import type { Highlight } from './home';

export interface Faq {
  question: string;
  answer: string;
}

/** The expats page is English only (SPEC §2), so its copy has no Spanish twin. */
export const expatsPage = {
  title: 'English-Speaking Lawyers in Medellín for Expats and Foreign Companies',
  lead:
    'Colombian law explained in plain English. Whether you live in Medellín, are retiring here or run a ' +
    'business from abroad, we handle your case from the first call to the final decision.',
  chat: 'Chat in English',
  consult: 'Free Consultation',
  servicesTitle: 'How we help foreigners in Colombia',
  services: [
    {
      title: 'Family law',
      text: 'Divorce, custody, child support and de facto unions (unión marital de hecho) with a Colombian partner, including divorces of marriages celebrated abroad.',
    },
    {
      title: 'Criminal law',
      text: 'Immediate defence after an arrest, with an interpreter and consulate contact, and representation of foreign victims of crimes such as fraud or theft.',
    },
    {
      title: 'Business and contracts',
      text: 'Company set-up (S.A.S.), shareholder agreements, commercial contracts, employment contracts for your Colombian staff and debt collection.',
    },
    {
      title: 'Immigration',
      text: 'Guidance on visas before Cancillería, Migración Colombia procedures, residence requirements and fines for overstays.',
    },
    {
      title: 'Administrative law',
      text: 'Petitions, appeals and tutela actions against public bodies, and disputes with utilities or the municipality.',
    },
    {
      title: 'Real estate',
      text: 'Due diligence before you buy, purchase agreements, notary deeds, registration and lease contracts for landlords and tenants.',
    },
  ],
  reasonsTitle: 'Why foreigners choose us',
  reasons: [
    {
      title: 'Fluent English',
      text: 'Every meeting, email and document summary in English, with no interpreter fees.',
    },
    {
      title: 'Answer in under 60 minutes',
      text: 'Message us on WhatsApp and a lawyer replies in under an hour.',
    },
    {
      title: 'Transparent fees',
      text: 'A written quote before we start, in pesos or dollars, with no surprises.',
    },
    {
      title: 'Local knowledge',
      text: 'More than 8 years before the courts, notaries and public offices of Medellín and Antioquia.',
    },
  ] satisfies Highlight[],
  faqTitle: 'Frequently asked questions',
  faqs: [
    {
      question: 'Can I hire you if I do not speak Spanish?',
      answer:
        'Yes. We work with you in English from the first message. Court filings are in Spanish, as Colombian law requires, but we explain every document and send you an English summary.',
    },
    {
      question: 'Do I need to be in Colombia for my case to move forward?',
      answer:
        'Often not. With a power of attorney signed at a Colombian consulate, or before a notary abroad and apostilled, we can represent you in most proceedings while you are away.',
    },
    {
      question: 'Are documents from my country valid in Colombia?',
      answer:
        'Foreign public documents, such as birth or marriage certificates, need an apostille (or consular legalization) and an official translation into Spanish. We tell you exactly which ones your case needs.',
    },
    {
      question: 'How much does a consultation cost?',
      answer:
        'The first consultation is free. If you decide to go ahead, we send you a written quote with the full fee and what it covers before any work starts.',
    },
    {
      question: 'Can you help me with a visa?',
      answer:
        'We advise you on the right visa category and the documents Cancillería asks for, review your application, and assist with Migración Colombia procedures and fines.',
    },
  ] satisfies Faq[],
};
