/** Trimmed, and in Unicode NFC so the same name typed on two keyboards is stored the same way. */
export const normaliseText = (value: unknown): unknown =>
  typeof value === 'string' ? value.normalize('NFC').trim() : value;

/**
 * No control characters (a NUL byte, say, which PostgreSQL refuses to store and which can forge log
 * lines), no half of a UTF-16 pair (not text; the email check would even throw on it), and no
 * bidirectional controls (Unicode's Bidi_Control: the embeddings and overrides U+202A-U+202E, the isolates
 * U+2066-U+2069 and the marks U+200E, U+200F, U+061C), which make the panel show text in another order
 * than it was written. The marks go too: they reorder neighbouring digits and punctuation (a phone number,
 * an address), and Arabic or Hebrew text displays right without them. Multi-line text may keep its line
 * breaks and tabs.
 */
export const SINGLE_LINE = /^[^\p{Cc}\p{Cs}\p{Bidi_Control}]*$/u;
export const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}\p{Bidi_Control}]|[\t\n\r])*$/u;

/** Only a high surrogate can start a pair of UTF-16 units that make one character. */
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;
const VARIATION_SELECTOR = /[\uFE0E\uFE0F]/;

/** Characters (code points), as a database column counts them: the measure of every maximum. */
export const charCount = (text: string): number => {
  // Without a high surrogate every UTF-16 unit is a character of its own.
  if (!HIGH_SURROGATE.test(text)) return text.length;
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/**
 * The measure of every minimum: characters, leaving out a variation selector (U+FE0E, U+FE0F) that
 * follows another character, since it adds nothing a reader sees. The server has always counted so.
 */
export const visibleLength = (text: string): number => {
  const count = charCount(text);
  if (!VARIATION_SELECTOR.test(text)) return count;
  return count - (text.match(/[^\uFE0E\uFE0F][\uFE0E\uFE0F]/gu) ?? []).length;
};

/** Bytes in UTF-8, as mail systems limit an address's parts. */
export const utf8Length = (text: string): number => {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
};

/**
 * Orders two strings by their UTF-16 code units, as `<` does: ISO-8601 instants chronologically, lower-case
 * ASCII slugs alphabetically. Unlike localeCompare(), it needs no collation data: ICU's, which the first
 * localeCompare() maps into the server's memory (some 2 MB), for an order these strings do not need.
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
