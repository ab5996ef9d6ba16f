import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StaffUser } from './staff-user.entity';

/** express-session rows: kept in the database so a restart logs nobody out. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id: string;

  /** Milliseconds since the epoch; a number compares the same way on every engine. */
  @Index('IDX_sessions_expires_at')
  @Column({ name: 'expires_at', type: 'bigint' })
  expiresAt: string;

  /** The signed-in staff user, so removing a user ends all of their sessions. */
  @Index('IDX_sessions_user_id')
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => StaffUser, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: StaffUser;

  @Column({ type: 'text' })
  data: string;
}
