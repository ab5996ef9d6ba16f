import { Column, Entity, PrimaryColumn } from 'typeorm';
import { NOTIFICATION_SENDERS_TABLE } from '../database/schema';

/** One running server of the fleet: the routes it is set up to send, as of its last heartbeat. */
@Entity({ name: NOTIFICATION_SENDERS_TABLE })
export class NotificationSender {
  /** Drawn by the server at start-up: a restarted server is a new sender, and the old row ages out. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  instance: string;

  /** Its routes, "kind:channel" joined by commas ("new:email,ack:email,overdue:email"); empty for none. */
  @Column({ type: 'varchar', length: 200 })
  routes: string;

  @Column({ name: 'seen_at', type: Date })
  seenAt: Date;
}
