import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { useDataAccess } from '../api/request-data-access';
import { accessDocument, personLanguage } from '../utils/access-document';
import { documentFileName, saveFile } from '../utils/download-file';
import { useErasure } from '../api/request-erasure';
import { TabIntro } from '../../shared/components/admin-state';
import { ConfirmModal } from '../../shared/components/confirm-modal';
import { PendingButton } from '../../shared/components/pending-button';

/** The form's own rule, loosely: the server decides; this only catches a slip before a round trip. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const normalise = (email: string) => email.trim().toLowerCase();

function ActionCard({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <Title order={3} fz="lg" mb={4}>
            {title}
          </Title>
          <Text c="gray.7" fz="sm">
            {help}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Access and deletion requests for one email address (Ley 1581 de 2012): one action each, and each leaves
 * an entry in the activity log.
 */
export function DataRequestsTab() {
  const { copy: adminCopy, locale } = useStaffI18n();
  const copy = adminCopy.dataRequests;
  const access = useDataAccess();
  const erasure = useErasure();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const target = normalise(email);
  // What is held is known when this very address was just downloaded; a deletion since makes it stale.
  const known = access.data?.email === target && !erasure.data ? access.data.held : null;

  /** Runs `then` with a valid address, or shows the message under the field and goes back to it. */
  function withValidEmail(then: () => void) {
    if (!EMAIL.test(target)) {
      setError(copy.emailInvalid);
      field.current?.focus();
      return;
    }
    setError(null);
    then();
  }

  return (
    <Stack gap="lg">
      <TabIntro title={copy.title}>{copy.intro}</TabIntro>
      <TextInput
        ref={field}
        type="email"
        label={copy.email}
        placeholder={copy.emailPlaceholder}
        autoComplete="off"
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          if (error) setError(null);
          access.reset();
          erasure.reset();
        }}
        error={error}
        maw={480}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ActionCard title={copy.accessTitle} help={copy.accessHelp}>
          <PendingButton
            variant="outline"
            onClick={() => withValidEmail(() => access.mutate(target))}
            pending={access.isPending}
            label={copy.download}
            pendingLabel={copy.downloading}
          />
        </ActionCard>
        <ActionCard title={copy.erasureTitle} help={copy.erasureHelp}>
          <Button
            variant="outline"
            color="red.7"
            onClick={() => withValidEmail(() => setConfirming(true))}
            disabled={erasure.isPending}
          >
            {copy.erase}
          </Button>
        </ActionCard>
      </SimpleGrid>
      <div aria-live="polite">
        {access.data && !erasure.data && (
          <Alert color="teal" variant="light" data-access-result={access.data.held.requests}>
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">
                {copy.downloaded(access.data.held.requests, access.data.held.subscription, access.data.email)}
              </Text>
              <Text fz="sm">{copy.documentHelp}</Text>
              <Button
                variant="outline"
                onClick={() => {
                  const { data, fileName } = access.data;
                  const html = accessDocument(data, personLanguage(data, locale));
                  saveFile(new Blob([html], { type: 'text/html' }), documentFileName(fileName));
                }}
              >
                {copy.document}
              </Button>
            </Stack>
          </Alert>
        )}
        {erasure.data && (
          <Alert color="teal" variant="light" data-erasure-result={erasure.data.deleted}>
            {copy.erased(erasure.data.deleted, erasure.data.subscriptionsDeleted > 0, erasure.data.email)}
          </Alert>
        )}
      </div>
      <ConfirmModal
        opened={confirming}
        title={copy.confirmTitle}
        confirmLabel={copy.confirm}
        pendingLabel={copy.erasing}
        pending={erasure.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => erasure.mutate(target, { onSettled: () => setConfirming(false) })}
      >
        {known === null
          ? copy.confirmUnknown(target)
          : copy.confirmCount(known.requests, known.subscription, target)}
      </ConfirmModal>
    </Stack>
  );
}
