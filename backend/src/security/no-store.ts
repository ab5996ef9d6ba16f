import { type RequestHandler } from 'express';

const API_PATH = /^\/api(?:\/|$)/i;
/**
 * Swagger UI's library files (swagger-ui-dist): public code, served with serve-static's revalidating cache,
 * which only sets Cache-Control when nothing has. The init script is not one of them: it embeds the document.
 */
const SWAGGER_UI_FILE = /^\/api\/docs\/(?!swagger-ui-init\.js$)[\w.-]+\.(?:css|js|png|map|txt)$/i;

/**
 * Every API answer (staff data, a data-subject download, the CSV export, errors, redirects) says
 * `no-store`, so neither a shared cache nor the browser's disk keeps personal data. Set before any handler
 * runs, so error answers carry it too; a handler may still choose otherwise.
 */
export function noStoreApi(): RequestHandler {
  return (req, res, next) => {
    if (API_PATH.test(req.path) && !SWAGGER_UI_FILE.test(req.path))
      res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
