import { useStaffI18n } from '../i18n/use-staff-i18n';
import { formatSubmissionDate } from '../utils/format-date';

/** SPEC §9's long date in the staff member's language, in Medellín's time zone, with the exact instant for machines. */
export function SubmissionTime({ iso }: { iso: string }) {
  const { locale } = useStaffI18n();
  return (
    <time dateTime={iso} lang={locale}>
      {formatSubmissionDate(iso, locale)}
    </time>
  );
}
