/** The forms' hidden field: people never see it, form-filling bots fill it. */
export const HONEYPOT_FIELD = 'website';

/** True when a body (JSON or a form post's fields) filled the hidden field. */
export function fillsHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
