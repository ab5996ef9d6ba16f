import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Trimmed, and in Unicode NFC so the same name typed on two keyboards is stored the same way. */
export const normaliseText = (value: unknown): unknown =>
  typeof value === 'string' ? value.normalize('NFC').trim() : value;

/** For class-transformer's @Transform. */
export const trimText = ({ value }: { value: unknown }): unknown => normaliseText(value);

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

/**
 * A maximum in characters (code points), as the database column counts them. class-validator's MaxLength
 * counts as the validator library does, which lets a variation selector after each letter through uncounted:
 * twice the column's length, which PostgreSQL would refuse.
 */
export function MaxChars(max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxChars',
      constraints: [max],
      validator: { validate: (value: unknown) => typeof value === 'string' && [...value].length <= max },
    },
    options,
  );
}
