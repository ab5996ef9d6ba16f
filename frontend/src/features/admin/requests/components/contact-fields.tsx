import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContactSubmission } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { caseTypeColor, caseTypeLabel } from '../utils/case-types';
import { mailtoHref, telHref, whatsappHref } from '../utils/contact-links';
import { SubmissionTime } from '../../shared/components/submission-time';
import classes from '../../shared/components/admin.module.css';

// The pieces a request is shown with, on its card and in its details alike.

/** One label/value pair of a `<dl className={classes.details}>`. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={classes.term}>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Mantine's green.9 gives the white "Procesado" only 4.3:1; this darker green gives 6.6:1 (WCAG AA). */
const PROCESSED_GREEN = '#1e6b30';

export function SubmissionBadges({ contact }: { contact: ContactSubmission }) {
  const { copy, locale } = useStaffI18n();
  return (
    <Group gap="xs">
      <Badge
        color={caseTypeColor(contact.tipo_caso)}
        tt="none"
        size="lg"
        radius="sm"
        title={caseTypeLabel(contact.tipo_caso, locale)}
        data-case-type={contact.tipo_caso}
        maw="100%"
      >
        {caseTypeLabel(contact.tipo_caso, locale)}
      </Badge>
      <Badge
        color={contact.processed ? PROCESSED_GREEN : 'yellow.4'}
        autoContrast
        tt="none"
        size="lg"
        radius="sm"
        data-status={contact.processed ? 'processed' : 'pending'}
      >
        {contact.processed ? copy.status.processed : copy.status.pending}
      </Badge>
    </Group>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <Anchor href={mailtoHref(email)} c="navy.8" fw={600}>
      {email}
    </Anchor>
  );
}

/** A call link and, for a number with WhatsApp (by the rule, or as staff marked it), a chat link. */
export function PhoneLinks({
  contact,
}: {
  contact: Pick<ContactSubmission, 'telefono' | 'nombre' | 'whatsapp'>;
}) {
  const whatsapp = whatsappHref(contact.telefono, contact.whatsapp);
  const { copy } = useStaffI18n();
  return (
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
          aria-label={copy.whatsappLink(contact.nombre)}
        >
          {copy.field.whatsapp}
        </Anchor>
      )}
    </Group>
  );
}

/** The visitor's message as written: line breaks kept, long words wrapped. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className={classes.message} lang="es">
      {text}
    </p>
  );
}

/**
 * The request as the visitor sent it: how to reach them, when, their consent and their message.
 * `phoneControl` goes under the phone's links (the details' WhatsApp switch).
 */
export function SubmissionFields({
  contact,
  phoneControl,
}: {
  contact: ContactSubmission;
  phoneControl?: ReactNode;
}) {
  const { copy } = useStaffI18n();
  return (
    <>
      <dl className={classes.details}>
        <Detail term={copy.field.email}>
          <EmailLink email={contact.email} />
        </Detail>
        <Detail term={copy.field.phone}>
          <PhoneLinks contact={contact} />
          {phoneControl}
        </Detail>
        <Detail term={copy.field.received}>
          <SubmissionTime iso={contact.createdAt} />
        </Detail>
        <Detail term={copy.field.consent}>{contact.consent ? copy.consentGiven : copy.consentMissing}</Detail>
      </dl>
      <div>
        <Text className={classes.term} mb={4}>
          {copy.field.message}
        </Text>
        <MessageText text={contact.mensaje} />
      </div>
    </>
  );
}
