import { BadRequestException, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { type Request } from 'express';
import { clientKey } from '../security/client-address';
import { LoginLimits } from './login-limits';
import { PasswordCheckSlots } from './password-check-slots';
import { SecondFactorService } from './second-factor.service';
import { type SecondStep, SecondStepLogin } from './second-step-login';
import { type SessionUser } from './session.serializer';

/** What the guard leaves on the request for the controller to answer with. */
export interface LoginAttempt {
  /** This request's password was right and the session is now this user's. */
  signedIn?: boolean;
  /** The password was right, and this step is still to pass before there is a session. */
  secondStep?: SecondStep;
  /** Refused before the password was checked: why, and milliseconds to wait. */
  refused?: { reason: 'locked' | 'busy'; retryAfterMs: number };
}

export type LoginRequest = Request & { loginAttempt?: LoginAttempt };

/** A busy server asks for a retry after about one password check. */
const BUSY_RETRY_MS = 1000;
export const QUERY_CREDENTIALS_MESSAGE = 'Send the email and password in the request body, not in the URL';

/** The email to check when the body has an email and a password passport-local will check; else none. */
function emailToCheck(body: unknown): string | undefined {
  const { email, password } = (body ?? {}) as Record<string, unknown>;
  return typeof email === 'string' && email && typeof password === 'string' && password ? email : undefined;
}

/**
 * Runs passport-local and, on success, logs the user in (passport regenerates the session id). Limits are
 * counted before the password is checked (see LoginLimits), and at most LOGIN_CONCURRENT_CHECKS checks run
 * at once. A failed or refused log-in lets the request through with no user, so the controller can
 * re-render the form with a 401 or 429.
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  constructor(
    private readonly limits: LoginLimits,
    private readonly slots: PasswordCheckSlots,
    private readonly factor: SecondFactorService,
    private readonly secondStep: SecondStepLogin,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<LoginRequest>();
    // passport-local falls back to the query string, which proxies log and the limits would not see.
    const query = request.query as Record<string, unknown>;
    if ('email' in query || 'password' in query) throw new BadRequestException(QUERY_CREDENTIALS_MESSAGE);
    const email = emailToCheck(request.body);
    const ticket = await this.limits.begin(clientKey(request.ip), email);
    if (ticket.locked) {
      request.loginAttempt = { refused: { reason: 'locked', retryAfterMs: ticket.retryAfterMs } };
      return true;
    }
    await this.limits.wait(ticket.delayMs);
    // Malformed forms never reach scrypt, so only a real check needs a slot.
    const slotted = email === undefined || this.slots.tryTake();
    if (!slotted) {
      await this.limits.giveBack(ticket);
      request.loginAttempt = { refused: { reason: 'busy', retryAfterMs: BUSY_RETRY_MS } };
      return true;
    }
    try {
      await super.canActivate(context);
    } finally {
      if (email !== undefined) this.slots.release();
    }
    if (!request.user) {
      await this.limits.failed(ticket);
      return true;
    }
    const user = await this.factor.user((request.user as SessionUser).id);
    const step = user ? this.secondStep.stepFor(user) : undefined;
    if (step) {
      await this.secondStep.begin(request, user!.id, step);
      await this.limits.passwordAccepted(ticket);
      request.loginAttempt = { secondStep: step };
      return true;
    }
    await super.logIn(request);
    request.session.loggedInAt = Date.now();
    // Stored now, not by express-session as the answer ends: that save runs after the 303's headers have
    // gone out, so the browser could follow the redirect to another instance before the session exists.
    await new Promise<void>((resolve, reject) =>
      request.session.save((error) => (error ? reject(error as Error) : resolve())),
    );
    await this.limits.succeeded(ticket);
    request.loginAttempt = { signedIn: true };
    return true;
  }

  override handleRequest<TUser>(err: unknown, user: TUser): TUser {
    if (err) throw err;
    return user;
  }
}
