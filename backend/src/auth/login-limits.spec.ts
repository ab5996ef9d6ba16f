import { type AuditService } from '../audit/audit.service';
import { type AppConfig } from '../config/app-config';
import { type RateLimiterService } from '../security/rate-limiter.service';
import { LoginLimits } from './login-limits';

/** The e2e harness records LoginLimits.wait instead of waiting: here the real one, on jest's clock. */
describe('LoginLimits', () => {
  const config = { limits: { loginMaxFailures: 10, loginWindowMs: 15 * 60_000, loginDelayMaxMs: 30_000 } };
  const limits = new LoginLimits(
    {} as RateLimiterService,
    {} as AuditService,
    config as unknown as AppConfig,
  );

  afterEach(() => jest.useRealTimers());

  it('waits on a timer for exactly the delay asked for, and not at all for none', async () => {
    jest.useFakeTimers();
    let waited = false;
    const wait = limits.wait(4000).then(() => (waited = true));
    await jest.advanceTimersByTimeAsync(3999);
    expect(waited).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await wait;
    expect(waited).toBe(true);
    let none = false;
    const noWait = limits.wait(0).then(() => (none = true));
    await Promise.resolve();
    await noWait;
    expect(none).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('doubles the delay from 1 s with each failure, up to LOGIN_DELAY_MAX_SECONDS', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((failures) => limits.delayAfter(failures))).toEqual([
      0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
