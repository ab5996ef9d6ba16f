import { Button, Card, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pathFor } from '../app/route-table';
import { useI18n } from '../i18n/use-language';
import { notFoundHintKey } from './not-found-hint';

export function NotFoundPage() {
  const { language, t } = useI18n();

  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Card withBorder shadow="sm" padding="xl" radius="md">
        {/* The heading text is fixed by the spec in both languages. */}
        <Title order={1} fz={{ base: 26, sm: 32 }} c="navy.9" lang="en">
          404 Page Not Found
        </Title>
        <Text mt="sm" c="gray.7">
          {t(notFoundHintKey(import.meta.env.DEV))}
        </Text>
        <Button component={Link} to={pathFor('home', language)} mt="lg" w="fit-content">
          {t('notFound.home')}
        </Button>
      </Card>
    </Container>
  );
}
