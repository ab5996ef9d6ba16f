import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Abogados Medellín';
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The QR code of the URI as SVG markup, put inline in the page (no image request, nothing for the CSP). */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** The QR code drawn with block characters, for the staff CLI. */
export function qrTerminal(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'terminal', small: true });
}

/**
 * The time step a six-digit code belongs to, at `now` give or take one step of clock drift, or null. Only a
 * step after `afterStep` counts, so a code already used (or an older one) is refused.
 */
export function matchTotp(secret: string, code: string, now: Date, afterStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    afterTimeStep: afterStep ?? undefined,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes of 80 random bits each, written in four groups of five hex digits. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    (randomBytes(10).toString('hex').match(/.{5}/g) ?? []).join('-'),
  );
}

/** What a typed recovery code is compared as: its hex digits, whatever the case, spaces or dashes. */
export function recoveryCodeDigits(code: string): string | null {
  const digits = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[0-9a-f]{20}$/.test(digits) ? digits : null;
}
