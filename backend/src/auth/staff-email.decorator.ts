import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { type Request } from 'express';
import { type SessionUser } from './session.serializer';
import { type StaffLocale } from './staff-locale';

/**
 * The signed-in staff member's email, for audit entries and note authors. Use it behind SessionAuthGuard;
 * without a user it refuses rather than record an action against nobody.
 */
export const StaffEmail = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
  if (!user?.email) throw new UnauthorizedException();
  return user.email;
});

/** The signed-in staff member's panel language, null until they choose one. */
export const StaffLanguage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): StaffLocale | null => {
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
    return user?.locale ?? null;
  },
);
