import { type INestApplication } from '@nestjs/common';
import session from 'express-session';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Session } from './session.entity';
import { TypeormSessionStore } from './session-store';

/** Staff work a day: a session lasts 8 hours after its last request. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

/** `__Host-` pins the cookie to this host over HTTPS with path /, so production uses it. */
export function sessionCookieName(config: AppConfig): string {
  return config.isProduction ? '__Host-sid' : 'sid';
}

export function sessionCookieOptions(config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction, path: '/' };
}

/** Installs express-session (database store) and passport on the app; returns the store for shutdown. */
export function installSessions(app: INestApplication): TypeormSessionStore {
  const config = app.get<AppConfig>(APP_CONFIG);
  const store = new TypeormSessionStore(app.get(DataSource).getRepository(Session), SESSION_IDLE_MS);
  store.startPruning(PRUNE_INTERVAL_MS);
  // Only the API needs the session: pages and assets are served without a database round trip.
  app.use(
    '/api',
    session({
      name: sessionCookieName(config),
      secret: config.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { ...sessionCookieOptions(config), maxAge: SESSION_IDLE_MS },
    }),
  );
  app.use('/api', passport.initialize());
  app.use('/api', passport.session());
  return store;
}
