import {
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { AuditService, SYSTEM_ACTOR } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { hashToken } from '../common/secret-token';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LoginLimits } from './login-limits';
import { SecondFactorRepository } from './second-factor.repository';
import { SessionsRepository } from './sessions.repository';
import { seal, unseal } from './secret-box';
import { type StaffUser } from './staff-user.entity';
import { normaliseEmail } from './staff-users.service';
import { matchTotp, newRecoveryCodes, newTotpSecret, qrSvg, recoveryCodeDigits, totpUri } from './totp';

/** A wrong, used or expired code. */
export class WrongCodeException extends UnprocessableEntityException {
  constructor() {
    super('code: not a valid code (a code from the app is good once, for about a minute)');
  }
}

export interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

export interface SecondFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/** How a code was accepted. */
export type CodeKind = 'totp' | 'recovery';

/** What a code check under the log-in limits came to. */
export type CodeOutcome<T> = { ok: T } | { failed: true } | { lockedMs: number };

export const LOCKED_MESSAGE = 'Too many failed attempts: try again in {seconds} seconds';

/**
 * Staff's second factor (TOTP, RFC 6238) and its recovery codes: enrolment (a secret waits for its first
 * code before it counts), the check of a code (each accepted once), renewal and removal.
 */
@Injectable()
export class SecondFactorService {
  private readonly key: string;
  readonly required: boolean;

  constructor(
    private readonly repository: SecondFactorRepository,
    private readonly sessions: SessionsRepository,
    private readonly limits: LoginLimits,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = config.sessionSecret;
    this.required = config.requireSecondFactor;
  }

  isEnrolled(user: Pick<StaffUser, 'totpEnabledAt'>): boolean {
    return user.totpEnabledAt !== null;
  }

  user(id: number): Promise<StaffUser | null> {
    return this.repository.user(id);
  }

  enrolledIds(): Promise<Set<number>> {
    return this.repository.enrolledIds();
  }

  async status(userId: number): Promise<SecondFactorStatus> {
    const user = await this.repository.user(userId);
    return {
      enabled: Boolean(user && this.isEnrolled(user)),
      required: this.required,
      recoveryCodesLeft: user ? await this.repository.recoveryCodesLeft(userId) : 0,
    };
  }

  /** A new secret, waiting for its first code; shown this once. Refused while a factor is confirmed. */
  async startEnrolment(user: { id: number; email: string }): Promise<Enrolment> {
    const secret = newTotpSecret();
    if (!(await this.repository.storePending(user.id, seal(secret, this.key))))
      throw new ConflictException('A second factor is already enabled: disable it first');
    return this.describe(user.email, secret);
  }

  /** The enrolment waiting for its first code, shown again after a mistyped one; null when none waits. */
  async pendingEnrolment(user: StaffUser): Promise<Enrolment | null> {
    const secret = user.totpSecret && !this.isEnrolled(user) ? unseal(user.totpSecret, this.key) : null;
    return secret === null ? null : this.describe(user.email, secret);
  }

  private async describe(email: string, secret: string): Promise<Enrolment> {
    const uri = totpUri(email, secret);
    return { secret, uri, qrSvg: await qrSvg(uri) };
  }

  /** Confirms the waiting secret with its first code: the recovery codes (shown once), or null for a wrong code. */
  async confirmEnrolment(userId: number, code: string): Promise<string[] | null> {
    const user = await this.repository.user(userId);
    if (!user?.totpSecret || this.isEnrolled(user))
      throw new ConflictException('No enrolment is waiting for a code: start again');
    const secret = unseal(user.totpSecret, this.key);
    const step = secret === null ? null : matchTotp(secret, code, this.clock.now(), null);
    if (step === null) return null;
    if (!(await this.repository.enable(userId, user.totpSecret, step, this.clock.now())))
      throw new ConflictException('No enrolment is waiting for a code: start again');
    await this.audit.record(user.email, 'second_factor_enabled');
    return this.renewRecoveryCodes(userId);
  }

  /** Checks a six-digit code or a recovery code of an enrolled user; each is accepted once. */
  async check(userId: number, code: string): Promise<CodeKind | null> {
    const user = await this.repository.user(userId);
    if (!user?.totpSecret || !this.isEnrolled(user)) return null;
    const secret = unseal(user.totpSecret, this.key);
    const step = secret === null ? null : matchTotp(secret, code.trim(), this.clock.now(), user.totpLastStep);
    if (step !== null) return (await this.repository.acceptStep(userId, step)) ? 'totp' : null;
    const digits = recoveryCodeDigits(code);
    if (digits === null || !(await this.repository.useRecoveryCode(userId, hashToken(digits)))) return null;
    await this.audit.record(user.email, 'recovery_code_used');
    return 'recovery';
  }

  /**
   * Runs a code check under the log-in limits (per address and per account, as a password): a failure is
   * counted and recorded as second_factor_failed.
   */
  async limited<T>(
    address: string,
    email: string,
    attempt: () => Promise<T | null>,
  ): Promise<CodeOutcome<T>> {
    const ticket = await this.limits.begin(address, email);
    if (ticket.locked) return { lockedMs: ticket.retryAfterMs };
    await this.limits.wait(ticket.delayMs);
    let result: T | null;
    try {
      result = await attempt();
    } catch (error) {
      // Refused before any code was checked (no enrolment waiting): not an attempt.
      await this.limits.giveBack(ticket);
      throw error;
    }
    if (result === null) {
      await this.limits.failed(ticket, 'second_factor_failed');
      return { failed: true };
    }
    await this.limits.succeeded(ticket);
    return { ok: result };
  }

  /** limited(), for the panel's API: a refusal is an error. */
  async requireCode<T>(address: string, email: string, attempt: () => Promise<T | null>): Promise<T> {
    const outcome = await this.limited(address, email, attempt);
    if ('lockedMs' in outcome) throw new TooManyRequestsException(outcome.lockedMs, LOCKED_MESSAGE);
    if ('failed' in outcome) throw new WrongCodeException();
    return outcome.ok;
  }

  /** New recovery codes replace the old ones, which stop working. */
  async renewRecoveryCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.repository.replaceRecoveryCodes(
      userId,
      codes.map((code) => hashToken(code.replace(/-/g, ''))),
    );
    return codes;
  }

  async recordRenewal(email: string): Promise<void> {
    await this.audit.record(email, 'recovery_codes_renewed');
  }

  async disable(user: { id: number; email: string }): Promise<void> {
    await this.repository.remove(user.id);
    await this.audit.record(user.email, 'second_factor_disabled');
  }

  /** The staff CLI's reset of a lost factor: removes it and ends every session of the user. */
  async reset(email: string): Promise<number> {
    const user = await this.repository.userByEmail(normaliseEmail(email));
    if (!user) throw new NotFoundException(`No staff user ${normaliseEmail(email)}`);
    await this.repository.remove(user.id);
    const ended = await this.sessions.endAllOf(user.id);
    await this.audit.record(
      SYSTEM_ACTOR,
      'second_factor_reset',
      user.email,
      `from the staff CLI; ${ended} sessions ended`,
    );
    return ended;
  }

  /** For the staff CLI: the user, found by email. */
  async userByEmail(email: string): Promise<StaffUser> {
    const user = await this.repository.userByEmail(normaliseEmail(email));
    if (!user) throw new NotFoundException(`No staff user ${normaliseEmail(email)}`);
    return user;
  }
}
