import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/** Bodies are small forms; anything bigger is refused before it is read in full. */
export const BODY_LIMIT_BYTES = 16 * 1024;
export const BODY_LIMIT = `${BODY_LIMIT_BYTES / 1024}kb`;
/** A blog post's body (up to 100,000 characters of Markdown) is the one large JSON thing staff send. */
export const POST_BODY_LIMIT_BYTES = 512 * 1024;
export const POST_BODY_LIMIT = `${POST_BODY_LIMIT_BYTES / 1024}kb`;
/** Where POST_BODY_LIMIT applies: staff-only paths (the controller's guard answers 401 to anyone else). */
export const POST_PATHS = /^\/api\/admin\/blog\/posts(?:\/|$)/i;

interface BodyParserError extends Error {
  status?: number;
  type?: string;
  /** The limit a body went over, in bytes. */
  limit?: number;
}

/** What a body that could not be read gets when no message below names its failure (a client gone midway). */
export const INVALID_BODY_MESSAGE = 'Invalid request body';

const MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON in request body',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
  'entity.too.deep': `JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`,
};

/** Wraps a body parser so its failures answer in the API's error shape instead of Express's HTML page. */
function guarded(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    parser(req, res, (err?: unknown) => {
      if (!err) return next();
      const error = err as BodyParserError;
      const statusCode = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
      const message =
        error.type === 'entity.too.large' && error.limit
          ? `Request body is larger than ${Math.round(error.limit / 1024)} KB`
          : (MESSAGES[error.type ?? ''] ?? INVALID_BODY_MESSAGE);
      res.status(statusCode).json({ statusCode, message });
    });
  };
}

/** A parsed JSON body nested too deep fails here, before the honeypot, rate limits and validation see it. */
const refuseDeepJson: RequestHandler = (req, _res, next) => {
  if (!nestsDeeperThan(req.body, MAX_JSON_DEPTH)) return next();
  next(Object.assign(new Error('JSON body nested too deep'), { status: 400, type: 'entity.too.deep' }));
};

function parseJson(): RequestHandler {
  const options = { strict: true, type: ['application/json', 'application/*+json'] };
  const parse = express.json({ ...options, limit: BODY_LIMIT });
  const parsePost = express.json({ ...options, limit: POST_BODY_LIMIT });
  return (req, res, next) => {
    const then = (err?: unknown) => (err ? next(err) : refuseDeepJson(req, res, next));
    if (!POST_PATHS.test(req.path)) return parse(req, res, then);
    // The larger limit is a signed-in session's (read before the body, app.ts). Anyone else's body is left
    // unread and unparsed: the route's guard refuses the request (401) whatever it holds, so reading and
    // parsing up to 512 KB first would be work any visitor could order by the hundred.
    if (!req.isAuthenticated?.()) return next();
    parsePost(req, res, then);
  };
}

export function bodyParsers(): RequestHandler[] {
  return [
    guarded(parseJson()),
    guarded(express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 20 })),
  ];
}
