import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ConsentRecord, ContactId, NotificationState } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { useRetryNotifications } from '../api/retry-notifications';
import { canRetry, notificationLabel, skipReason, TONE_COLORS } from '../utils/notification-labels';
import classes from '../../shared/components/admin.module.css';
import { SubmissionTime } from '../../shared/components/submission-time';
import { Detail } from './contact-fields';
import { PendingButton } from '../../shared/components/pending-button';

/** A titled part of the details drawer; the title is what screen-reader users jump between. */
export function DetailSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={3} id={id} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Ley 1581 de 2012 evidence: when, which policy version, which sentence, in which language. */
export function ConsentProof({ record }: { record: ConsentRecord | null }) {
  const copy = useStaffI18n().copy.detail;
  if (!record) {
    return (
      <DetailSection title={copy.consentTitle} id="detalle-consentimiento">
        <Text fw={600} data-consent-record="none">
          {copy.notRecorded}
        </Text>
        <Text c="gray.7" fz="sm">
          {copy.notRecordedHint}
        </Text>
      </DetailSection>
    );
  }
  return (
    <DetailSection title={copy.consentTitle} id="detalle-consentimiento">
      <dl className={classes.details} data-consent-record="recorded">
        <Detail term={copy.consentAt}>
          <SubmissionTime iso={record.at} />
        </Detail>
        <Detail term={copy.policyVersion}>{record.privacyPolicyVersion}</Detail>
        <Detail term={copy.language}>{copy.languages[record.language]}</Detail>
      </dl>
      <div>
        <Text className={classes.term} mb={4}>
          {copy.consentText}
        </Text>
        <blockquote className={classes.quote} lang={record.language} data-consent-text>
          {record.text}
        </blockquote>
      </div>
    </DetailSection>
  );
}

function NotificationRow({ state }: { state: NotificationState }) {
  const { copy } = useStaffI18n();
  const words = copy.notification;
  const label = notificationLabel(state, copy);
  const off = state.status === 'skipped' && skipReason(state) === 'off';
  return (
    <li
      className={classes.notification}
      data-kind={state.kind}
      data-channel={state.channel}
      data-notification-status={state.status}
    >
      <Badge variant="dot" color={TONE_COLORS[label.tone]} c="gray.9" tt="none" size="lg" radius="sm">
        {label.text}
      </Badge>
      <Text c="gray.7" fz="sm">
        {words.kindHint[state.kind]}
      </Text>
      {off ? (
        <Text c="gray.7" fz="sm">
          {words.offLong}
        </Text>
      ) : (
        <dl className={classes.details}>
          <Detail term={words.attempts}>{state.attempts}</Detail>
          {state.sentAt && (
            <Detail term={words.sentAt}>
              <SubmissionTime iso={state.sentAt} />
            </Detail>
          )}
          {state.nextAttemptAt && (
            <Detail term={words.nextAttempt}>
              <SubmissionTime iso={state.nextAttemptAt} />
            </Detail>
          )}
          {state.lastError && <Detail term={words.lastError}>{state.lastError}</Detail>}
        </dl>
      )}
    </li>
  );
}

/**
 * Whether staff were told about the request, whether the client got the acknowledgment and whether staff were
 * reminded once it was overdue, channel by channel, and why not when one failed or was held back.
 */
export function NotificationStates({
  contactId,
  states,
}: {
  contactId: ContactId;
  states: readonly NotificationState[];
}) {
  const retry = useRetryNotifications(contactId);
  const words = useStaffI18n().copy.notification;
  return (
    <DetailSection title={words.label} id="detalle-notificaciones">
      <ul className={classes.plainList}>
        {states.map((state) => (
          <NotificationRow key={`${state.kind}-${state.channel}`} state={state} />
        ))}
      </ul>
      {canRetry(states) && (
        <Group>
          <PendingButton
            variant="outline"
            onClick={() => retry.mutate()}
            pending={retry.isPending}
            label={words.retryNow}
            pendingLabel={words.retryingNow}
          />
        </Group>
      )}
    </DetailSection>
  );
}
