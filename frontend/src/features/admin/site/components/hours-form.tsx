import { Checkbox, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { attentionHours, hoursLine, hoursTable, type OfficeHours, type WeekHours } from '@abogados/shared';
import { HoursTable } from '../../../../components/hours-table';
import type { EditableSiteContent } from '../../../../lib/api/endpoints';
import { ClosedDaysEditor } from '../../shared/components/closed-days-editor';
import { WeekEditor } from '../../shared/components/week-editor';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import type { FieldErrors } from '../../shared/utils/form-fields';
import { useSectionForm } from '../hooks/use-section-form';
import { hoursErrors, localHoursErrors } from '../utils/hours-errors';
import { SectionForm } from '../../shared/components/section-form';
import { LanguageGroup } from './site-form';

type Hours = EditableSiteContent['hours'];
type Schedule = 'office' | 'attention';
const LANGUAGES = ['es', 'en'] as const;

/**
 * The office hours, edited once: per weekday closed or open (with a second opening after a break if
 * needed), the footer's own hours or the same, and the days closed besides public holidays. What the site
 * will show is previewed in both languages, written from these hours as the pages write it.
 */
export function HoursForm({ hours, version }: { hours: Hours; version: number }) {
  const { copy } = useStaffI18n();
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
  const week = (schedule: Schedule, days: WeekHours) => (
    <WeekEditor
      section="hours"
      path={schedule}
      week={days}
      words={t}
      errors={errors}
      onEdit={(change) =>
        edit((next) => {
          const target = next[schedule];
          if (target) change(target);
        })
      }
    />
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
      <ClosedDaysEditor
        section="hours"
        days={draft.closedDays}
        words={t}
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
