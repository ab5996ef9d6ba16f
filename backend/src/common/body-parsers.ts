import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

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

export function bodyParsers(): RequestHandler[] {
  return [
    guarded(
      express.json({ limit: BODY_LIMIT, strict: true, type: ['application/json', 'application/*+json'] }),
    ),
    guarded(express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 20 })),
  ];
}
