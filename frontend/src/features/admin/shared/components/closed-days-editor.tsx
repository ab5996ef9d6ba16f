import { Box, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MAX_CLOSED_DAYS } from '@abogados/shared';
import type { StaffLocale } from '../i18n/staff-locale';
import { useStaffI18n } from '../i18n/use-staff-i18n';
import { formatDay } from '../utils/format-date';
import { errorAt, fieldId, type FieldErrors } from '../utils/form-fields';
import { DayInput } from './day-input';
import { RemovableList } from './removable-list';

/** What the list of closed days says (the office's, or the days no consultation can be booked). */
export interface ClosedDayWords {
  closedDays: string;
  closedDaysHelp: string;
  closedDay: string;
  addClosedDay: string;
  removeClosedDay: (day: string) => string;
  noClosedDays: string;
  errors: { day: string; repeatedDay: string };
}

/** A YYYY-MM-DD day in Medellín as the panel writes it, at noon there: the same day whatever the formatter's zone. */
export const shownDay = (day: string, locale: StaffLocale) => formatDay(`${day}T12:00:00-05:00`, locale);

/**
 * Days closed besides public holidays: a day to add (typed as the panel writes days), and the list. The
 * server's message about the list or one of its days ("closedDays", "closedDays.2") shows at the day field.
 */
export function ClosedDaysEditor({
  section,
  days,
  words,
  errors,
  onChange,
}: {
  /** The form's section, first part of the field's id ("hours", "booking"). */
  section: string;
  days: string[];
  words: ClosedDayWords;
  errors: FieldErrors;
  onChange: (days: string[]) => void;
}) {
  const { copy, locale } = useStaffI18n();
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const add = () => {
    if (!typed) return setProblem(words.errors.day);
    if (days.includes(typed)) return setProblem(words.errors.repeatedDay);
    setProblem(undefined);
    setTyped(null);
    onChange([...days, typed].sort());
  };
  return (
    <Fieldset legend={words.closedDays} variant="unstyled" miw={0}>
      <Stack gap="xs">
        <Text c="gray.7" fz="sm">
          {words.closedDaysHelp}
        </Text>
        <RemovableList
          empty={words.noClosedDays}
          items={days.map((day) => ({
            key: day,
            text: shownDay(day, locale),
            removeLabel: words.removeClosedDay(shownDay(day, locale)),
            onRemove: () => onChange(days.filter((other) => other !== day)),
          }))}
        />
        <Group gap="sm" align="flex-end">
          <Box w={{ base: '100%', xs: 200 }}>
            <DayInput
              id={fieldId(`${section}.closedDays`)}
              label={words.closedDay}
              value={typed}
              onChange={(day) => {
                setTyped(day);
                setProblem(undefined);
              }}
              locale={locale}
              format={copy.filters.dayFormat}
              invalidMessage={copy.filters.dayInvalid}
              error={problem ?? errorAt(errors, 'closedDays', { list: true })}
            />
          </Box>
          <Button variant="outline" onClick={add} disabled={days.length >= MAX_CLOSED_DAYS}>
            {words.addClosedDay}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
