import { Fieldset, NativeSelect, SimpleGrid } from '@mantine/core';
import { BOOKING_LIMITS, type BookingAvailability } from '@abogados/shared';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { errorAt, fieldId, type FieldErrors } from '../../shared/utils/form-fields';
import { NumberField, READABLE } from './number-field';

type Rules = Pick<
  BookingAvailability,
  'bufferMinutes' | 'noticeMinutes' | 'horizonDays' | 'dailyCap' | 'stepMinutes'
>;

const MINUTES_AN_HOUR = 60;

/**
 * The rules every slot follows: the free time after a meeting, the notice (typed in hours, kept in
 * minutes), how far ahead, the daily cap and the start step. Two columns from tablet width, one on a phone.
 */
export function RulesFields({
  rules,
  errors,
  onChange,
}: {
  rules: Rules;
  errors: FieldErrors;
  onChange: (change: Partial<Rules>) => void;
}) {
  const { copy } = useStaffI18n();
  const t = copy.booking;
  return (
    <Fieldset legend={t.rules} variant="unstyled" miw={0}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField
          path="bufferMinutes"
          label={t.buffer}
          description={t.upTo(BOOKING_LIMITS.maxBufferMinutes)}
          value={rules.bufferMinutes}
          min={0}
          max={BOOKING_LIMITS.maxBufferMinutes}
          errors={errors}
          onChange={(bufferMinutes) => onChange({ bufferMinutes })}
        />
        <NumberField
          path="noticeMinutes"
          label={t.notice}
          description={`${t.noticeHelp} ${t.upTo(BOOKING_LIMITS.maxNoticeMinutes / MINUTES_AN_HOUR)}`}
          value={Math.round(rules.noticeMinutes / MINUTES_AN_HOUR)}
          min={0}
          max={BOOKING_LIMITS.maxNoticeMinutes / MINUTES_AN_HOUR}
          errors={errors}
          onChange={(hours) => onChange({ noticeMinutes: hours * MINUTES_AN_HOUR })}
        />
        <NumberField
          path="horizonDays"
          label={t.horizon}
          description={`${t.horizonHelp} ${t.upTo(BOOKING_LIMITS.maxHorizonDays)}`}
          value={rules.horizonDays}
          min={0}
          max={BOOKING_LIMITS.maxHorizonDays}
          errors={errors}
          onChange={(horizonDays) => onChange({ horizonDays })}
        />
        <NumberField
          path="dailyCap"
          label={t.dailyCap}
          description={`${t.dailyCapHelp} ${t.upTo(BOOKING_LIMITS.maxDailyCap)}`}
          value={rules.dailyCap}
          min={0}
          max={BOOKING_LIMITS.maxDailyCap}
          errors={errors}
          onChange={(dailyCap) => onChange({ dailyCap })}
        />
        <NativeSelect
          id={fieldId('booking.stepMinutes')}
          label={t.step}
          description={t.stepHelp}
          value={String(rules.stepMinutes)}
          data={BOOKING_LIMITS.stepMinutes.map((minutes) => ({
            value: String(minutes),
            label: t.stepOption(minutes),
          }))}
          onChange={(event) => onChange({ stepMinutes: Number(event.currentTarget.value) })}
          error={errorAt(errors, 'stepMinutes')}
          styles={READABLE}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
