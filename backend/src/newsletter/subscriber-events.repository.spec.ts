import { ENGINE } from '../../test/harness';
import { useRepositoryDatabase } from '../../test/repository-database';
import { subscriberRow } from '../../test/newsletter-rows';
import { NewsletterLinkToken } from './newsletter-link-token.entity';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { SubscriberEvent } from './subscriber-event.entity';
import { SubscriberEventsRepository } from './subscriber-events.repository';
import { SubscribersRepository } from './subscribers.repository';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 15, minute));

describe(`SubscriberEventsRepository on ${ENGINE}`, () => {
  const { dataSource: database } = useRepositoryDatabase();
  let events: SubscriberEventsRepository;
  let subscribers: SubscribersRepository;

  beforeAll(() => {
    events = new SubscriberEventsRepository(database().getRepository(SubscriberEvent));
    subscribers = new SubscribersRepository(
      database().getRepository(NewsletterSubscriber),
      database().getRepository(NewsletterLinkToken),
    );
  });

  it("records a confirmation with the row's proof and an unsubscribe without, each subscriber's oldest first", async () => {
    const one = (await subscribers.insertNew(subscriberRow('historia@example.com')))!;
    const two = (await subscribers.insertNew(subscriberRow('otra@example.com')))!;
    const confirmed = {
      ...one,
      privacyPolicyVersion: '1.1',
      consentText: 'Acepto.',
      consentLanguage: 'es' as const,
    };
    await events.record(confirmed, 'unsubscribed', at(5));
    await events.record(confirmed, 'confirmed', at(1));
    const found = await events.of([one.id, two.id, 999_999]);
    expect(found.get(two.id)).toEqual([]);
    expect(found.get(999_999)).toEqual([]);
    expect(
      found.get(one.id)?.map(({ event, at, privacyPolicyVersion, consentText, requestedAt }) => ({
        event,
        at,
        privacyPolicyVersion,
        consentText,
        requestedAt,
      })),
    ).toEqual([
      {
        event: 'confirmed',
        at: at(1),
        privacyPolicyVersion: '1.1',
        consentText: 'Acepto.',
        requestedAt: one.requestedAt,
      },
      { event: 'unsubscribed', at: at(5), privacyPolicyVersion: null, consentText: null, requestedAt: null },
    ]);
  });
});
