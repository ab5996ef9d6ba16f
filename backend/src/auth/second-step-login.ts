import { Injectable } from '@nestjs/common';
import { type Request } from 'express';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { clientKey } from '../security/client-address';
import { SecondFactorService } from './second-factor.service';
import { type SessionUser } from './session.serializer';
import { type StaffLocale } from './staff-locale';
import { type StaffUser } from './staff-user.entity';

/** What is left after a correct password: a code from the app, or (STAFF_REQUIRE_2FA) enrolling one. */
export type SecondStep = 'code' | 'enrol';

/**
 * Between a correct password and a session: kept in the session on the server (never a user id the
 * browser sends back), for a few minutes and a few codes.
 */
export interface PendingLogin {
  userId: number;
  step: SecondStep;
  expiresAt: number;
  tries: number;
}

declare module 'express-session' {
  interface SessionData {
    pendingLogin?: PendingLogin;
  }
}

const PENDING_LIFETIME_MS = 5 * 60_000;
const PENDING_MAX_TRIES = 5;

export type StepOutcome =
  | { signedIn: true; recoveryCodes?: string[] }
  | { failed: true; locale: StaffLocale | null }
  | { lockedMs: number; locale: StaffLocale | null }
  /** No step waiting (never started, expired, or its tries used up): back to the password. */
  | { restart: true };

function promised(work: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => work((error) => (error ? reject(error as Error) : resolve())));
}

/** The log-in's second step: a TOTP or recovery code, or the enrolment STAFF_REQUIRE_2FA asks for. */
@Injectable()
export class SecondStepLogin {
  constructor(
    private readonly factor: SecondFactorService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The step a user who gave the right password still has to pass, if any. */
  stepFor(user: StaffUser): SecondStep | undefined {
    if (this.factor.isEnrolled(user)) return 'code';
    return this.factor.required ? 'enrol' : undefined;
  }

  /** A fresh session (whatever the browser held is dropped) that only remembers the step to pass. */
  async begin(req: Request, userId: number, step: SecondStep): Promise<void> {
    await promised((done) => req.session.regenerate(done));
    req.session.pendingLogin = {
      userId,
      step,
      expiresAt: this.clock.now().getTime() + PENDING_LIFETIME_MS,
      tries: 0,
    };
    await promised((done) => req.session.save(done));
  }

  /** The user waiting for this step in this session, or null (and the expired step forgotten). */
  async waiting(req: Request, step: SecondStep): Promise<StaffUser | null> {
    const pending = req.session?.pendingLogin;
    if (!pending || pending.step !== step) return null;
    if (pending.expiresAt <= this.clock.now().getTime() || pending.tries >= PENDING_MAX_TRIES) {
      delete req.session.pendingLogin;
      return null;
    }
    return this.factor.user(pending.userId);
  }

  /** Checks the code typed on the step's page, under the log-in limits; signs in when it is right. */
  async submit(req: Request, step: SecondStep, code: string): Promise<StepOutcome> {
    const user = await this.waiting(req, step);
    if (!user) return { restart: true };
    const check =
      step === 'code'
        ? async () => ((await this.factor.check(user.id, code)) ? ([] as string[]) : null)
        : () => this.factor.confirmEnrolment(user.id, code);
    const outcome = await this.factor.limited(clientKey(req.ip), user.email, check);
    if ('lockedMs' in outcome) return { lockedMs: outcome.lockedMs, locale: user.locale };
    if ('failed' in outcome) {
      req.session.pendingLogin!.tries += 1;
      await promised((done) => req.session.save(done));
      return { failed: true, locale: user.locale };
    }
    await this.signIn(req, { id: user.id, email: user.email });
    return { signedIn: true, recoveryCodes: step === 'enrol' ? outcome.ok : undefined };
  }

  /** passport's log-in, as after a password alone: a new session id, stored before the answer goes out. */
  private async signIn(req: Request, user: SessionUser): Promise<void> {
    await promised((done) => req.logIn(user, done));
    req.session.loggedInAt = Date.now();
    await promised((done) => req.session.save(done));
    await this.audit.record(user.email, 'login');
  }
}
