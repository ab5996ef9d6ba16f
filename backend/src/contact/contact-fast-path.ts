import { isUtf8 } from 'node:buffer';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { CONSULTATION_FIELDS, consultationFieldError, normaliseConsultationField } from '@abogados/shared';
import { errorAnswer } from '../common/all-exceptions.filter';
import { BODY_LIMIT_BYTES, INVALID_BODY_MESSAGE } from '../common/body-parsers';
import { type RequestLogHandler, TRACKED } from '../common/request-log';
import { type HeaderList } from '../security/security-headers';
import { type FastPath } from '../site/page-fast-path';
import { CONSENT_LANGUAGES, PRIVACY_POLICY_VERSIONS } from './consent';
import { type ContactCreatedDto } from './dto/contact-created.dto';
import { type CreateContactDto } from './dto/create-contact.dto';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency-key';

/** The one request the fast path takes: the JSON consultation form, as the site's own script posts it. */
const PATH = '/api/contact';
/** application/json, alone or saying UTF-8: what body-parser reads as UTF-8 JSON without more thought. */
const JSON_TYPE = /^application\/json(?:\s*;\s*charset=utf-8)?$/i;
/** The keys a body may have here: the DTO's, but the honeypot's (whose look-alike answer Nest gives). */
const OPTIONAL: Readonly<Record<string, readonly string[]>> = {
  idioma: CONSENT_LANGUAGES,
  version_politica: PRIVACY_POLICY_VERSIONS,
};
const KEYS = new Set<string>([...CONSULTATION_FIELDS, ...Object.keys(OPTIONAL)]);
/** A UTF-8 byte-order mark: body-parser drops it, JSON.parse would not. */
const BOM = 0xef;

export interface ContactFastPathOptions {
  /** ContactService.submit: the limits, the idempotency key, the insert and its outbox rows, the kick. */
  submit(
    request: CreateContactDto,
    address: string | undefined,
    key: string | undefined,
  ): Promise<ContactCreatedDto>;
  /** The headers securityHeaders() sets on an API answer, in order. */
  security: HeaderList;
  log: RequestLogHandler;
  /** The site's origin (PUBLIC_URL's), the one a browser's Origin must name. */
  publicOrigin: string;
  /** The client's address as Express's req.ip reads it (TRUST_PROXY). */
  clientAddress(req: IncomingMessage): string | undefined;
}

type Tracked = IncomingMessage & { [TRACKED]?: true };

/**
 * Whether the headers alone leave nothing for Nest to say: same-origin by Sec-Fetch-Site or Origin
 * (sameOriginOnly's rule, its accepting half), a JSON body of a length body-parser reads, no coding, and
 * a well-formed Idempotency-Key if any.
 */
function takes(req: IncomingMessage, publicOrigin: string): number | undefined {
  const { headers } = req;
  if (headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined)
    return undefined;
  const type = headers['content-type'];
  if (type === undefined || !JSON_TYPE.test(type)) return undefined;
  const length = Number(headers['content-length']);
  if (!Number.isInteger(length) || length < 1 || length > BODY_LIMIT_BYTES) return undefined;
  const site = headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site !== 'same-origin' && site !== 'none') return undefined;
  } else if (headers.origin !== undefined && headers.origin !== publicOrigin) return undefined;
  const key = headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) return undefined;
  return length;
}

/**
 * The request as the validation pipe would hand it to the controller, or undefined when the pipe (or
 * anything before it: the JSON parser, the depth limit, the honeypot) would have something to say. Every
 * field is normalised, then checked by the shared rule, as @Transform and then the validator do.
 */
export function plainConsultation(body: Buffer): CreateContactDto | undefined {
  if (body[0] === BOM || !isUtf8(body)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const source = parsed as Record<string, unknown>;
  for (const key of Object.keys(source)) if (!KEYS.has(key)) return undefined;
  const request: Record<string, unknown> = {};
  for (const field of CONSULTATION_FIELDS) {
    if (!Object.hasOwn(source, field)) return undefined;
    const value = normaliseConsultationField(field, source[field]);
    if (consultationFieldError(field, value) !== undefined) return undefined;
    request[field] = value;
  }
  for (const [key, allowed] of Object.entries(OPTIONAL)) {
    if (!Object.hasOwn(source, key)) continue;
    const value = source[key];
    if (typeof value !== 'string' || !allowed.includes(value)) return undefined;
    request[key] = value;
  }
  return request as unknown as CreateContactDto;
}

/**
 * Reads the body's `length` bytes without ending the stream, so they can be put back for Express; null when
 * the client went away before sending them all.
 */
function readBody(req: IncomingMessage, length: number, done: (body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let read = 0;
  const finish = (body: Buffer | null) => {
    req.off('readable', onReadable);
    req.off('aborted', onGone);
    req.off('close', onGone);
    done(body);
  };
  const onReadable = () => {
    let chunk: Buffer | null;
    while (read < length && (chunk = req.read() as Buffer | null) !== null) {
      chunks.push(chunk);
      read += chunk.length;
    }
    if (read >= length) finish(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, read));
  };
  // 'aborted' comes first, before the response closes, as body-parser (raw-body) hears it.
  const onGone = () => finish(null);
  req.on('readable', onReadable);
  req.once('aborted', onGone);
  req.once('close', onGone);
}

/**
 * Answers the common `POST /api/contact` (a valid consultation request as JSON from the site's own page)
 * from the http server's `request` event, before Express and Nest: the same checks, the same service call
 * (limits, idempotency key, the insert with its outbox rows committed before the answer) and the same
 * answer, headers and log line as the Nest route (backend/test/contact-fast-path.e2e-spec.ts compares
 * them). Anything else, or anything it is unsure of, goes to Express untouched: headers it does not take
 * before the body is read; a body it does not take is put back on the request for Express's body parser.
 */
export function contactFastPath(options: ContactFastPathOptions): FastPath {
  const { security, log, publicOrigin, submit, clientAddress } = options;
  // The headers the long way sets, in its order: X-Request-Id (filled in per request), the security
  // headers, no-store; then Retry-After when there is one, the type and the length.
  const first = ['X-Request-Id', '', ...security.flat(), 'Cache-Control', 'no-store'];
  /** One writeHead with every header, none set before (Node writes them as they are); the body's length. */
  const send = (res: ServerResponse, id: string, status: number, body: object, retryAfter?: string) => {
    const bytes = Buffer.from(JSON.stringify(body));
    const headers = retryAfter === undefined ? first.slice() : first.concat('Retry-After', retryAfter);
    headers[1] = id;
    headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(bytes.length));
    res.writeHead(status, headers);
    res.end(bytes);
    return bytes.length;
  };
  return (req: Tracked, res, express) => {
    if (req.method !== 'POST' || req.url !== PATH) return false;
    const length = takes(req, publicOrigin);
    if (length === undefined) return false;
    // Logged from here on, whichever way it is answered; the log middleware leaves it alone.
    req[TRACKED] = true;
    let sent: number | undefined;
    const id = log.track(req, res, () => sent);
    readBody(req, length, (body) => {
      // What body-parser answers (to no one) when the client leaves midway: the same log line.
      if (body === null) {
        const status = 400;
        sent = send(res, id, status, { statusCode: status, message: INVALID_BODY_MESSAGE });
        return;
      }
      const request = plainConsultation(body);
      if (!request) {
        req.unshift(body);
        res.setHeader('X-Request-Id', id);
        return express(req, res);
      }
      req.resume();
      const key = req.headers['idempotency-key'] as string | undefined;
      submit(request, clientAddress(req), key).then(
        (created) => (sent = send(res, id, 201, created)),
        (error: unknown) => {
          const { body, retryAfter } = errorAnswer(error);
          if (!res.headersSent) sent = send(res, id, body.statusCode, body, retryAfter);
        },
      );
    });
    return true;
  };
}
