import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { type OutboxRoute } from '../database/schema';
import { NotificationSender } from './notification-sender.entity';

/** A sender as the fleet knows it: its routes, and when it last said so. */
export interface Sender {
  instance: string;
  routes: OutboxRoute[];
  seenAt: Date;
}

/** The fleet's senders, one SQL for both engines; each write one autocommit statement. */
@Injectable()
export class NotificationSendersRepository {
  constructor(@InjectRepository(NotificationSender) private readonly rows: Repository<NotificationSender>) {}

  /** This server's heartbeat: its routes, seen now (one upsert). */
  async beat(instance: string, routes: readonly OutboxRoute[], now: Date): Promise<void> {
    const joined = routes.map((route) => `${route.kind}:${route.channel}`).join(',');
    await this.rows.upsert({ instance, routes: joined, seenAt: now }, ['instance']);
  }

  /** Forgets the senders not seen since `cutoff` (servers long gone); answers how many. */
  async forget(cutoff: Date): Promise<number> {
    return (await this.rows.delete({ seenAt: LessThan(cutoff) })).affected ?? 0;
  }

  async all(): Promise<Sender[]> {
    return (await this.rows.find()).map((row) => ({
      instance: row.instance,
      seenAt: row.seenAt,
      routes: row.routes
        .split(',')
        .filter(Boolean)
        .map((route) => {
          const [kind, channel] = route.split(':');
          return { kind, channel };
        }),
    }));
  }
}
