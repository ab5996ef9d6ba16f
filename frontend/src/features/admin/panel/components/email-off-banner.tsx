import { Alert, Collapse, Paper, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useId, useMediaQuery } from '@mantine/hooks';
import { useEmailStatus } from '../../shared/api/get-email-status';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';

/** Mantine's sm breakpoint: from there on the panel has room for the whole notice. */
const WIDE = '(min-width: 48em)';

/**
 * While no server sends email, the panel says which emails are not going out: staff then watch the panel
 * for new requests instead of waiting for an alert that never comes. It stays on every screen until email is
 * set up. On a wide screen it is a notice across the page ("page"); on a phone one line under the title
 * ("header") that opens to the same words, so the first request still starts on the first screen. The panel
 * renders both places; only the one that fits the screen shows.
 */
export function EmailOffBanner({ place }: { place: 'header' | 'page' }) {
  const status = useEmailStatus();
  const { locale, copy } = useStaffI18n();
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const [open, { toggle }] = useDisclosure(false);
  const textId = useId();
  if (!status.data || status.data.configured || wide !== (place === 'page')) return null;
  const t = copy.emailOff;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    status.data.unsent.map((email) => t.unsent[email]),
  );
  const text = <Text size="sm">{t.notSent(list)}</Text>;
  if (wide) {
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
        {text}
      </Alert>
    );
  }
  return (
    <Paper role="status" bg="yellow.1" radius="md" px="sm" py={6} mt={8} data-email-off="">
      <UnstyledButton
        onClick={toggle}
        aria-expanded={open}
        aria-controls={textId}
        fz="sm"
        fw={700}
        c="dark.9"
        w="100%"
      >
        {t.title} ·{' '}
        <Text span fz="sm" td="underline">
          {open ? t.hide : t.show}
        </Text>
      </UnstyledButton>
      <Collapse expanded={open} id={textId}>
        {text}
      </Collapse>
    </Paper>
  );
}
