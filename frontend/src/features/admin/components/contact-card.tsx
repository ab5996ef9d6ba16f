import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContactSubmission } from '../../../lib/api/endpoints';
import { adminCopy } from '../admin-copy';
import { caseTypeColor, caseTypeLabel } from '../case-types';
import { mailtoHref, telHref, whatsappHref } from '../contact-links';
import { formatSubmissionDate } from '../format-date';
import { useMarkProcessed } from '../hooks/use-mark-processed';
import classes from './admin.module.css';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={classes.term}>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One consultation request as staff read it, with one-tap ways to answer it. */
export function ContactCard({ contact }: { contact: ContactSubmission }) {
  const mark = useMarkProcessed();
  const whatsapp = whatsappHref(contact.telefono);
  const headingId = `contacto-${contact.id}`;
  const status = contact.processed ? adminCopy.status.processed : adminCopy.status.pending;

  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      data-contact-id={contact.id}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} id={headingId} fz={{ base: 'lg', sm: 'xl' }} className={classes.name}>
            {contact.nombre}
          </Title>
          <Group gap="xs" lang="es">
            <Badge
              color={caseTypeColor(contact.tipo_caso)}
              tt="none"
              size="lg"
              radius="sm"
              title={caseTypeLabel(contact.tipo_caso)}
              data-case-type={contact.tipo_caso}
              maw="100%"
            >
              {caseTypeLabel(contact.tipo_caso)}
            </Badge>
            <Badge
              color={contact.processed ? 'green.9' : 'yellow.4'}
              autoContrast
              tt="none"
              size="lg"
              radius="sm"
              data-status={contact.processed ? 'processed' : 'pending'}
            >
              {status}
            </Badge>
          </Group>
        </Group>

        <dl className={classes.details}>
          <Detail term={adminCopy.field.email}>
            <Anchor href={mailtoHref(contact.email)} c="navy.8" fw={600}>
              {contact.email}
            </Anchor>
          </Detail>
          <Detail term={adminCopy.field.phone}>
            <Group gap="sm" wrap="wrap" style={{ rowGap: 2 }}>
              <Anchor href={telHref(contact.telefono)} c="navy.8" fw={600}>
                {contact.telefono}
              </Anchor>
              {whatsapp && (
                <Anchor
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  c="teal.9"
                  fw={600}
                  aria-label={adminCopy.whatsappLink(contact.nombre)}
                >
                  {adminCopy.field.whatsapp}
                </Anchor>
              )}
            </Group>
          </Detail>
          <Detail term={adminCopy.field.received}>
            <time dateTime={contact.createdAt} lang="es">
              {formatSubmissionDate(contact.createdAt)}
            </time>
          </Detail>
          <Detail term={adminCopy.field.consent}>
            {contact.consent ? adminCopy.consentGiven : adminCopy.consentMissing}
          </Detail>
        </dl>

        <div>
          <Text className={classes.term} mb={4}>
            {adminCopy.field.message}
          </Text>
          <p className={classes.message} lang="es">
            {contact.mensaje}
          </p>
        </div>

        {!contact.processed && (
          <Group justify="flex-end">
            <Button
              onClick={() => mark.mutate(contact.id)}
              // Every card has this button: the name tells screen-reader users whose request it is.
              aria-describedby={headingId}
              disabled={mark.isPending}
              leftSection={mark.isPending ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
            >
              {mark.isPending ? adminCopy.processing : adminCopy.markProcessed}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
