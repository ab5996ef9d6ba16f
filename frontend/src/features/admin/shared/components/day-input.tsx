import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatDayText, parseDayText } from '../utils/day-text';
import type { StaffLocale } from '../i18n/staff-locale';

interface DayInputProps {
  /** The field's id, when something points at it (a server's message about the field). */
  id?: string;
  label: string;
  /** YYYY-MM-DD, or null for none. */
  value: string | null;
  onChange: (day: string | null) => void;
  locale: StaffLocale;
  /** "dd/mm/aaaa" or "mm/dd/yyyy": shown under the label, so it stays in sight while typing. */
  format: string;
  invalidMessage: string;
  /** The filters' own message (a range that ends before it starts). */
  error?: string;
}

/**
 * A day typed in the staff member's order. A native date field would show the browser's format
 * (mm/dd/yyyy in an English browser, even to staff who chose Spanish); this one is the same everywhere.
 * A complete day applies at once; a wrong one is pointed out when the field is left or Enter is pressed.
 */
export function DayInput({
  id,
  label,
  value,
  onChange,
  locale,
  format,
  invalidMessage,
  error,
}: DayInputProps) {
  const [draft, setDraft] = useState(() => formatDayText(value, locale));
  const [invalid, setInvalid] = useState(false);

  // The day or the language changed from elsewhere (Clear filters, the back button, the language switch):
  // show it, unless what is typed already means that day in this language.
  const [shown, setShown] = useState({ value, locale });
  if (shown.value !== value || shown.locale !== locale) {
    setShown({ value, locale });
    if (shown.locale !== locale || parseDayText(draft, locale) !== value) {
      setDraft(formatDayText(value, locale));
      setInvalid(false);
    }
  }

  function apply(text: string, final: boolean) {
    const day = parseDayText(text, locale);
    if (day === 'invalid') {
      if (final) setInvalid(true);
      return;
    }
    setInvalid(false);
    if (day !== value) onChange(day);
  }

  return (
    <TextInput
      id={id}
      label={label}
      description={format}
      // Mantine's dimmed description reads at 3.3:1 on white; gray.7 gives 8:1 (WCAG AA).
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      placeholder={format}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      value={draft}
      error={invalid ? invalidMessage : error}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        if (invalid) setInvalid(false);
        apply(text, false);
      }}
      onBlur={() => apply(draft, true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(event.currentTarget.value, true);
      }}
    />
  );
}
