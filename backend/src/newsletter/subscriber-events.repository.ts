import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { type NewsletterSubscriber } from './newsletter-subscriber.entity';
import { SubscriberEvent, type SubscriberEventKind } from './subscriber-event.entity';

/** Each subscriber's confirmations (with their proof) and unsubscribes, oldest first. The same SQL on both engines. */
@Injectable()
export class SubscriberEventsRepository {
  constructor(@InjectRepository(SubscriberEvent) private readonly events: Repository<SubscriberEvent>) {}

  /** Adds what just happened to the row as it now is (a confirmation takes its proof from it). */
  async record(subscriber: NewsletterSubscriber, event: SubscriberEventKind, at: Date): Promise<void> {
    const confirmed = event === 'confirmed';
    await this.events.insert({
      subscriberId: subscriber.id,
      event,
      at,
      requestedAt: confirmed ? subscriber.requestedAt : null,
      privacyPolicyVersion: confirmed ? subscriber.privacyPolicyVersion : null,
      consentText: confirmed ? subscriber.consentText : null,
      consentLanguage: confirmed ? subscriber.consentLanguage : null,
    });
  }

  /** The events of these subscribers, by subscriber id, each list oldest first. */
  async of(subscriberIds: number[]): Promise<Map<number, SubscriberEvent[]>> {
    const found = new Map<number, SubscriberEvent[]>(subscriberIds.map((id) => [id, []]));
    // In chunks: a whole export's ids would pass the engines' limits on bound parameters.
    for (let start = 0; start < subscriberIds.length; start += 500) {
      const rows = await this.events.find({
        where: { subscriberId: In(subscriberIds.slice(start, start + 500)) },
        order: { at: 'ASC', id: 'ASC' },
      });
      for (const row of rows) found.get(row.subscriberId)?.push(row);
    }
    return found;
  }
}
