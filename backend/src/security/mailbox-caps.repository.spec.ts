import { useRepositoryDatabase } from '../../test/repository-database';
import { MailboxCap } from './mailbox-cap.entity';
import { MailboxCapsRepository } from './mailbox-caps.repository';

const db = useRepositoryDatabase();

describe(`MailboxCapsRepository on ${db.engine}`, () => {
  let caps: MailboxCapsRepository;
  const DAY = 24 * 60 * 60_000;
  const T0 = Date.UTC(2025, 0, 10);
  const hold = (hash: string, holder: number, now: number) =>
    caps.hold('acknowledgment', hash, holder, new Date(now), new Date(now - DAY));

  beforeAll(() => {
    caps = new MailboxCapsRepository(db.dataSource().getRepository(MailboxCap));
  });

  it('gives a free slot to one of many holders at once, again to the same one, to no other', async () => {
    const won = await Promise.all([1, 2, 3].map((holder) => hold('m1', holder, T0)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = [1, 2, 3][won.indexOf(true)];
    expect(await hold('m1', winner, T0 + 1000)).toBe(true);
    expect(await hold('m1', 99, T0 + DAY - 1)).toBe(false);
    // Another purpose's slot for the same mailbox is free.
    expect(await caps.hold('confirmation', 'm1', 99, new Date(T0), new Date(T0 - DAY))).toBe(true);
  });

  it('gives a slot older than the cutoff to a new holder, and a released one at once', async () => {
    expect(await hold('m1', 50, T0 + 2 * DAY)).toBe(true);
    await caps.release('acknowledgment', 'm1');
    expect(await hold('m1', 51, T0 + 2 * DAY + 1)).toBe(true);
  });

  it('prunes the slots claimed before the cutoff', async () => {
    await hold('old', 1, T0);
    await hold('new', 2, T0 + 5 * DAY);
    const pruned = await caps.prune(new Date(T0 + 4 * DAY));
    expect(pruned).toBeGreaterThanOrEqual(1);
    expect(await hold('old', 3, T0 + 5 * DAY)).toBe(true);
    expect(await hold('new', 4, T0 + 5 * DAY)).toBe(false);
  });
});
