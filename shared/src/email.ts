import { charCount, normaliseText, SINGLE_LINE, utf8Length } from './text';

export const EMAIL_MAX_CHARS = 254;

/**
 * A plain address, as people have them. The local part: letters, digits, marks and
 * ! # $ % & ' * + / = ^ _ ` { | } ~ - in atoms with single dots between, at most 64 bytes. The domain:
 * two or more labels of letters, digits, marks and inner hyphens (internationalised names too), each at
 * most 63 characters, the last a top-level name of two or more letters (or an A-label, xn--…).
 * Refused, though RFC 5322 allows them: quoted local parts, comments, IP literals, and '?' or any other
 * character that would let an address add parameters (recipients) to a mailto: link. Characters outside
 * Unicode's Basic Multilingual Plane and full-width forms in a domain are refused as mail software does.
 */
const BMP = '(?![\\u{10000}-\\u{10FFFF}])';
const LOCAL = new RegExp(
  `^(?:${BMP}[\\p{L}\\p{M}\\p{N}!#$%&'*+/=^_\`{|}~-])+(?:\\.(?:${BMP}[\\p{L}\\p{M}\\p{N}!#$%&'*+/=^_\`{|}~-])+)*$`,
  'u',
);
const LABEL_CHAR = '(?![\\uFF01-\\uFF5E])[\\p{L}\\p{M}\\p{N}]';
const LABEL = new RegExp(`^${LABEL_CHAR}(?:(?:${LABEL_CHAR}|-)*${LABEL_CHAR})?$`, 'u');
// No `i` flag: with `u` it would fold 'ſ' and 'K' (Kelvin) into the ASCII range.
const TOP_LEVEL = new RegExp(`^(?:(?:${BMP}(?![0-9])${LABEL_CHAR}){2,}|[xX][nN][a-zA-Z0-9-]{2,})$`, 'u');

/** Whether an address (already trimmed and in lower case) is a plain address; see above. */
export function isPlainEmail(address: string): boolean {
  if (address.length > EMAIL_MAX_CHARS || !SINGLE_LINE.test(address)) return false;
  const parts = address.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (!LOCAL.test(local) || utf8Length(local) > 64 || utf8Length(domain) > 254) return false;
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => label.length <= 63 && LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1])
  );
}

/** An email field as the server reads it: NFC, trimmed, in lower case. */
export const normaliseEmail = (value: unknown): unknown => {
  const text = normaliseText(value);
  return typeof text === 'string' ? text.toLowerCase() : text;
};

/**
 * What is wrong with an email field, or undefined: `invalid` (missing, not text, not a plain address) or
 * `tooLong` (more than EMAIL_MAX_CHARS characters once trimmed). The value is normalised first.
 */
export function emailProblem(value: unknown): 'invalid' | 'tooLong' | undefined {
  const address = normaliseEmail(value);
  if (typeof address !== 'string' || !SINGLE_LINE.test(address)) return 'invalid';
  if (charCount(address) > EMAIL_MAX_CHARS) return 'tooLong';
  return isPlainEmail(address) ? undefined : 'invalid';
}
