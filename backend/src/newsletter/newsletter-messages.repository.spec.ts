import { ENGINE } from '../../test/harness';
import { useRepositoryDatabase } from '../../test/repository-database';
import { subscriberRow } from '../../test/newsletter-rows';
import { CampaignExists, CampaignsRepository } from './campaigns.repository';
import { NewsletterMessagesRepository } from './newsletter-messages.repository';
import { NewsletterLinkToken } from './newsletter-link-token.entity';
import { type NewsletterLanguage, NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NewsletterCampaign, NewsletterMessage, NewsletterPreview } from './sending-entities';
import { SubscribersRepository } from './subscribers.repository';

const now = new Date('2026-03-02T16:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
let postNumber = 0;

describe(`NewsletterMessagesRepository and CampaignsRepository on ${ENGINE}`, () => {
  const { dataSource: database } = useRepositoryDatabase();
  let messages: NewsletterMessagesRepository;
  let campaigns: CampaignsRepository;
  let subscribers: SubscribersRepository;

  const subscriber = async (
    email: string,
    status: 'pending' | 'confirmed',
    language: NewsletterLanguage = 'es',
  ) => (await subscribers.insertNew(subscriberRow(email, { status, language })))!;
  const campaign = (language: NewsletterLanguage = 'es') =>
    campaigns.insert({
      postId: `00000000-0000-4000-8000-${String(++postNumber).padStart(12, '0')}`,
      language,
      requestedBy: 'staff@example.com',
      requestedAt: now,
      state: 'sending',
    });
  const confirmation = async (subscriberId: number, nextAttemptAt = now) => {
    await messages.insert({
      subscriberId,
      kind: 'confirm',
      campaignId: null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt,
      createdAt: now,
    });
    const rows = await database()
      .getRepository(NewsletterMessage)
      .find({ where: { subscriberId }, order: { id: 'DESC' } });
    return rows[0];
  };

  beforeAll(() => {
    messages = new NewsletterMessagesRepository(database().getRepository(NewsletterMessage));
    campaigns = new CampaignsRepository(
      database().getRepository(NewsletterCampaign),
      database().getRepository(NewsletterPreview),
    );
    subscribers = new SubscribersRepository(
      database().getRepository(NewsletterSubscriber),
      database().getRepository(NewsletterLinkToken),
    );
  });

  it("queues a campaign's post once for each confirmed subscriber of its language, however often it is asked", async () => {
    await subscriber('c1@example.com', 'confirmed');
    await subscriber('c2@example.com', 'confirmed');
    await subscriber('p1@example.com', 'pending');
    await subscriber('e1@example.com', 'confirmed', 'en');
    const sent = await campaign('es');
    expect(await messages.queueCampaign(sent.id, 'es', now)).toBe(2);
    expect(await messages.queueCampaign(sent.id, 'es', now)).toBe(2);
    const rows = await database().getRepository(NewsletterMessage).findBy({ campaignId: sent.id });
    expect(rows.map(({ kind, status, attempts }) => ({ kind, status, attempts }))).toEqual([
      { kind: 'post', status: 'pending', attempts: 0 },
      { kind: 'post', status: 'pending', attempts: 0 },
    ]);
    expect(await messages.campaignCounts(sent.id)).toEqual([{ status: 'pending', reason: null, count: 2 }]);
  });

  it('answers the due rows oldest first, posts only when asked, and none that is not due yet', async () => {
    await database().getRepository(NewsletterMessage).createQueryBuilder().delete().execute();
    const one = await subscriber('d1@example.com', 'pending');
    const two = await subscriber('d2@example.com', 'pending');
    const newer = await confirmation(one.id, later(-1000));
    const older = await confirmation(two.id, later(-2000));
    await confirmation(two.id, later(60_000));
    const sent = await campaign();
    await subscriber('d3@example.com', 'confirmed');
    await messages.queueCampaign(sent.id, 'es', later(-3000));
    // The campaign's three posts (c1, c2, d3) were due first.
    const due = await messages.due(now, 10, true);
    expect(due.map((row) => row.kind)).toEqual(['post', 'post', 'post', 'confirm', 'confirm']);
    expect(due.slice(3).map((row) => row.id)).toEqual([older.id, newer.id]);
    expect((await messages.due(now, 10, false)).map((row) => row.id)).toEqual([older.id, newer.id]);
    expect((await messages.due(now, 1, false)).map((row) => row.id)).toEqual([older.id]);
  });

  it('lets exactly one of several racing claims take a row, and settles it only while it is that claim', async () => {
    const row = await confirmation((await subscriber('claim@example.com', 'pending')).id);
    const taken = await Promise.all([1, 2, 3].map(() => messages.claim(row, now, later(60_000))));
    expect(taken.filter(Boolean)).toHaveLength(1);
    const claimed = { ...row, status: 'sending' as const, attempts: 1 };
    expect(await messages.settle(row, { status: 'sent' })).toBe(false);
    expect(await messages.settle(claimed, { status: 'sent', sentAt: now })).toBe(true);
    expect(await messages.settle(claimed, { status: 'failed' })).toBe(false);
    expect(await database().getRepository(NewsletterMessage).findOneBy({ id: row.id })).toMatchObject({
      status: 'sent',
      attempts: 1,
      firstAttemptAt: now,
    });
  });

  it('takes over a claim whose lock ran out, and skips every due row at once', async () => {
    const row = await confirmation((await subscriber('lock@example.com', 'pending')).id);
    expect(await messages.claim(row, now, later(1000))).toBe(true);
    expect(await messages.claim({ ...row, attempts: 1 }, later(500), later(2000))).toBe(false);
    expect(await messages.claim({ ...row, attempts: 1 }, later(1500), later(2000))).toBe(true);
    await messages.skipDue(later(5000), 'email is not configured');
    expect(await messages.due(later(5000), 100, true)).toEqual([]);
    expect(await database().getRepository(NewsletterMessage).findOneBy({ id: row.id })).toMatchObject({
      status: 'skipped',
      lastError: 'email is not configured',
      attempts: 2,
    });
  });

  it('stores one campaign per post and settles the states as its messages stand', async () => {
    const sent = await campaign();
    await expect(campaigns.insert({ ...sent })).rejects.toBeInstanceOf(CampaignExists);
    expect(await campaigns.existsForPost(sent.postId)).toBe(true);
    expect((await campaigns.byPost(sent.postId))?.id).toBe(sent.id);

    await subscriber('s1@example.com', 'confirmed', 'en');
    const english = await campaign('en');
    await campaigns.setTotal(english.id, await messages.queueCampaign(english.id, 'en', now));
    await campaigns.settleStates('waiting');
    expect(await campaigns.byId(sent.id)).toMatchObject({ state: 'done', total: 0 });
    expect(await campaigns.byId(english.id)).toMatchObject({ state: 'waiting', total: 2 });

    await campaigns.remove(english.id);
    expect(await campaigns.byId(english.id)).toBeNull();
    expect(await database().getRepository(NewsletterMessage).countBy({ campaignId: english.id })).toBe(0);
  });

  it('keeps the previews staff sent, by post and revision', async () => {
    await campaigns.addPreview({ postId: 'p-1', revision: 3, sentTo: 'staff@example.com', sentAt: now });
    expect(await campaigns.previewed('p-1', 3)).toBe(true);
    expect(await campaigns.previewed('p-1', 4)).toBe(false);
  });
});
