import { Alert, Text } from '@mantine/core';
import { useEmailStatus } from '../../shared/api/get-email-status';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';

/**
 * While no server sends email, the panel says which emails are not going out: staff then watch the panel
 * for new requests instead of waiting for an alert that never comes. A status in two lines, not an alarm:
 * it stays on every screen until email is set up, and on a phone the requests still start on the first one.
 */
export function EmailOffBanner() {
  const status = useEmailStatus();
  const { locale, copy } = useStaffI18n();
  if (!status.data || status.data.configured) return null;
  const t = copy.emailOff;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    status.data.unsent.map((email) => t.unsent[email]),
  );
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      title={t.title}
      p="sm"
      // Mantine's yellow title on its light yellow is 2.7:1; the panel's dark text is well over 4.5:1.
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
      data-email-off=""
    >
      <Text size="sm">{t.notSent(list)}</Text>
    </Alert>
  );
}
