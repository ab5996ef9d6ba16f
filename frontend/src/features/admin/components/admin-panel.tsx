import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminCopy, LOGOUT_PATH } from '../admin-copy';
import { describeApiError, httpStatusOf } from '../api-error';
import { useAdminSession } from '../hooks/use-admin-session';
import { useContactStats, useContactsPage } from '../hooks/use-contacts';
import { useUnauthorizedRedirect } from '../hooks/use-unauthorized-redirect';
import { pageCount, parsePage } from '../pagination';
import { AdminStats } from './admin-stats';
import { AdminStatus, EmptyContacts, RetryButton, StatusText } from './admin-state';
import { ContactList } from './contact-list';

function logout() {
  // The server ends the session and answers with a redirect, so this is a full page load.
  window.location.assign(LOGOUT_PATH);
}

/** The staff panel: the states of SPEC §4, evaluated in the spec's order. */
export function AdminPanel() {
  const session = useAdminSession();
  const authenticated = Boolean(session.data);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const contacts = useContactsPage(page, authenticated);
  const stats = useContactStats(authenticated);

  useUnauthorizedRedirect(session.isSuccess && session.data === null);

  const goToPage = useCallback(
    (next: number, replace = false) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace },
      ),
    [setSearchParams],
  );

  // A page past the end (an old link, or rows processed away) moves to the last page that exists.
  const total = contacts.data?.total;
  useEffect(() => {
    if (total !== undefined && total > 0 && page > pageCount(total)) goToPage(pageCount(total), true);
  }, [total, page, goToPage]);

  // A 401 while polling means the session ended elsewhere: check it again, which leads to the log-in page.
  const listError = contacts.error ?? stats.error;
  const { refetch: recheckSession } = session;
  useEffect(() => {
    if (httpStatusOf(listError) === 401) void recheckSession();
  }, [listError, recheckSession]);

  const retry = () => {
    if (session.isError) void session.refetch();
    if (contacts.isError) void contacts.refetch();
    if (stats.isError) void stats.refetch();
  };

  if (session.isPending) {
    return (
      <AdminStatus loading>
        <StatusText>{adminCopy.checkingAuth}</StatusText>
      </AdminStatus>
    );
  }
  // SPEC §4: nothing is rendered while the toast shows and the redirect waits.
  if (session.data === null) return null;
  // The session check itself failed (server down): say so rather than send staff to a log-in that fails too.
  const error = session.error ?? listError;
  if (error) {
    return (
      <AdminStatus title={adminCopy.loadErrorTitle}>
        <StatusText>{describeApiError(error)}</StatusText>
        <RetryButton label={adminCopy.retry} onRetry={retry} />
      </AdminStatus>
    );
  }
  if (!contacts.data || !stats.data || (contacts.data.items.length === 0 && contacts.data.total > 0)) {
    return (
      <AdminStatus loading>
        <StatusText>{adminCopy.loading}</StatusText>
      </AdminStatus>
    );
  }

  return (
    <Box lang="en">
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <Stack gap="xl">
          <Group justify="space-between" align="flex-start" gap="md">
            <div>
              <Title order={1} fz={{ base: 28, sm: 36 }}>
                {adminCopy.title}
              </Title>
              <Text c="gray.7">{adminCopy.subtitle}</Text>
            </div>
            <Button variant="outline" onClick={logout}>
              {adminCopy.logout}
            </Button>
          </Group>
          <section aria-label={adminCopy.stats.label}>
            <AdminStats stats={stats.data} />
          </section>
          {contacts.data.total === 0 ? (
            <EmptyContacts title={adminCopy.emptyTitle} message={adminCopy.emptyMessage} />
          ) : (
            <ContactList
              data={contacts.data}
              page={page}
              stale={contacts.isPlaceholderData}
              onPageChange={(next) => goToPage(next)}
            />
          )}
        </Stack>
      </Container>
    </Box>
  );
}
