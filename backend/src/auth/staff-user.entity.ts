import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type StaffLocale } from './staff-locale';

@Entity({ name: 'staff_users' })
export class StaffUser {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased, so look-ups are case-insensitive on every engine. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  /** The panel's language this person chose; null until they choose (the panel then follows the browser). */
  @Column({ type: 'varchar', length: 2, nullable: true })
  locale: StaffLocale | null;

  /** The TOTP secret, sealed with a key derived from SESSION_SECRET (secret-box.ts); null without a factor. */
  @Column({ name: 'totp_secret', type: 'varchar', length: 255, nullable: true })
  totpSecret: string | null;

  /** When the factor was confirmed with a first code; null while an enrolment waits for it. */
  @Column({ name: 'totp_enabled_at', type: Date, nullable: true })
  totpEnabledAt: Date | null;

  /** The last TOTP time step accepted: a code is good once, so only a later step is accepted next. */
  @Column({ name: 'totp_last_step', type: 'integer', nullable: true })
  totpLastStep: number | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
