import { NumberInput } from '@mantine/core';
import { errorAt, fieldId, type FieldErrors } from '../../shared/utils/form-fields';

/** Help text dark enough to read on white and on a filled fieldset (Mantine's dimmed grey is too faint). */
export const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } };

/**
 * A whole number of the availability at `path` ("bufferMinutes", "kinds.0.minutes"), with the server's
 * message about it; an emptied field counts as 0 (the limits beside it say whether 0 is allowed).
 */
export function NumberField({
  path,
  label,
  description,
  value,
  min,
  max,
  errors,
  onChange,
}: {
  path: string;
  label: string;
  description?: string;
  value: number;
  min: number;
  max: number;
  errors: FieldErrors;
  onChange: (value: number) => void;
}) {
  return (
    <NumberInput
      id={fieldId(`booking.${path}`)}
      label={label}
      description={description}
      value={value}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      onChange={(next) => onChange(typeof next === 'number' ? next : Number(next) || 0)}
      error={errorAt(errors, path)}
      styles={READABLE}
    />
  );
}
