import { TimePicker } from '@mantine/dates';
import { useState } from 'react';
import { useStaffI18n } from '../i18n/use-staff-i18n';

const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } };

/**
 * A time of day typed on the panel's clock: hours, minutes and "a. m."/"p. m." (AM/PM in English), the way
 * every time in the panel reads, whatever clock the browser's own time field would show. `value` and
 * `onChange` are HH:MM on the 24-hour clock ('' while incomplete), what the API takes.
 */
export function TimeField({
  id,
  label,
  value,
  onChange,
  error,
  w,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  w?: Record<string, number | string>;
}) {
  const { copy } = useStaffI18n();
  const t = copy.timeField;
  // While a time is half typed the picker reports '' (nothing complete yet); handing that back to it
  // would empty every part typed so far. So it is shown the last complete time until the next one, and
  // a value that changes from elsewhere (a reload, another saved version) is shown at once.
  const [shown, setShown] = useState(value);
  const [said, setSaid] = useState(value);
  if (value !== said) {
    setSaid(value);
    setShown(value);
  }
  const change = (next: string) => {
    setSaid(next);
    if (next !== '') setShown(next);
    onChange(next);
  };
  return (
    <TimePicker
      // The id goes on the hours: what the label points at, and what a message about the field marks
      // invalid (the form focuses it) and describes.
      hoursInputProps={{
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error && id ? `${id}-error` : undefined,
      }}
      labelProps={{ htmlFor: id }}
      errorProps={{ id: id ? `${id}-error` : undefined }}
      label={label}
      value={shown}
      onChange={change}
      error={error}
      format="12h"
      amPmLabels={t.labels}
      hoursInputLabel={`${label}: ${t.hours}`}
      minutesInputLabel={`${label}: ${t.minutes}`}
      amPmInputLabel={`${label}: ${t.amPm}`}
      hoursPlaceholder="--"
      minutesPlaceholder="--"
      styles={READABLE}
      w={w}
    />
  );
}
