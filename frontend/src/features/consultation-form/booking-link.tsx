import { Anchor, Text } from '@mantine/core';
import { pathFor } from '../../app/route-table';
import { translate } from '../../i18n/dictionary';
import type { Language } from '../../i18n/language';

/**
 * "¿Prefieres elegir una hora? Agenda tu consulta": the consultation form's offer of the booking page, which
 * the server renders with the free times (a plain link, never the client's router).
 */
export function BookingLink({ language }: { language: Language }) {
  return (
    <Text>
      {translate(language, 'booking.pickTime')}{' '}
      <Anchor href={pathFor('booking', language)} fw={700} c="navy.8">
        {translate(language, 'booking.cta')}
      </Anchor>
    </Text>
  );
}
