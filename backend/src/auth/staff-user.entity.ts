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

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
