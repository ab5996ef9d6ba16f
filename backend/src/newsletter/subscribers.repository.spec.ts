import { ENGINE } from '../../test/harness';
import { useRepositoryDatabase } from '../../test/repository-database';
import { subscriberRow } from '../../test/newsletter-rows';
import { NewsletterLinkToken } from './newsletter-link-token.entity';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { SubscribersRepository } from './subscribers.repository';

const now = new Date('2026-03-02T16:00:00.000Z');

describe(`SubscribersRepository on ${ENGINE}`, () => {
  const { dataSource: database } = useRepositoryDatabase();
  let subscribers: SubscribersRepository;

  beforeAll(() => {
    subscribers = new SubscribersRepository(
      database().getRepository(NewsletterSubscriber),
      database().getRepository(NewsletterLinkToken),
    );
  });

  it('stores a new address once: of two requests, only the first gets its row back', async () => {
    const first = subscriberRow('una@example.com');
    const second = subscriberRow('una@example.com');
    const rows = await Promise.all([subscribers.insertNew(first), subscribers.insertNew(second)]);
    expect(rows.filter((each) => each !== null)).toHaveLength(1);
    const stored = await subscribers.byEmail('una@example.com');
    expect(stored?.confirmTokenHash).toBe(rows[0]?.confirmTokenHash ?? rows[1]?.confirmTokenHash);
    expect((await subscribers.byId(stored!.id))?.email).toBe('una@example.com');
  });

  it('finds a confirmation link while it works, and its row after it expired', async () => {
    const open = (await subscribers.insertNew(subscriberRow('abierta@example.com')))!;
    const expired = (await subscribers.insertNew(
      subscriberRow('vencida@example.com', { expiresAt: new Date(now.getTime() - 1) }),
    ))!;
    expect((await subscribers.openByConfirmHash(open.confirmTokenHash!, now))?.id).toBe(open.id);
    expect(await subscribers.openByConfirmHash(expired.confirmTokenHash!, now)).toBeNull();
    expect((await subscribers.byConfirmHash(expired.confirmTokenHash!))?.id).toBe(expired.id);
  });

  it('writes a guarded change only while the row is as expected', async () => {
    const row = (await subscribers.insertNew(subscriberRow('guardada@example.com')))!;
    const stale = { ...row, confirmTokenHash: 'f'.repeat(64) };
    expect(await subscribers.updateIfUnchanged(stale, { language: 'en' })).toBe(false);
    expect(await subscribers.updateIfUnchanged(row, { language: 'en' })).toBe(true);
    expect(
      await subscribers.updateIfLinkWorks({ ...row, confirmTokenHash: row.confirmTokenHash! }, now, {
        status: 'confirmed',
        confirmTokenHash: null,
      }),
    ).toBe(true);
    // The link is used: a second confirmation matches nothing.
    expect(
      await subscribers.updateIfLinkWorks({ ...row, confirmTokenHash: row.confirmTokenHash! }, now, {
        status: 'confirmed',
      }),
    ).toBe(false);
    expect(await subscribers.updateIfStatus(row, { status: 'unsubscribed' })).toBe(false);
    expect(
      await subscribers.updateIfStatus({ id: row.id, status: 'confirmed' }, { status: 'unsubscribed' }),
    ).toBe(true);
    expect(await subscribers.byId(row.id)).toMatchObject({ status: 'unsubscribed', language: 'en' });
  });

  it('renews the confirmation hash of an open request only', async () => {
    const open = (await subscribers.insertNew(subscriberRow('renovada@example.com')))!;
    expect(await subscribers.renewConfirmHash(open.id, 'a'.repeat(64), now)).toBe(true);
    expect((await subscribers.byId(open.id))?.confirmTokenHash).toBe('a'.repeat(64));
    await subscribers.setLanguage(open.id, 'en');
    expect(await subscribers.updateIfStatus(open, { status: 'confirmed' })).toBe(true);
    expect(await subscribers.renewConfirmHash(open.id, 'b'.repeat(64), now)).toBe(false);
    expect(await subscribers.byId(open.id)).toMatchObject({
      confirmTokenHash: 'a'.repeat(64),
      language: 'en',
    });
  });

  it("finds a link's subscriber by the link's hash", async () => {
    const row = (await subscribers.insertNew(subscriberRow('enlace@example.com')))!;
    await subscribers.addLink('c'.repeat(64), row.id, now);
    expect((await subscribers.byLinkHash('c'.repeat(64)))?.email).toBe('enlace@example.com');
    expect(await subscribers.byLinkHash('d'.repeat(64))).toBeNull();
  });

  it('lists by filter, newest request first, its %, _ and \\ taken literally, and counts by status', async () => {
    const base = new Date('2026-04-01T00:00:00.000Z').getTime();
    const emails = ['filtro_1@example.com', 'filtro%2@example.com', 'filtro-3@example.com'];
    for (const [index, email] of emails.entries())
      await subscribers.insertNew(subscriberRow(email, { requestedAt: new Date(base + index * 1000) }));
    const [page, total] = await subscribers.page({ q: 'filtro' }, 2, 0);
    expect(total).toBe(3);
    expect(page.map((row) => row.email)).toEqual(['filtro-3@example.com', 'filtro%2@example.com']);
    expect((await subscribers.matching({ q: 'o_' })).map((row) => row.email)).toEqual([
      'filtro_1@example.com',
    ]);
    expect((await subscribers.matching({ q: 'o%' })).map((row) => row.email)).toEqual([
      'filtro%2@example.com',
    ]);
    expect(await subscribers.matching({ q: 'filtro', status: 'confirmed' })).toEqual([]);
    const counts = await subscribers.countByStatus();
    const all = await database().getRepository(NewsletterSubscriber).find();
    for (const status of ['pending', 'confirmed', 'unsubscribed'])
      expect(counts.get(status) ?? 0).toBe(all.filter((row) => row.status === status).length);
  });

  it('deletes an address, and the pending requests asked for before a cutoff', async () => {
    await subscribers.insertNew(
      subscriberRow('vieja@example.com', { requestedAt: new Date('2025-01-01T00:00:00Z') }),
    );
    await subscribers.insertNew(subscriberRow('borrar@example.com'));
    expect(await subscribers.deletePendingBefore(new Date('2025-06-01T00:00:00Z'))).toBe(1);
    expect(await subscribers.byEmail('vieja@example.com')).toBeNull();
    expect(await subscribers.deleteByEmail('borrar@example.com')).toBe(1);
    expect(await subscribers.deleteByEmail('borrar@example.com')).toBe(0);
  });
});
