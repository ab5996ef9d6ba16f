import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { type Request, type Response } from 'express';
import { isDatabaseUnavailable } from './database-errors';
import { diskFullNotice } from './disk-full-notice';
import { TooManyRequestsException } from './too-many-requests.exception';
import { errorCodeOf } from './error-codes';
import { type FieldIssue } from './validation';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
  /** The same failures as codes, path by path, for a client that words them itself (common/validation.ts). */
  issues?: FieldIssue[];
  /** What went wrong as a code, for a client that words it itself (common/error-codes.ts). */
  code?: string;
  /** Seconds, on a 429. */
  retryAfter?: number;
  /** On a 409 refusing to delete something still in use: what uses it. */
  uses?: unknown[];
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable: try again shortly';
/**
 * Retry-After on every 503: a PostgreSQL restart or a SQLite lock passes within seconds, and a client (or a
 * visitor pressing the button again) should neither hammer the server nor wait long.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * A client that words refusals itself (the staff panel, in its language) sends this header with the value
 * `codes`; its error answers then carry `issues` and `code` beside the message. Others get the shape they
 * always had.
 */
export const ERROR_DETAIL_HEADER = 'x-error-detail';

/**
 * Normalises anything thrown into `{ statusCode, message, errors? }` (with `issues` and `code` when asked);
 * never leaks a stack or SQL to the client.
 */
export function toErrorBody(exception: unknown, withCodes = false): ErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, message: response };
    const { message, errors, issues, uses } = response as {
      message?: unknown;
      errors?: Record<string, string>;
      issues?: FieldIssue[];
      uses?: unknown;
    };
    const text = Array.isArray(message)
      ? message.join('; ')
      : typeof message === 'string'
        ? message
        : exception.message;
    const body: ErrorBody = { statusCode, message: text };
    if (errors) body.errors = errors;
    if (withCodes && Array.isArray(issues)) body.issues = issues;
    const code = withCodes ? errorCodeOf(text) : undefined;
    if (code) body.code = code;
    if (Array.isArray(uses)) body.uses = uses;
    if (exception instanceof TooManyRequestsException) body.retryAfter = exception.retryAfter;
    return body;
  }
  // Errors of the http-errors kind (Express's static files: a Range that cannot be met is a 416, a failed
  // If-Match a 412) say which client error they are and that their message is fit to show.
  const { status, expose, message } = (exception ?? {}) as {
    status?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  if (typeof status === 'number' && status >= 400 && status < 500 && expose === true) {
    return { statusCode: status, message: typeof message === 'string' ? message : 'Bad request' };
  }
  if (isDatabaseUnavailable(exception)) {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
}

/** What an error is answered with: the status and body, and Retry-After when the client should wait. */
export interface ErrorAnswer {
  body: ErrorBody;
  retryAfter?: string;
}

const logger = new Logger('Exceptions');

/** The answer to anything thrown, logged as it is answered: a 503 in one line, a 500 with its stack. */
export function errorAnswer(exception: unknown, withCodes = false): ErrorAnswer {
  const body = toErrorBody(exception, withCodes);
  // A full disk is said once for the whole episode (common/disk-full-notice.ts), not per request.
  if (!diskFullNotice.report(exception)) logFailure(exception, body.statusCode);
  if (body.retryAfter) return { body, retryAfter: String(body.retryAfter) };
  if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE)
    return { body, retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return { body };
}

function logFailure(exception: unknown, statusCode: number): void {
  if (statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
    // One line each: an outage fails every request the same way, and a stack for each would bury the log.
    logger.warn(`503: ${exception instanceof Error ? exception.message : String(exception)}`);
  } else if (statusCode >= 500) {
    logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  }
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const { body, retryAfter } = errorAnswer(exception, request.get?.(ERROR_DETAIL_HEADER) === 'codes');
    if (response.headersSent) return;
    if (retryAfter) response.setHeader('Retry-After', retryAfter);
    response.status(body.statusCode).json(body);
  }
}
