import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { makeDirectory } from '../common/make-directory';
import { errorMessage } from '../common/error-message';
import { ANSWER_PROMISE_MINUTES, type BusinessCalendar, parseBusinessHours } from '../common/business-hours';
import { ConfigError } from '../common/config-error';
import { parseAddressList, parseClosedDays, readEnvironment } from './environment';

/**
 * The backend package's folder, the nearest one above this code that holds a package.json: two up from
 * src/config or dist/config, one up from dist/main.js, where the build bundles this module.
 */
const BACKEND_DIR = packageDir(__dirname);

function packageDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export type DatabaseConfig = { type: 'sqlite'; path: string } | { type: 'postgres'; url: string };

/** The validated, typed configuration the rest of the server receives. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Where the server keeps files of its own (generated session secret). */
  dataDir: string;
  sessionSecret: string;
  publicUrl: string;
  admin?: { email: string; password: string };
  /** Directory of the built SPA. */
  publicDir: string;
  /** The frontend build's SSR bundle, with which pages are rendered when the firm's content changes. */
  ssrDir: string;
  /** Tests alone may build the schema from the entities. */
  synchronize: boolean;
  /** Express's `trust proxy` setting: false, a hop count, or a list of addresses and subnets. */
  trustProxy: boolean | number | string[];
  session: { idleMs: number; maxAgeMs: number };
  /** STAFF_REQUIRE_2FA: no staff session without a confirmed second factor. */
  requireSecondFactor: boolean;
  /** 0 disables a contact or newsletter limit. */
  limits: {
    contactPerMinute: number;
    contactPerDay: number;
    /** Invalid posts of the form without JavaScript (each answered with a page). */
    contactInvalidPerMinute: number;
    contactInvalidPerDay: number;
    newsletterPerMinute: number;
    newsletterPerDay: number;
    /** Emails to visitors (acknowledgments and confirmations) per client address. */
    visitorEmailsPerHour: number;
    visitorEmailsPerDay: number;
    loginMaxFailures: number;
    loginWindowMs: number;
    loginDelayMaxMs: number;
    loginConcurrentChecks: number;
  };
  /** scrypt's cost (log2 N) for new password hashes: 17 in production. */
  passwordHashCost: number;
  /** Staff notification of new requests; a channel is off when its settings are absent. */
  notify: {
    /** The prospect's acknowledgment (sent only when smtp is set too). */
    prospect: boolean;
    smtp?: { url: string; to: string[]; from: string };
    webhook?: { url: string; secret: string };
  };
  /** When an answer is due: this many minutes of the firm's business hours after a request arrives. */
  answerPromise: { minutes: number; calendar: BusinessCalendar };
  /** Requests older than this are purged automatically. */
  retentionMonths: number;
  /** Unconfirmed newsletter subscriptions are deleted after this many days. */
  newsletterPendingDays: number;
  /** How often the site content's version is checked (another server's changes). */
  contentPollMs: number;
  /** The newsletter's outbox: how long a claimed email stays one server's. */
  newsletter: { lockMs: number };
  /** Who may read Swagger UI and the OpenAPI document. */
  apiDocs: 'public' | 'staff' | 'off';
}

export function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

export const APP_CONFIG = Symbol('APP_CONFIG');
const MINUTE = 60_000;

export function parseDatabaseUrl(url: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) return { type: 'sqlite', path: resolve(url.slice('sqlite:'.length)) };
  return { type: 'postgres', url };
}

/** In development a secret is generated once and kept beside the data, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    makeDirectory(dataDir);
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret + '\n', { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError(
      `Cannot keep a generated SESSION_SECRET in ${file}, beside DATABASE_URL's file: ` +
        `${errorMessage(error)}. Set SESSION_SECRET, or a DATABASE_URL ` +
        `in a folder the server can write to.`,
    );
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Pick<AppConfig, 'publicDir' | 'ssrDir' | 'synchronize'>> = {},
): AppConfig {
  const vars = readEnvironment(env);
  const database = parseDatabaseUrl(vars.DATABASE_URL);
  const dataDir = database.type === 'sqlite' ? dirname(database.path) : resolve('data');
  return {
    env: vars.NODE_ENV,
    isProduction: vars.NODE_ENV === 'production',
    port: vars.PORT,
    host: vars.HOST,
    database,
    dataDir,
    sessionSecret: vars.SESSION_SECRET ?? developmentSecret(dataDir),
    publicUrl: vars.PUBLIC_URL.replace(/\/+$/, ''),
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD }
        : undefined,
    publicDir: overrides.publicDir ?? join(BACKEND_DIR, 'public'),
    ssrDir: overrides.ssrDir ?? resolve(BACKEND_DIR, '..', 'frontend', 'dist-ssr'),
    synchronize: overrides.synchronize ?? false,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    session: { idleMs: vars.SESSION_IDLE_MINUTES * MINUTE, maxAgeMs: vars.SESSION_MAX_HOURS * 60 * MINUTE },
    requireSecondFactor: vars.STAFF_REQUIRE_2FA === 'true',
    limits: {
      contactPerMinute: vars.CONTACT_RATE_LIMIT_PER_MINUTE,
      contactPerDay: vars.CONTACT_RATE_LIMIT_PER_DAY,
      contactInvalidPerMinute: vars.CONTACT_INVALID_RATE_LIMIT_PER_MINUTE,
      contactInvalidPerDay: vars.CONTACT_INVALID_RATE_LIMIT_PER_DAY,
      newsletterPerMinute: vars.NEWSLETTER_RATE_LIMIT_PER_MINUTE,
      newsletterPerDay: vars.NEWSLETTER_RATE_LIMIT_PER_DAY,
      visitorEmailsPerHour: vars.VISITOR_EMAILS_PER_HOUR,
      visitorEmailsPerDay: vars.VISITOR_EMAILS_PER_DAY,
      loginMaxFailures: vars.LOGIN_MAX_FAILURES,
      loginWindowMs: vars.LOGIN_WINDOW_MINUTES * MINUTE,
      loginDelayMaxMs: vars.LOGIN_DELAY_MAX_SECONDS * 1000,
      loginConcurrentChecks: vars.LOGIN_CONCURRENT_CHECKS,
    },
    passwordHashCost: vars.PASSWORD_HASH_COST,
    notify: {
      prospect: vars.NOTIFY_PROSPECT === 'true',
      smtp:
        vars.SMTP_URL && vars.NOTIFY_TO && vars.NOTIFY_FROM
          ? { url: vars.SMTP_URL, to: parseAddressList(vars.NOTIFY_TO) ?? [], from: vars.NOTIFY_FROM.trim() }
          : undefined,
      webhook:
        vars.NOTIFY_WEBHOOK_URL && vars.NOTIFY_WEBHOOK_SECRET
          ? { url: vars.NOTIFY_WEBHOOK_URL, secret: vars.NOTIFY_WEBHOOK_SECRET }
          : undefined,
    },
    answerPromise: {
      minutes: ANSWER_PROMISE_MINUTES,
      calendar: {
        week: parseBusinessHours(vars.BUSINESS_HOURS),
        closedDays: parseClosedDays(vars.BUSINESS_CLOSED_DAYS),
      },
    },
    retentionMonths: vars.RETENTION_MONTHS,
    newsletterPendingDays: vars.NEWSLETTER_PENDING_DAYS,
    contentPollMs: vars.CONTENT_POLL_MS,
    newsletter: { lockMs: vars.NEWSLETTER_LOCK_SECONDS * 1000 },
    apiDocs: vars.API_DOCS,
  };
}
