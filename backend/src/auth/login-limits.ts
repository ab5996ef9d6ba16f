import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuditService, maskEmail } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RateLimiterService } from '../security/rate-limiter.service';
import { normaliseEmail } from './staff-users.service';

/** A log-in attempt as counted before its password is checked. */
export type LoginTicket =
  | { locked: true; retryAfterMs: number }
  | { locked: false; address: string; email?: string; addressHits: number; delayMs: number };
export type OpenTicket = Extract<LoginTicket, { locked: false }>;

/**
 * Brute-force defence for staff log-in. Each attempt is counted before its password is checked, in one
 * statement per counter, so a concurrent burst cannot slip past a check made before the counting:
 * - per client address, LOGIN_MAX_FAILURES attempts within LOGIN_WINDOW_MINUTES, then 429 until the window
 *   ends (a success gives its attempt back);
 * - per account, a delay before the check that doubles with each failure in the window, up to
 *   LOGIN_DELAY_MAX_SECONDS: others failing an account's password from many addresses slow its owner
 *   down but can never lock them out.
 * An unknown email is counted exactly like a real one, and accounts are counted under a hash.
 */
@Injectable()
export class LoginLimits {
  private readonly max: number;
  private readonly windowMs: number;
  private readonly delayMaxMs: number;

  constructor(
    private readonly limiter: RateLimiterService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.max = config.limits.loginMaxFailures;
    this.windowMs = config.limits.loginWindowMs;
    this.delayMaxMs = config.limits.loginDelayMaxMs;
  }

  /**
   * Counts the attempt against the address and, when there is an email to check, the account. An address
   * at its limit is refused before the account is touched.
   */
  async begin(address: string, email: string | undefined): Promise<LoginTicket> {
    const addressBucket = this.addressBucket(address);
    const addressHits = await this.limiter.take(addressBucket, this.max, this.windowMs);
    if (addressHits === 0) {
      const result = await this.limiter.check(addressBucket, this.max);
      return { locked: true, retryAfterMs: result.allowed ? 1000 : result.retryAfterMs };
    }
    if (email === undefined) return { locked: false, address, addressHits, delayMs: 0 };
    const accountHits = await this.limiter.hit(this.accountBucket(email), this.windowMs);
    return { locked: false, address, email, addressHits, delayMs: this.delayAfter(accountHits - 1) };
  }

  /** 0 after no failure, then 1 s, 2 s, 4 s… up to LOGIN_DELAY_MAX_SECONDS. */
  delayAfter(failures: number): number {
    if (failures <= 0) return 0;
    return Math.min(this.delayMaxMs, 1000 * 2 ** Math.min(failures - 1, 20));
  }

  /**
   * Waits on a timer, holding no thread. The global setTimeout, which a unit test's fake clock controls
   * (node:timers/promises is out of its reach); e2e tests replace the method on the running app's instance.
   */
  wait(ms: number): Promise<void> {
    return ms > 0 ? new Promise((done) => setTimeout(done, ms)) : Promise.resolve();
  }

  /** The attempt was never checked (no slot free): both counts are given back. */
  async giveBack(ticket: OpenTicket): Promise<void> {
    await this.limiter.refund(this.addressBucket(ticket.address));
    if (ticket.email !== undefined) await this.limiter.refund(this.accountBucket(ticket.email));
  }

  /** A correct password: the address gets its attempt back, and the account's delay starts again. */
  async succeeded(ticket: OpenTicket): Promise<void> {
    await this.limiter.refund(this.addressBucket(ticket.address));
    if (ticket.email !== undefined) await this.limiter.clear(this.accountBucket(ticket.email));
  }

  /**
   * A correct password with a second step still to pass: the address gets its attempt back, but the
   * account's delay goes on, or a known password would restart it before every round of guessed codes.
   */
  async passwordAccepted(ticket: OpenTicket): Promise<void> {
    await this.limiter.refund(this.addressBucket(ticket.address));
  }

  /** Records the failure, and the lock-out when this failure used up the address's last attempt. */
  async failed(
    ticket: OpenTicket,
    action: 'login_failed' | 'second_factor_failed' = 'login_failed',
  ): Promise<void> {
    const account = maskEmail(normaliseEmail(ticket.email ?? ''));
    const target = `address ${ticket.address}`;
    await this.audit.record(account, action, target);
    if (ticket.addressHits >= this.max) {
      const minutes = Math.ceil(this.windowMs / 60_000);
      const detail = `after ${ticket.addressHits} failed log-ins, for ${minutes} minutes`;
      await this.audit.record(account, 'login_locked', target, detail);
    }
  }

  private addressBucket(address: string): string {
    return `login:address:${address}`;
  }

  private accountBucket(email: string): string {
    return `login:account:${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;
  }
}
