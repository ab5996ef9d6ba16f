import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/** Bodies are small forms; anything bigger is refused before it is read in full. */
export const BODY_LIMIT = '16kb';

interface BodyParserError extends Error {
  status?: number;
  type?: string;
}

const MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON in request body',
  'entity.too.large': `Request body is larger than ${BODY_LIMIT.replace('kb', ' KB')}`,
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
      res
        .status(statusCode)
        .json({ statusCode, message: MESSAGES[error.type ?? ''] ?? 'Invalid request body' });
    });
  };
}

/** A parsed JSON body nested too deep fails here, before the honeypot, rate limits and validation see it. */
const refuseDeepJson: RequestHandler = (req, _res, next) => {
  if (!nestsDeeperThan(req.body, MAX_JSON_DEPTH)) return next();
  next(Object.assign(new Error('JSON body nested too deep'), { status: 400, type: 'entity.too.deep' }));
};

function parseJson(): RequestHandler {
  const parse = express.json({
    limit: BODY_LIMIT,
    strict: true,
    type: ['application/json', 'application/*+json'],
  });
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => (err ? next(err) : refuseDeepJson(req, res, next)));
}

export function bodyParsers(): RequestHandler[] {
  return [
    guarded(parseJson()),
    guarded(express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 20 })),
  ];
}
