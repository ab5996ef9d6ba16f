import './admin-styles';
import { Box, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { LOGOUT_PATH } from '../../shared/i18n/admin-copy';
import { describeApiError, httpStatusOf } from '../../shared/utils/api-error';
import { useAdminSession } from '../api/get-session';
import { useAdminUrl } from '../hooks/use-admin-url';
import { useReturnAfterLogin } from '../../shared/hooks/return-after-login';
import { useUnauthorizedRedirect } from '../hooks/use-unauthorized-redirect';
import { usePanelTitle } from '../hooks/use-panel-title';
import { chooseStaffLocale } from '../../shared/i18n/staff-locale';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { pageCount } from '../../shared/utils/pagination';
import { parseTab } from '../../shared/utils/panel-url';
import { AdminStatus, RetryButton, StatusText } from '../../shared/components/admin-state';
import { LeaveGuard } from '../../shared/components/leave-guard';
import { EmailOffBanner } from './email-off-banner';
import { LanguageSwitch } from './language-switch';
import { SecondFactorSection } from '../../account';
import { ActivityTab } from '../../activity';
import { BlogTab } from '../../blog';
import { BookingTab } from '../../booking';
import { DataRequestsTab } from '../../data-requests';
import { NewsletterTab } from '../../newsletter';
import { ContactDetailDrawer, RequestStats, RequestsTab, useRequestStats, useRequests } from '../../requests';
import { SiteTab } from '../../site';

function logout() {
  // The server ends the session and answers with a redirect, so this is a full page load.
  window.location.assign(LOGOUT_PATH);
}

/** A tab whose code comes when it is first opened, saying so meanwhile. */
function LazyTab({ loading, children }: { loading: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <AdminStatus loading>
          <StatusText>{loading}</StatusText>
        </AdminStatus>
      }
    >
      {children}
    </Suspense>
  );
}

/** The staff panel: the states of SPEC §4, evaluated in the spec's order, then its tabs. */
export function AdminPanel() {
  const session = useAdminSession();
  const authenticated = Boolean(session.data);
  const { locale, copy: adminCopy } = useStaffI18n();
  usePanelTitle(adminCopy.title);

  // The staff member's saved language, once the session says it, before the panel is painted in another.
  const savedLocale = session.data?.locale ?? null;
  useLayoutEffect(() => {
    if (savedLocale) chooseStaffLocale(savedLocale);
  }, [savedLocale]);
  const url = useAdminUrl();
  const { page, filters, sort, goToPage } = url;
  const contacts = useRequests(page, filters, sort, authenticated);
  const stats = useRequestStats(authenticated);

  useUnauthorizedRedirect(session.isSuccess && session.data === null);
  useReturnAfterLogin(authenticated);

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
        <StatusText>{describeApiError(error, adminCopy)}</StatusText>
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
    <Box lang={locale}>
      {/* While a request's details are open, the panel behind them is out of reach (as a modal's backdrop). */}
      <Container inert={url.contactId !== null} size="lg" py={{ base: 'lg', sm: 40 }}>
        <Stack gap="xl">
          <Group justify="space-between" align="flex-start" gap="md">
            <div>
              <Title order={1} fz={{ base: 28, sm: 36 }}>
                {adminCopy.title}
              </Title>
              {/* On a phone the first request matters more than the subtitle. */}
              <Text c="gray.7" visibleFrom="sm">
                {adminCopy.subtitle}
              </Text>
              <EmailOffBanner place="header" />
            </div>
            <Group gap="sm" wrap="wrap">
              <LanguageSwitch />
              <Button variant="outline" onClick={logout}>
                {adminCopy.logout}
              </Button>
            </Group>
          </Group>
          <EmailOffBanner place="page" />
          <section aria-label={adminCopy.stats.label}>
            <RequestStats stats={stats.data} />
          </section>
          <Tabs value={url.tab} onChange={(value) => url.setTab(parseTab(value))} keepMounted={false}>
            <Tabs.List aria-label={adminCopy.tabs.label} mb="lg">
              <Tabs.Tab value="requests">{adminCopy.tabs.requests}</Tabs.Tab>
              <Tabs.Tab value="booking">{adminCopy.tabs.booking}</Tabs.Tab>
              <Tabs.Tab value="data-requests">{adminCopy.tabs.dataRequests}</Tabs.Tab>
              <Tabs.Tab value="activity">{adminCopy.tabs.activity}</Tabs.Tab>
              <Tabs.Tab value="site">{adminCopy.tabs.site}</Tabs.Tab>
              <Tabs.Tab value="blog">{adminCopy.tabs.blog}</Tabs.Tab>
              <Tabs.Tab value="newsletter">{adminCopy.tabs.newsletter}</Tabs.Tab>
              <Tabs.Tab value="account">{adminCopy.tabs.account}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="requests">
              <RequestsTab
                data={contacts.data}
                grandTotal={stats.data.total}
                page={page}
                stale={contacts.isPlaceholderData}
                filters={filters}
                sort={sort}
                onSortChange={url.setSort}
                onFiltersChange={url.setFilters}
                onClearFilters={url.clearFilters}
                onPageChange={(next) => goToPage(next)}
                detailsSearch={url.contactSearch}
              />
            </Tabs.Panel>
            <Tabs.Panel value="booking">
              <BookingTab />
            </Tabs.Panel>
            <Tabs.Panel value="data-requests">
              <DataRequestsTab />
            </Tabs.Panel>
            <Tabs.Panel value="activity">
              <ActivityTab />
            </Tabs.Panel>
            <Tabs.Panel value="site">
              <SiteTab />
            </Tabs.Panel>
            <Tabs.Panel value="blog">
              <LazyTab loading={adminCopy.blog.loading}>
                <BlogTab open={url.post} onOpen={url.openPost} />
              </LazyTab>
            </Tabs.Panel>
            <Tabs.Panel value="account">
              <SecondFactorSection />
            </Tabs.Panel>
            <Tabs.Panel value="newsletter">
              <LazyTab loading={adminCopy.newsletter.loading}>
                <NewsletterTab />
              </LazyTab>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
      <ContactDetailDrawer contactId={url.contactId} onClose={url.closeContact} />
      <LeaveGuard />
    </Box>
  );
}
