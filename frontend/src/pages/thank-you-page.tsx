import { Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { pathFor } from '../app/route-table';
import { ChatButton } from '../components/chat-button';
import { BookingLink } from '../features/consultation-form/booking-link';
import { LinkButton } from '../components/link-button';
import { useI18n } from '../i18n/use-language';
import type { Language } from '../i18n/language';
import classes from './not-found-page.module.css';

const copy: Record<Language, { title: string; next: string; meanwhile: string; home: string }> = {
  es: {
    title: '¡Gracias! Recibimos tu solicitud',
    next: 'Te contactaremos en menos de 60 minutos al teléfono o al correo que nos diste.',
    meanwhile: '¿Prefieres no esperar? Escríbenos ahora por chat.',
    home: 'Volver al inicio',
  },
  en: {
    title: 'Thank you! We received your request',
    next: "We'll contact you within 60 minutes at the phone number or email address you gave us.",
    meanwhile: 'Rather not wait? Write to us on the chat now.',
    home: 'Back to the home page',
  },
};

/** Where the consultation form lands when it was sent without JavaScript (POST /api/contact/form). */
export function ThankYouPage() {
  const { language, t } = useI18n();
  const text = copy[language];
  return (
    <Container size="sm" className={classes.page}>
      <Card withBorder shadow="sm" padding="xl" radius="md">
        <Stack gap="md">
          <Title order={1} className={classes.title} c="navy.9">
            {text.title}
          </Title>
          <Text>{text.next}</Text>
          <Text>{text.meanwhile}</Text>
          <BookingLink language={language} />
          <Group gap="sm">
            <ChatButton trackLabel="thank_you">{t('chat.label')}</ChatButton>
            <LinkButton to={pathFor('home', language)} tone="neutral">
              {text.home}
            </LinkButton>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
