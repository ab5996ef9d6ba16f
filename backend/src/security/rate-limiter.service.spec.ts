import { useSqliteDataSource } from '../../test/sqlite-data-source';
import { RateLimiterService } from './rate-limiter.service';
import { RateLimitsRepository } from './rate-limits.repository';

describe('RateLimiterService on SQLite', () => {
  const database = useSqliteDataSource('rate-limits-');
  let limiter: RateLimiterService;
  const T0 = 1_700_000_000_000;
  const WINDOW = 60_000;

  beforeAll(() => {
    limiter = new RateLimiterService(new RateLimitsRepository(database()));
  });

  it('lets `limit` hits through in a window, refuses the next with the time left, and counts no refusal', async () => {
    for (let i = 0; i < 3; i += 1)
      expect(await limiter.consume('a', 3, WINDOW, T0 + i)).toEqual({ allowed: true });
    expect(await limiter.consume('a', 3, WINDOW, T0 + 10_000)).toEqual({
      allowed: false,
      retryAfterMs: 50_000,
    });
    const [row] = await database().query(`SELECT hits FROM rate_limits WHERE bucket = 'a'`);
    expect(row.hits).toBe(3);
  });

  it('starts counting again once the window has ended', async () => {
    expect(await limiter.consume('a', 3, WINDOW, T0 + WINDOW)).toEqual({ allowed: true });
    expect(await limiter.check('a', 1, T0 + WINDOW)).toEqual({ allowed: false, retryAfterMs: WINDOW });
    expect(await limiter.check('a', 2, T0 + WINDOW)).toEqual({ allowed: true });
  });

  it('gives back a refunded hit, never below zero', async () => {
    for (let i = 0; i < 2; i += 1) await limiter.consume('b', 2, WINDOW, T0);
    expect((await limiter.consume('b', 2, WINDOW, T0)).allowed).toBe(false);
    await limiter.refund('b');
    await limiter.refund('b');
    await limiter.refund('b');
    await limiter.refund('b');
    const [row] = await database().query(`SELECT hits FROM rate_limits WHERE bucket = 'b'`);
    expect(row.hits).toBe(0);
  });

  it('records unbounded hits, and clears a bucket', async () => {
    for (let i = 0; i < 5; i += 1) await limiter.hit('c', WINDOW, T0);
    expect((await limiter.check('c', 5, T0)).allowed).toBe(false);
    await limiter.clear('c');
    expect(await limiter.check('c', 5, T0)).toEqual({ allowed: true });
  });

  it('answers each of many concurrent hits with a count of its own', async () => {
    const counts = await Promise.all(Array.from({ length: 12 }, () => limiter.take('e', 8, WINDOW, T0)));
    expect(counts.sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await limiter.hit('e2', WINDOW, T0)).toBe(1);
    expect(await limiter.hit('e2', WINDOW, T0)).toBe(2);
  });

  it('counts every one of many concurrent hits exactly once', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.consume('d', 25, WINDOW, T0)));
    expect(results.filter((result) => result.allowed)).toHaveLength(25);
  });

  it('prunes only the counters whose window has ended', async () => {
    await limiter.consume('old', 1, WINDOW, T0 - 2 * WINDOW);
    await limiter.consume('new', 1, WINDOW, T0);
    expect(await limiter.prune(T0)).toBeGreaterThanOrEqual(1);
    const rows = (await database().query(`SELECT bucket FROM rate_limits`)) as Array<{ bucket: string }>;
    expect(rows.map((row) => row.bucket)).toContain('new');
    expect(rows.map((row) => row.bucket)).not.toContain('old');
  });
});
