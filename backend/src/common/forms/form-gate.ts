import express, { type RequestHandler, type Response } from 'express';
import { comesFromSite } from '../../security/same-origin';
import { BODY_LIMIT } from '../body-parsers';
import { REFUSED_PAGES, type Refusal, refusedPage } from './form-pages';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

function refuse(res: Response, refusal: Refusal): void {
  res
    .status(REFUSED_PAGES[refusal].status)
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .send(refusedPage(refusal));
}

/**
 * What the API's middleware checks before any handler, answered as pages for a form that posts without
 * JavaScript to `action` (its visitor reads the answer in the browser; a pattern for an action per path,
 * lower case): the same-origin check, the content type and the body limit. Installed before the API's own
 * JSON-answering checks, which the request then passes.
 */
export function pageFormGate(publicUrl: string, action: string | RegExp, fieldCount: number): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  const parse = express.urlencoded({
    limit: BODY_LIMIT,
    extended: false,
    parameterLimit: fieldCount * 2,
  });
  return (req, res, next) => {
    const path = req.path.toLowerCase();
    if (req.method !== 'POST' || !(typeof action === 'string' ? path === action : action.test(path)))
      return next();
    if (!comesFromSite(req, publicOrigin)) return refuse(res, 'crossSite');
    if (!req.is(FORM_CONTENT_TYPE)) return refuse(res, 'unsupported');
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const { type, status } = err as { type?: string; status?: number };
      if (type === 'entity.too.large') return refuse(res, 'tooLarge');
      if (status === 415) return refuse(res, 'unsupported');
      refuse(res, 'unreadable');
    });
  };
}
