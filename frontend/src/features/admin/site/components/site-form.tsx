import { Fieldset, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { errorAt, fieldId, linesOf, listOf, type FieldErrors } from '../../shared/utils/form-fields';

interface FieldProps {
  /** The section, first part of the field's id ("firm"). */
  section: string;
  /** Where the field is within its section, as the server's errors name it ("address.city"). */
  path: string;
  label: string;
  description?: string;
  errors: FieldErrors;
}

/** Help text dark enough to read on white and on a filled fieldset (Mantine's dimmed grey is too faint). */
const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } };

/** A one-line text field with its label, help and the server's message about it. */
export function SiteTextInput({
  section,
  path,
  label,
  description,
  errors,
  value,
  onChange,
  type = 'text',
  autoComplete = 'off',
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel' | 'email' | 'url';
  autoComplete?: string;
}) {
  return (
    <TextInput
      id={fieldId(`${section}.${path}`)}
      type={type}
      label={label}
      description={description}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={errorAt(errors, path)}
      styles={READABLE}
    />
  );
}

/** A longer text over several lines (the summary); as a list's text, the list's items' messages too. */
export function SiteTextarea({
  section,
  path,
  label,
  description,
  errors,
  value,
  onChange,
  list = false,
}: FieldProps & { value: string; onChange: (value: string) => void; list?: boolean }) {
  return (
    <Textarea
      id={fieldId(`${section}.${path}`)}
      label={label}
      description={description}
      autosize
      minRows={list ? 2 : 3}
      maxRows={12}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={errorAt(errors, path, { list })}
      styles={READABLE}
    />
  );
}

/**
 * A list of short texts, one per line. The text stays as typed (blank lines too) while it stands for the
 * same list; another list from outside (a reset to the server's answer) replaces it.
 */
export function SiteListInput({
  value,
  onChange,
  ...field
}: FieldProps & { value: readonly string[]; onChange: (value: string[]) => void }) {
  const { copy } = useStaffI18n();
  const [text, setText] = useState(() => linesOf(value));
  const [shown, setShown] = useState(() => linesOf(value));
  if (linesOf(value) !== shown) {
    setShown(linesOf(value));
    setText(linesOf(value));
  }
  return (
    <SiteTextarea
      {...field}
      list
      description={copy.site.attorney.listHelp}
      value={text}
      onChange={(typed) => {
        const items = listOf(typed);
        setText(typed);
        setShown(linesOf(items));
        onChange(items);
      }}
    />
  );
}

/** Spanish and English versions of one thing, side by side from tablet width up, one above the other on a phone. */
export function LanguageGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="filled" p={{ base: 'xs', sm: 'md' }} miw={0}>
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
