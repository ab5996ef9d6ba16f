import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { ContactSubmission } from './contact-submission.entity';

export const NOTE_MAX_CHARS = 2000;

/** A staff member's internal note on a consultation request; never shown to the visitor. */
@Entity({ name: 'contact_notes' })
export class ContactNote {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_contact_notes_submission_id')
  @Column({ name: 'submission_id', type: 'integer' })
  submissionId: number;

  /** Deleting a request deletes its notes with it. */
  @ManyToOne(() => ContactSubmission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: ContactSubmission;

  /** The staff member's email, kept as text so the note survives the account's removal. */
  @Column({ type: 'varchar', length: 254 })
  author: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
