import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 that knows how long to wait; the global filter sends it as Retry-After and in the body. */
export class TooManyRequestsException extends HttpException {
  readonly retryAfter: number;

  constructor(retryAfterMs: number, message: string) {
    const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(
      { message: message.replace('{seconds}', String(retryAfter)), retryAfter },
      HttpStatus.TOO_MANY_REQUESTS,
    );
    this.retryAfter = retryAfter;
  }
}
