import { type INestApplication } from '@nestjs/common';
import { chain, type Middleware } from '../common/middleware-chain';
import { type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TypeormSessionStore } from './session-store';
import { SessionsRepository } from './sessions.repository';

const PRUNE_INTERVAL_MS = 15 * 60 * 1000;
/** API paths (below /api) that never use a session: the visitors' forms and the newsletter's links. */
const SESSIONLESS = new Set([
  '/contact',
  '/contact/form',
  '/health',
  '/newsletter',
  '/newsletter/form',
  '/newsletter/check-email',
  '/newsletter/confirm',
  '/newsletter/preferences',
  '/newsletter/language',
  '/newsletter/unsubscribe',
]);

/** The visitor's booking (its JSON API, its forms and every private link's) never uses a session either. */
const sessionless = (path: string) =>
  SESSIONLESS.has(path) || path === '/booking' || path.startsWith('/booking/');

declare module 'express-session' {
  interface SessionData {
    /** When the staff user logged in (ms since the epoch): the session's absolute lifetime counts from it. */
    loggedInAt?: number;
    /** passport's record of the signed-in user. */
    passport?: { user?: unknown };
  }
}

/** `__Host-` pins the cookie to this host over HTTPS with path /, so production uses it. */
export function sessionCookieName(config: AppConfig): string {
  return config.isProduction ? '__Host-sid' : 'sid';
}

export function sessionCookieOptions(config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction, path: '/' };
}

/**
 * Ends a signed-in session SESSION_MAX_HOURS after log-in, however active it has been (the idle timeout
 * alone would let a session polled every 30 seconds live for ever). It is replaced by an empty one, so the
 * request goes on as a visitor's.
 */
function absoluteLifetime(maxAgeMs: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const data = req.session;
    const signedIn = data?.passport?.user !== undefined;
    if (!signedIn || (data.loggedInAt !== undefined && Date.now() - data.loggedInAt < maxAgeMs))
      return next();
    data.regenerate((err) => next(err));
  };
}

/** The API's paths below /api: Express's own mount would match them case-insensitively too. */
const API_PATH = /^\/api(?=\/|$)/i;

export interface StaffSessions {
  /** express-session (database store) and passport, for the API paths that use a session. */
  middleware: Middleware;
  /** For shutdown. */
  store: TypeormSessionStore;
}

/**
 * express-session (database store) and passport, as one middleware for the app's request chain, which runs
 * it before the body parsers: a staff path's larger body limit is decided by the session (body-parsers.ts).
 */
export function staffSessions(app: INestApplication): StaffSessions {
  const config = app.get<AppConfig>(APP_CONFIG);
  const { idleMs, maxAgeMs } = config.session;
  const store = new TypeormSessionStore(app.get(SessionsRepository), idleMs);
  store.startPruning(PRUNE_INTERVAL_MS);
  // Only the staff side of the API needs the session: pages, assets, the consultation form and the health
  // check are served without creating one (express-session would draw and hash a new id for each).
  const withSession = session({
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    // Each request moves the idle deadline, in the cookie and in the stored row.
    rolling: true,
    cookie: { ...sessionCookieOptions(config), maxAge: idleMs },
  });
  const stack: Middleware[] = [
    withSession,
    absoluteLifetime(maxAgeMs),
    passport.initialize(),
    passport.session(),
  ];
  const withStack = chain(stack);
  const middleware: Middleware = (req, res, next) => {
    const api = API_PATH.exec(req.path);
    if (!api || sessionless(req.path.slice(api[0].length).toLowerCase())) return next();
    withStack(req, res, next);
  };
  return { middleware, store };
}
