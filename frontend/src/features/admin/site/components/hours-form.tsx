import { Box, Button, Checkbox, Fieldset, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  attentionHours,
  dayName,
  hoursLine,
  hoursTable,
  MAX_CLOSED_DAYS,
  MAX_SPANS_PER_DAY,
  type OfficeHours,
  type WeekHours,
} from '@abogados/shared';
import { HoursTable } from '../../../../components/hours-table';
import type { EditableSiteContent } from '../../../../lib/api/endpoints';
import { formatDay } from '../../shared/utils/format-date';
import { DayInput } from '../../shared/components/day-input';
import { TimeField } from '../../shared/components/time-field';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { errorAt, fieldId, type FieldErrors } from '../../shared/utils/form-fields';
import { useSectionForm } from '../hooks/use-section-form';
import { hoursErrors, localHoursErrors } from '../utils/hours-errors';
import { LanguageGroup, SectionForm } from './site-form';

type Hours = EditableSiteContent['hours'];
type Schedule = 'office' | 'attention';
const LANGUAGES = ['es', 'en'] as const;

/**
 * The office hours, edited once: per weekday closed or open (with a second opening after a break if
 * needed), the footer's own hours or the same, and the days closed besides public holidays. What the site
 * will show is previewed in both languages, written from these hours as the pages write it.
 */
export function HoursForm({ hours, version }: { hours: Hours; version: number }) {
  const { copy, locale } = useStaffI18n();
  const t = copy.site.hours;
  const { draft, edit, form } = useSectionForm(
    'hours',
    t.title,
    version,
    hours,
    (site) => site.content.hours,
  );
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  const errors = useMemo(
    () => ({ ...hoursErrors(form.errors, copy.site.hours.errors), ...checked }),
    [form.errors, checked, copy.site.hours.errors],
  );
  const save = () => {
    const found = localHoursErrors(draft as OfficeHours, copy.site.hours.errors);
    setChecked(found);
    if (Object.keys(found).length === 0) form.onSave();
  };
  const day = (name: WeekHours[number]['day']) => {
    const text = dayName(name, locale);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };

  const week = (schedule: Schedule, days: WeekHours) => (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
      {days.map((entry, index) => {
        const base = `${schedule}.${index}.spans`;
        const set = (change: (spans: WeekHours[number]['spans']) => void) =>
          edit((next) => {
            const target = next[schedule];
            if (target) change(target[index].spans);
          });
        return (
          <Fieldset
            key={entry.day}
            legend={day(entry.day)}
            variant="default"
            p="xs"
            miw={0}
            id={fieldId(`hours.${base}`)}
            aria-describedby={errorAt(errors, base) ? `${fieldId(`hours.${base}`)}-error` : undefined}
          >
            <Stack gap="xs">
              <Checkbox
                label={t.open}
                checked={entry.spans.length > 0}
                onChange={(event) => {
                  const open = event.currentTarget.checked;
                  set(
                    (spans) =>
                      void spans.splice(
                        0,
                        spans.length,
                        ...(open ? [{ opens: '08:00', closes: '18:00' }] : []),
                      ),
                  );
                }}
              />
              {entry.spans.map((span, spanIndex) => (
                <Group key={spanIndex} gap="sm" align="flex-end" wrap="wrap">
                  {(['opens', 'closes'] as const).map((end) => (
                    <TimeField
                      key={end}
                      id={fieldId(`hours.${base}.${spanIndex}.${end}`)}
                      w={{ base: '100%', xs: 200 }}
                      label={`${t[end]} (${t.span(day(entry.day), spanIndex)})`}
                      value={span[end]}
                      onChange={(value) => set((spans) => void (spans[spanIndex][end] = value))}
                      error={errorAt(errors, `${base}.${spanIndex}.${end}`)}
                    />
                  ))}
                  {spanIndex > 0 && (
                    <Button
                      variant="subtle"
                      color="red.8"
                      onClick={() => set((spans) => void spans.splice(spanIndex, 1))}
                    >
                      {t.removeSpan(day(entry.day), spanIndex)}
                    </Button>
                  )}
                </Group>
              ))}
              {errorAt(errors, base) && (
                <Text c="red.8" fz="sm" id={`${fieldId(`hours.${base}`)}-error`}>
                  {errorAt(errors, base)}
                </Text>
              )}
              {entry.spans.length > 0 && entry.spans.length < MAX_SPANS_PER_DAY && (
                <Group>
                  <Button
                    variant="outline"
                    size="xs"
                    onClick={() =>
                      set((spans) => {
                        const last = spans[spans.length - 1];
                        spans.push({
                          opens: last.closes === '24:00' ? '23:00' : last.closes,
                          closes: '24:00',
                        });
                      })
                    }
                  >
                    {t.addSpan(day(entry.day))}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );

  const full = draft as OfficeHours;
  return (
    <SectionForm {...form} errors={errors} onSave={save} intro={t.intro}>
      <LanguageGroup legend={t.office}>
        <Text c="gray.7" fz="sm">
          {t.officeHelp}
        </Text>
        {week('office', draft.office)}
      </LanguageGroup>
      <Checkbox
        label={t.sameForBoth}
        checked={draft.attention === null}
        onChange={(event) => {
          const same = event.currentTarget.checked;
          edit((next) => void (next.attention = same ? null : structuredClone(next.office)));
        }}
      />
      {draft.attention && (
        <LanguageGroup legend={t.attention}>{week('attention', draft.attention)}</LanguageGroup>
      )}
      <ClosedDays
        days={draft.closedDays}
        errors={errors}
        onChange={(days) => edit((next) => void (next.closedDays = days))}
      />
      <section aria-labelledby="site-hours-preview">
        <Title order={4} fz="md" id="site-hours-preview" mb="xs">
          {t.preview}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {LANGUAGES.map((language) => (
            <Stack key={language} gap={4} lang={language} data-hours-preview={language}>
              <Text fw={600} fz="sm">
                {copy.site.languages[language]}
              </Text>
              <Text fz="sm">
                {t.previewFooter}: {hoursLine(attentionHours(full), language)}
              </Text>
              <HoursTable rows={hoursTable(full.office, language)} caption={t.previewTable} fz="sm" />
            </Stack>
          ))}
        </SimpleGrid>
      </section>
    </SectionForm>
  );
}

/** The days closed besides public holidays: a day to add (typed as the panel writes days), and the list. */
function ClosedDays({
  days,
  errors,
  onChange,
}: {
  days: string[];
  errors: FieldErrors;
  onChange: (days: string[]) => void;
}) {
  const { copy, locale } = useStaffI18n();
  const t = copy.site.hours;
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  // The day at noon in Medellín: the same calendar day whatever the formatter's zone does with midnight.
  const shown = (day: string) => formatDay(`${day}T12:00:00-05:00`, locale);
  const add = () => {
    if (!typed) return setProblem(t.errors.day);
    if (days.includes(typed)) return setProblem(t.errors.repeatedDay);
    setProblem(undefined);
    setTyped(null);
    onChange([...days, typed].sort());
  };
  return (
    <Fieldset legend={t.closedDays} variant="unstyled" miw={0}>
      <Stack gap="xs">
        <Text c="gray.7" fz="sm">
          {t.closedDaysHelp}
        </Text>
        {days.length === 0 ? (
          <Text fz="sm">{t.noClosedDays}</Text>
        ) : (
          <List spacing={4} listStyleType="none" p={0}>
            {days.map((day) => (
              <List.Item key={day}>
                <Group gap="xs">
                  <Text fz="sm" component="span">
                    {shown(day)}
                  </Text>
                  <Button
                    variant="subtle"
                    color="red.8"
                    size="compact-sm"
                    onClick={() => onChange(days.filter((other) => other !== day))}
                  >
                    {t.removeClosedDay(shown(day))}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Group gap="sm" align="flex-end">
          <Box w={{ base: '100%', xs: 200 }}>
            <DayInput
              id={fieldId('hours.closedDays')}
              label={t.closedDay}
              value={typed}
              onChange={(day) => {
                setTyped(day);
                setProblem(undefined);
              }}
              locale={locale}
              format={copy.filters.dayFormat}
              invalidMessage={copy.filters.dayInvalid}
              error={problem ?? errorAt(errors, 'closedDays')}
            />
          </Box>
          <Button variant="outline" onClick={add} disabled={days.length >= MAX_CLOSED_DAYS}>
            {t.addClosedDay}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
