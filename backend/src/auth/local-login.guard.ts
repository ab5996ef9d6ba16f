import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { type Request } from 'express';
import { LoginLimits } from './login-limits';

/** What the guard leaves on the request for the controller to answer with. */
export interface LoginAttempt {
  /** Set when the address or account is locked out: milliseconds to wait. */
  lockedForMs?: number;
}

export type LoginRequest = Request & { loginAttempt?: LoginAttempt };

/**
 * Runs passport-local and, on success, logs the user in (passport regenerates the session id).
 * A failed or locked-out log-in lets the request through with no user, so the controller can re-render the
 * form with a 401 or 429. A locked-out attempt does not even check the password.
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  constructor(private readonly limits: LoginLimits) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<LoginRequest>();
    const body = request.body as Record<string, unknown> | undefined;
    const email = typeof body?.email === 'string' ? body.email : '';
    const lockedForMs = await this.limits.lockedFor(request.ip, email);
    if (lockedForMs > 0) {
      request.loginAttempt = { lockedForMs };
      return true;
    }
    await super.canActivate(context);
    if (request.user) {
      await super.logIn(request);
      request.session.loggedInAt = Date.now();
      // Stored now, not by express-session as the answer ends: that save runs after the 303's headers have
      // gone out, so the browser could follow the redirect to another instance before the session exists.
      await new Promise<void>((resolve, reject) =>
        request.session.save((error) => (error ? reject(error as Error) : resolve())),
      );
      await this.limits.succeeded(email);
    } else {
      await this.limits.failed(request.ip, email);
    }
    return true;
  }

  override handleRequest<TUser>(err: unknown, user: TUser): TUser {
    if (err) throw err;
    return user;
  }
}
