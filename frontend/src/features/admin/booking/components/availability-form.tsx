import { Fieldset, Stack, Text } from '@mantine/core';
import { ClosedDaysEditor } from '../../shared/components/closed-days-editor';
import { SectionForm } from '../../shared/components/section-form';
import { WeekEditor } from '../../shared/components/week-editor';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import type { AvailabilityAnswer } from '../api/get-availability';
import { useAvailabilityForm } from '../hooks/use-availability-form';
import { KindsEditor } from './kinds-editor';
import { RulesFields } from './rules-fields';
import { StaleNotice } from './stale-notice';
import { VacationsEditor } from './vacations-editor';

/**
 * The availability, saved in one go: the bookable hours of each weekday, the closed days and vacations,
 * the scheduling rules and the kinds of meeting. When the server names fields it refused, the first of them
 * gets the focus (its message beside it); a save refused because someone saved meanwhile keeps the form.
 */
export function AvailabilityForm({ loaded }: { loaded: AvailabilityAnswer }) {
  const { copy } = useStaffI18n();
  const t = copy.booking;
  const form = useAvailabilityForm(loaded);
  const { draft, edit, errors } = form;
  return (
    <SectionForm
      id="booking-availability"
      title={t.formTitle}
      errors={errors}
      pending={form.pending}
      onSave={form.onSave}
    >
      <Fieldset legend={t.week} variant="filled" p={{ base: 'xs', sm: 'md' }} miw={0}>
        <Stack gap="sm">
          <Text c="gray.7" fz="sm">
            {t.weekHelp}
          </Text>
          <WeekEditor
            section="booking"
            path="week"
            week={draft.week}
            words={t}
            errors={errors}
            onEdit={(change) => edit((next) => change(next.week))}
          />
        </Stack>
      </Fieldset>
      <ClosedDaysEditor
        section="booking"
        days={draft.closedDays}
        words={{ ...t, errors: copy.site.hours.errors }}
        errors={errors}
        onChange={(days) => edit((next) => void (next.closedDays = days))}
      />
      <VacationsEditor
        vacations={draft.vacations}
        errors={errors}
        onChange={(vacations) => edit((next) => void (next.vacations = vacations))}
      />
      <RulesFields
        rules={draft}
        errors={errors}
        onChange={(change) => edit((next) => void Object.assign(next, change))}
      />
      <KindsEditor
        kinds={draft.kinds}
        errors={errors}
        onEdit={(change) => edit((next) => change(next.kinds))}
      />
      <StaleNotice
        stale={form.stale}
        reloaded={form.reloaded}
        onReload={form.reload}
        onDiscard={form.discard}
      />
    </SectionForm>
  );
}
