import { useRepositoryDatabase } from '../../test/repository-database';
import { RateLimitsRepository } from './rate-limits.repository';

const db = useRepositoryDatabase();

describe(`RateLimitsRepository on ${db.engine}`, () => {
  let counters: RateLimitsRepository;
  const T0 = 1_700_000_000_000;
  const WINDOW = 60_000;
  const take = (bucket: string, limit: number, now = T0) => counters.take(bucket, limit, now, now + WINDOW);

  beforeAll(() => {
    counters = new RateLimitsRepository(db.dataSource());
  });

  it('counts hits up to the limit, each concurrent one with a count of its own, and refuses the rest', async () => {
    const counts = await Promise.all(Array.from({ length: 12 }, () => take('a', 8)));
    expect(counts.sort((x, y) => x - y)).toEqual([0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await counters.find('a')).toEqual({ hits: 8, resetsAt: T0 + WINDOW });
    expect(await counters.find('none')).toBeUndefined();
  });

  it('starts a new window at 1 once the last one has ended', async () => {
    expect(await take('a', 8, T0 + WINDOW)).toBe(1);
    expect(await counters.find('a')).toEqual({ hits: 1, resetsAt: T0 + 2 * WINDOW });
  });

  it('refunds a hit, never below zero, and clears a bucket', async () => {
    await take('b', 5);
    await counters.refund('b');
    await counters.refund('b');
    expect((await counters.find('b'))?.hits).toBe(0);
    await counters.clear('b');
    expect(await counters.find('b')).toBeUndefined();
  });

  it('prunes the counters whose window has ended, and answers how many', async () => {
    await take('old', 1, T0 - 2 * WINDOW);
    await take('new', 1, T0);
    expect(await counters.prune(T0)).toBe(1);
    expect(await counters.find('old')).toBeUndefined();
    expect(await counters.find('new')).toBeDefined();
  });
});
