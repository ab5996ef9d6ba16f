import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicBooking } from '@abogados/shared';
import { pathFor } from '../../app/route-table';
import { LinkButton } from '../../components/link-button';
import type { Language } from '../../i18n/language';
import { bookingCopy } from './booking-copy';
import { BookingDetails } from './booking-parts';
import { manageHref, managePath } from './booking-paths';

/** A booking just made or moved: what, when and where, the emailed invitation, and its private links. */
export function BookingConfirmation({
  language,
  booking,
  token,
  moved = false,
}: {
  language: Language;
  booking: PublicBooking;
  token: string;
  moved?: boolean;
}) {
  const copy = bookingCopy[language];
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      <Stack gap="md">
        <Title order={2} c="navy.9" tabIndex={-1} id="cita-confirmada">
          {moved ? copy.movedTitle : copy.confirmedTitle}
        </Title>
        <Text>{copy.confirmedIntro}</Text>
        <BookingDetails language={language} booking={booking} />
        <Text>{copy.invitation}</Text>
        <Text>{copy.manageIntro}</Text>
        <Group gap="sm">
          <LinkButton to={managePath(language, token)} reloadDocument tone="navy">
            {copy.manageLink}
          </LinkButton>
          <LinkButton to={manageHref(language, token, 'cancel')} reloadDocument tone="neutral">
            {copy.cancelLink}
          </LinkButton>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A page for a private link that no longer works (410) or never did (404), with the way to book again. */
export function LinkProblem({ language, gone }: { language: Language; gone: boolean }) {
  const copy = bookingCopy[language];
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      <Stack gap="md" align="flex-start">
        <Title order={2} c="navy.9">
          {gone ? copy.goneTitle : copy.unknownTitle}
        </Title>
        <Text>{gone ? copy.goneIntro : copy.unknownIntro}</Text>
        <LinkButton to={pathFor('booking', language)} reloadDocument tone="teal" size="md">
          {copy.bookAgain}
        </LinkButton>
      </Stack>
    </Paper>
  );
}
