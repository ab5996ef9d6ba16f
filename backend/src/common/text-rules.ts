import { ValidateBy, type ValidationOptions } from 'class-validator';
import { charCount, normaliseText } from '@abogados/shared';

// The text rules are the shared ones (shared/src/text.ts): the browser's form checks the same.
export { MULTI_LINE, normaliseText, SINGLE_LINE } from '@abogados/shared';

/** For class-transformer's @Transform. */
export const trimText = ({ value }: { value: unknown }): unknown => normaliseText(value);

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
      validator: { validate: (value: unknown) => typeof value === 'string' && charCount(value) <= max },
    },
    options,
  );
}
