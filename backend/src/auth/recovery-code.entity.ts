import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StaffUser } from './staff-user.entity';

/** One unused recovery code of a staff member's second factor, as its SHA-256 hash; deleted when used. */
@Entity({ name: 'staff_recovery_codes' })
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_staff_recovery_codes_user_id')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => StaffUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: StaffUser;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;
}
