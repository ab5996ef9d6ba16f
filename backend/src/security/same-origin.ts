import { type Request, type RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/**
 * CSRF defence without tokens, as Go's CrossOriginProtection does it: a request that changes state must come
 * from the site's own origin. Browsers say where a request comes from in Sec-Fetch-Site, or else in Origin;
 * a request with neither is not from a browser (curl, an integrator's server) and cannot ride a visitor's
 * cookie, so it passes. This also stops log-in CSRF, since the log-in form is a POST like any other.
 */
export function isSameOriginRequest(req: Request, publicOrigin: string): boolean {
  return SAFE_METHODS.has(req.method) || comesFromSite(req, publicOrigin);
}

/** Whatever the method: sent by the site's own pages, typed or bookmarked (none), or not by a browser. */
export function comesFromSite(req: Request, publicOrigin: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = req.get('origin');
  if (origin === undefined) return true;
  return isOwnOrigin(req, origin, publicOrigin);
}

/**
 * comesFromSite for a GET that hands over a file: a browser too old to send Sec-Fetch-Site sends no Origin
 * on a navigation either, only a Referer, so a Referer naming another origin counts against it as well.
 * With none of the three it passes, as a typed URL, a referrer-less link or curl does.
 */
export function navigationFromSite(req: Request, publicOrigin: string): boolean {
  if (!comesFromSite(req, publicOrigin)) return false;
  const referer = req.get('referer');
  if (req.get('sec-fetch-site') !== undefined || req.get('origin') !== undefined || !referer) return true;
  return isOwnOrigin(req, originOf(referer), publicOrigin);
}

const isOwnOrigin = (req: Request, origin: string | undefined, publicOrigin: string) =>
  origin === publicOrigin || origin === `${req.protocol}://${req.get('host')}`;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The one path any site may post to: the newsletter's one-click unsubscribe (RFC 8058), which mail clients
 * post from wherever they run. It changes nothing but what the secret in its URL names, and only towards
 * sending less, so a forged request gains an attacker nothing.
 */
export const CROSS_SITE_ALLOWED_POST = '/api/newsletter/unsubscribe';

export function sameOriginOnly(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (req.method === 'POST' && req.path.toLowerCase() === CROSS_SITE_ALLOWED_POST) return next();
    if (isSameOriginRequest(req, publicOrigin)) return next();
    res.status(403).json({ statusCode: 403, message: CROSS_SITE_MESSAGE });
  };
}
