import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useStaffI18n } from '../i18n/use-staff-i18n';

/** The whole-panel states of SPEC §4 that replace the list: checking, loading, error. */
export function AdminStatus({
  loading,
  title,
  children,
}: {
  loading?: boolean;
  title?: string;
  children?: ReactNode;
}) {
  const { locale } = useStaffI18n();
  return (
    <Center mih="50vh" px="md" py={64} lang={locale}>
      <Stack align="center" gap="md" maw={560} ta="center" role={loading ? 'status' : undefined}>
        {loading && <Loader color="navy.7" aria-hidden />}
        {title && (
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Center>
  );
}

/** SPEC §4 empty state (and the filters' own), shown inside the panel under the counters. */
export function EmptyContacts({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 48 }} ta="center">
      <Stack gap="xs" align="center">
        <Title order={2} fz="xl">
          {title}
        </Title>
        <Text c="gray.7">{message}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

export function RetryButton({ onRetry, label }: { onRetry: () => void; label: string }) {
  return (
    <Button variant="outline" onClick={onRetry}>
      {label}
    </Button>
  );
}

export function StatusText({ children }: { children: ReactNode }) {
  return (
    <Text c="gray.7" fz="lg" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

/** A tab's heading and what it is for. */
export function TabIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={2} fz={{ base: 22, sm: 26 }} mb="xs">
        {title}
      </Title>
      <Text maw={760}>{children}</Text>
    </div>
  );
}
