import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One fixed-window counter per bucket ("contact:minute:<address>", "login:account:<hash>"…). In the database,
 * not in memory, so a restart forgets no limit and several instances share the same counts.
 */
@Entity({ name: 'rate_limits' })
export class RateLimit {
  @PrimaryColumn({ type: 'varchar', length: 191 })
  bucket: string;

  @Column({ type: 'integer' })
  hits: number;

  /** Milliseconds since the epoch at which the window ends and the count starts again. */
  @Index('IDX_rate_limits_resets_at')
  @Column({ name: 'resets_at', type: 'bigint' })
  resetsAt: string;
}
