import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { type Request } from 'express';
import { type Observable, of } from 'rxjs';
import { type ContactCreatedDto } from './dto/contact-created.dto';

/** The form's hidden field: people never see it, form-filling bots fill it. */
export const HONEYPOT_FIELD = 'website';

export function fillsHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * A request that filled the honeypot gets the same 201 a person gets, before validation and before the
 * rate limit, and nothing is stored: a bot learns neither that it was caught nor which field it got wrong.
 * Interceptors run before pipes, which is why this is one and not part of the service.
 */
@Injectable()
export class HoneypotInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Contact');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    if (!fillsHoneypot(request.body)) return next.handle();
    this.logger.log('Discarded a consultation request that filled the hidden field');
    const decoy: ContactCreatedDto = {
      id: 1 + Math.floor(Math.random() * 100_000),
      createdAt: new Date().toISOString(),
    };
    return of(decoy);
  }
}
