import { type RequestHandler } from 'express';

/** Swagger UI (its page, files and init script) and the JSON and YAML documents, as Express routes them. */
export const API_DOCS_PATH = /^\/api\/docs(?:-json|-yaml)?(?:\/|$)/i;
/** Swagger UI's page itself, which a person opens in the browser. */
const UI_PAGE = /^\/api\/docs(?:\/(?:index\.html)?)?$/i;

/**
 * API_DOCS=staff: the documentation needs a staff session. A browser opening the page without one is sent
 * to the log-in form (303); anything else (the documents, Swagger UI's files) gets 401 in the API's shape.
 * Installed after the session middleware, so passport has read the session.
 */
export function staffOnlyApiDocs(): RequestHandler {
  return (req, res, next) => {
    if (!API_DOCS_PATH.test(req.path) || req.isAuthenticated?.()) return next();
    if (req.method === 'GET' && UI_PAGE.test(req.path)) return res.redirect(303, '/api/login');
    res.status(401).json({ statusCode: 401, message: 'Unauthorized' });
  };
}
