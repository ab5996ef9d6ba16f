import { applyDecorators, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiPayloadTooLargeResponse,
  type ApiResponseOptions,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './all-exceptions.filter';
import { BODY_LIMIT } from './body-parsers';
import { ErrorResponseDto } from './error-response.dto';
import { JsonContentTypeGuard } from './json-content-type.guard';

/**
 * Response declarations for what the server's middleware answers before a controller runs, kept next to
 * one another so every operation that can meet them says so in the same words.
 */

const BODY_LIMIT_TEXT = BODY_LIMIT.replace('kb', ' KB');

/** Answered by sameOriginOnly (security/same-origin.ts) to every POST, PATCH and DELETE from another site. */
export const ApiCrossSiteRefused = () =>
  ApiForbiddenResponse({
    description: 'Sent from another site (Sec-Fetch-Site, or else Origin, names another origin): refused',
    type: ErrorResponseDto,
  });

/** The body parsers (common/body-parsers.ts) refuse a body over the limit before reading it in full. */
export const ApiBodyTooLarge = () =>
  ApiPayloadTooLargeResponse({ description: `Body over ${BODY_LIMIT_TEXT}`, type: ErrorResponseDto });

/**
 * An operation that reads a JSON body: other content types are refused with 415, a body over the limit
 * with 413. (Malformed JSON is a 400, which each operation declares with its own validation failures.)
 */
export const JsonBody = () =>
  applyDecorators(
    UseGuards(JsonContentTypeGuard),
    ApiBodyTooLarge(),
    ApiUnsupportedMediaTypeResponse({
      description: 'Content-Type is not application/json',
      type: ErrorResponseDto,
    }),
  );

/**
 * What any operation may answer: every one reads the database (sessions, counters, data), and a bug is
 * never ruled out. Added to every operation by the document builder (openapi.ts).
 */
export const SERVER_ERROR_RESPONSES: ApiResponseOptions[] = [
  {
    status: 500,
    description: 'Unexpected failure; the body says no more than that (details go to the server log)',
    type: ErrorResponseDto,
  },
  {
    status: 503,
    description:
      'The database is unavailable or too busy to answer in time (a restart, a lock held too long): try ' +
      'again after Retry-After seconds. A consultation request sent again with its Idempotency-Key is ' +
      'never stored twice',
    type: ErrorResponseDto,
    headers: {
      'Retry-After': {
        description: `Seconds to wait before trying again (${UNAVAILABLE_RETRY_AFTER_SECONDS})`,
        schema: { type: 'integer' },
      },
    },
  },
];
