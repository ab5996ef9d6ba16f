import { Button, Card, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pathFor } from '../app/route-table';
import { useI18n } from '../i18n/use-language';
import classes from './not-found-page.module.css';
import { notFoundHintKey } from './not-found-hint';

export function NotFoundPage() {
  const { language, t } = useI18n();

  return (
    <Container size="sm" className={classes.page}>
      <Card withBorder shadow="sm" padding="xl" radius="md">
        {/* The heading text is fixed by the spec in both languages. */}
        <Title order={1} className={classes.title} c="navy.9" lang="en">
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
