import { createHash } from 'node:crypto';
import { type Request, type RequestHandler, type Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { type AppConfig } from '../config/app-config';

/** Where the site's stock photography may be loaded from. */
export const STOCK_PHOTO_HOST = 'https://images.unsplash.com';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The browser features the site never uses, switched off so injected code cannot ask for them. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

type Directives = Record<string, string[]>;

/**
 * The pages' policy: scripts only from the site itself (plus the hashes of any inline script a build
 * leaves in a page; JSON-LD blocks are data, which browsers never run, so they need none). Styles allow
 * inline because the component library sets style attributes, which cannot be hashed.
 */
export function siteDirectives(config: AppConfig, inlineScriptHashes: string[] = []): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', STOCK_PHOTO_HOST],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
  // Only where the site is HTTPS: on a plain-http address every asset would be asked for over HTTPS.
  if (config.isProduction && config.publicUrl.startsWith('https:'))
    directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Swagger UI's own page: its bundle and init script are files of ours, its icons are data: URIs. */
export function docsDirectives(config: AppConfig): Directives {
  return {
    ...siteDirectives(config),
    'img-src': ["'self'", 'data:'],
  };
}

/** sha256 CSP sources for the inline scripts browsers would run (not JSON-LD or other data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

function helmetOptions(config: AppConfig, directives: Directives): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS only where the site is served over HTTPS; in development it would pin localhost to HTTPS.
    strictTransportSecurity: config.isProduction ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/** Response headers in the order they are set: the same for every response they go on. */
type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * The headers a helmet middleware sets, worked out once: with these options (no nonces, nothing read from
 * the request) it sets the same ones on every response, so each response only copies the list.
 */
function recordedHeaders(middleware: RequestHandler): HeaderList {
  const headers = new Map<string, string>([['Permissions-Policy', PERMISSIONS_POLICY]]);
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  middleware({} as Request, recorder as unknown as Response, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/**
 * helmet's headers on every response, the site's policy naming the built pages' inline scripts
 * (`inlineHashes`), with Swagger UI under its own policy.
 */
export function securityHeaders(config: AppConfig, inlineHashes: string[]): RequestHandler {
  const site = recordedHeaders(helmet(helmetOptions(config, siteDirectives(config, inlineHashes))));
  const docs = recordedHeaders(helmet(helmetOptions(config, docsDirectives(config))));
  return (req, res, next) => {
    const isDocs = /^\/api\/docs(\/|$)/i.test(req.path);
    for (const [name, value] of isDocs ? docs : site) res.setHeader(name, value);
    // What helmet does besides (Express's own is switched off too).
    res.removeHeader('X-Powered-By');
    next();
  };
}
