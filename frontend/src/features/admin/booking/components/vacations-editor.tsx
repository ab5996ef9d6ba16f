import { Box, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import 'dayjs/locale/es';
import { useState } from 'react';
import { BOOKING_LIMITS, type DayRange } from '@abogados/shared';
import { RemovableList } from '../../shared/components/removable-list';
import { shownDay } from '../../shared/components/closed-days-editor';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { errorAt, fieldId, type FieldErrors } from '../../shared/utils/form-fields';
import { READABLE } from './number-field';

/** The picker's hint is an element, not a ::placeholder: Mantine's light grey fails contrast on white. */
const PICKER_STYLES = { ...READABLE, placeholder: { color: 'var(--mantine-color-gray-7)' } };

/** The picker's days as the panel writes them: day first in Spanish, month first in English. */
const DAY_FORMAT = { es: 'DD/MM/YYYY', en: 'MM/DD/YYYY' } as const;

/**
 * Vacations: a range of days picked on a calendar (the first and the last, both included) and the list,
 * earliest first. The server's message about one vacation ("vacations.2") shows beside it, one about the
 * list at the picker.
 */
export function VacationsEditor({
  vacations,
  errors,
  onChange,
}: {
  vacations: DayRange[];
  errors: FieldErrors;
  onChange: (vacations: DayRange[]) => void;
}) {
  const { copy, locale } = useStaffI18n();
  const t = copy.booking;
  const [picked, setPicked] = useState<DatesRangeValue<string>>([null, null]);
  const [from, to] = picked;
  const rangeText = (range: DayRange) => t.range(shownDay(range.from, locale), shownDay(range.to, locale));
  const add = () => {
    if (!from) return;
    const range = { from, to: to ?? from };
    onChange([...vacations, range].sort((a, b) => a.from.localeCompare(b.from)));
    setPicked([null, null]);
  };
  return (
    <Fieldset legend={t.vacations} variant="unstyled" miw={0}>
      <Stack gap="xs">
        <Text c="gray.7" fz="sm">
          {t.vacationsHelp}
        </Text>
        <RemovableList
          empty={t.noVacations}
          items={vacations.map((range, index) => ({
            key: `${range.from}-${range.to}`,
            id: fieldId(`booking.vacations.${index}`),
            text: rangeText(range),
            removeLabel: t.removeVacation(rangeText(range)),
            onRemove: () => onChange(vacations.filter((_, other) => other !== index)),
            problem: errorAt(errors, `vacations.${index}`),
          }))}
        />
        <Group gap="sm" align="flex-end">
          <Box w={{ base: '100%', xs: 280 }}>
            <DatePickerInput
              type="range"
              allowSingleDateInRange
              id={fieldId('booking.vacations')}
              label={t.vacation}
              placeholder={t.vacationPlaceholder}
              locale={locale}
              valueFormat={DAY_FORMAT[locale]}
              ariaLabels={t.calendar}
              value={picked}
              onChange={setPicked}
              error={errorAt(errors, 'vacations')}
              styles={PICKER_STYLES}
            />
          </Box>
          <Button
            variant="outline"
            onClick={add}
            disabled={!from || vacations.length >= BOOKING_LIMITS.maxVacations}
          >
            {t.addVacation}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
