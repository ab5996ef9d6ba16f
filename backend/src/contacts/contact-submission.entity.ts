import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const CASE_TYPES = ['familia', 'penal', 'administrativo', 'english', 'otro'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/** A consultation request as the firm stores it (SPEC §3 "Contact submission"). */
@Entity({ name: 'contact_submissions' })
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

  @Index('IDX_contact_submissions_processed')
  @Column({ type: 'boolean', default: false })
  processed: boolean;

  @Index('IDX_contact_submissions_created_at')
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
