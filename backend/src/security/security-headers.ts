import { createHash } from 'node:crypto';
import { type RequestHandler } from 'express';
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

/** helmet's headers on every response, with Swagger UI under its own policy. */
export function securityHeaders(config: AppConfig, inlineHashes: string[]): RequestHandler {
  const site = helmet(helmetOptions(config, siteDirectives(config, inlineHashes)));
  const docs = helmet(helmetOptions(config, docsDirectives(config)));
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    const isDocs = /^\/api\/docs(\/|$)/i.test(req.path);
    (isDocs ? docs : site)(req, res, next);
  };
}
