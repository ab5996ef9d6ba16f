import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// The case types the consultation form offers (shared/src/consultation.ts).
export { CASE_TYPES, type CaseType } from '@abogados/shared';

/** A consultation request as the firm stores it (SPEC §3 "Contact submission"). */
@Entity({ name: 'contact_submissions' })
@Index('IDX_contact_submissions_processed_answer_by', ['processed', 'answerBy'])
// The list's order (newest first, id breaking ties), so a page's ids are read from the index alone; the same
// order within pending or within processed requests.
@Index('IDX_contact_submissions_created_at', ['createdAt', 'id'])
@Index('IDX_contact_submissions_processed', ['processed', 'createdAt', 'id'])
// PostgreSQL's trigram index of search_text (GIN, pg_trgm), made by its migration; SQLite uses an FTS5 table.
@Index('IDX_contact_submissions_search_text_trgm', { synchronize: false })
export class ContactSubmission {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  nombre: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30 })
  telefono: string;

  @Column({ name: 'tipo_caso', type: 'varchar', length: 20 })
  tipo_caso: string;

  @Column({ type: 'text' })
  mensaje: string;

  @Column({ type: 'boolean' })
  consent: boolean;

  @Column({ type: 'boolean', default: false })
  processed: boolean;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  /**
   * When the answer is due: the promised 60 minutes counted inside the firm's business hours in Medellín
   * (BUSINESS_HOURS, public holidays closed), so a request on Saturday night is due on Monday morning. Set
   * when the request is stored; the staff email, the prospect's acknowledgment and the panel show this one time.
   */
  @Column({ name: 'answer_by', type: Date, nullable: true })
  answerBy: Date | null;

  // Proof of consent (Ley 1581 de 2012, Decreto 1377 de 2013 art. 5 and 7). Empty for requests stored
  // before it was recorded: nothing is invented for them.

  /** When the visitor gave consent: the moment the request was accepted. */
  @Column({ name: 'consent_at', type: Date, nullable: true })
  consentAt: Date | null;

  /** The privacy-policy version the form showed. */
  @Column({ name: 'privacy_policy_version', type: 'varchar', length: 20, nullable: true })
  privacyPolicyVersion: string | null;

  /** The consent sentence exactly as the visitor read it, in the page's language. */
  @Column({ name: 'consent_text', type: 'varchar', length: 500, nullable: true })
  consentText: string | null;

  /** The language of the page the request was sent from: 'es' or 'en'. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language: string | null;

  /**
   * Name, email, phone (also as digits alone) and message, lower-cased and without accents, so staff
   * find "José" by typing "jose" on either engine. Written with the row; see database/schema/search-text.ts.
   */
  @Column({ name: 'search_text', type: 'text', default: '' })
  searchText: string;

  /**
   * SHA-256 (hex) of the Idempotency-Key the request came with, or null. Unique, so a second request with
   * the same key can never be stored twice, however many server instances receive it at once.
   */
  @Index('IDX_contact_submissions_idempotency_key', { unique: true })
  @Column({ name: 'idempotency_key', type: 'varchar', length: 64, nullable: true })
  idempotencyKey: string | null;

  /**
   * The client's address had used up its emails to visitors (VISITOR_EMAILS_PER_HOUR / _PER_DAY) when the
   * request came: it is stored all the same, and its acknowledgment is not sent (staff see why).
   */
  @Column({ name: 'ack_withheld', type: 'boolean', default: false })
  ackWithheld: boolean;

  /**
   * Staff's word on whether the phone number has WhatsApp: null until they say (the panel goes by the
   * number then), true for a landline with WhatsApp Business, false for a mobile without it.
   */
  @Column({ name: 'has_whatsapp', type: 'boolean', nullable: true })
  hasWhatsapp: boolean | null;
}

/** What a visitor's request provides; the server adds the rest (see SubmissionWriter). */
export type ContactSubmissionFields = Pick<
  ContactSubmission,
  | 'nombre'
  | 'email'
  | 'telefono'
  | 'tipo_caso'
  | 'mensaje'
  | 'consent'
  | 'privacyPolicyVersion'
  | 'consentText'
  | 'language'
>;
