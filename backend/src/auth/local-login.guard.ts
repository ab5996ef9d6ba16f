import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { type Request } from 'express';

/**
 * Runs passport-local and, on success, logs the user in (passport regenerates the session id).
 * A failed login lets the request through with no user, so the controller can re-render the form with a 401.
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<Request>();
    if (request.user) await super.logIn(request);
    return true;
  }

  override handleRequest<TUser>(err: unknown, user: TUser): TUser {
    if (err) throw err;
    return user;
  }
}
