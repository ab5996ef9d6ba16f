// What the staff panel says, in each language staff may choose (copy-en.ts and copy-es.ts beside this file), and
// the spec's fixed timings and paths.
import type { StaffLocale } from '../../../../lib/api/endpoints';
import { en, type AdminCopy } from './copy-en';
import { es } from './copy-es';

export type { AdminCopy };

export const ADMIN_COPY: Record<StaffLocale, AdminCopy> = { es, en };

/** SPEC §9 timings. */
export const ADMIN_TIMING = {
  pollMs: 30_000,
  unauthorizedRedirectMs: 1000,
  sessionExpiredRedirectMs: 500,
} as const;

export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';
