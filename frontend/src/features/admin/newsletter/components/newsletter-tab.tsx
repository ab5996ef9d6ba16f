import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { LoadFailed } from '../../shared/components/load-failed';
import { useState } from 'react';
import {
  type NewsletterLanguage,
  type Subscriber,
  type SubscriberFilters,
  type SubscriberStatus,
} from '../../../../lib/api/newsletter';
import classes from '../../shared/components/admin.module.css';
import { TabIntro } from '../../shared/components/admin-state';
import { ConfirmModal } from '../../shared/components/confirm-modal';
import { SubmissionTime } from '../../shared/components/submission-time';
import { PageNav } from '../../shared/components/page-nav';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { offsetFor, pageCount, rangeShown } from '../../shared/utils/pagination';
import own from './newsletter.module.css';
import { subscribersExportHref } from '../api/export-subscribers';
import { useSubscribers } from '../api/get-subscribers';
import { useUnsubscribe } from '../api/unsubscribe';

const STATUSES: SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];
const LANGUAGES: NewsletterLanguage[] = ['es', 'en'];
const STATUS_COLOR: Record<SubscriberStatus, string> = {
  pending: 'yellow.6',
  confirmed: 'teal.7',
  unsubscribed: 'gray.6',
};

/**
 * The confirmations and unsubscribes of an address that left at least once (a request cannot bring it back:
 * only the person, by confirming), oldest first.
 */
function SubscriberHistory({ history }: { history: Subscriber['history'] }) {
  const { copy } = useStaffI18n();
  const t = copy.newsletter;
  if (!history.some((event) => event.event === 'unsubscribed')) return null;
  return (
    <Text component="ol" size="sm" className={own.history} aria-label={t.history}>
      {history.map((event, index) => (
        <li key={index}>
          {t.events[event.event]} <SubmissionTime iso={event.at} />
        </li>
      ))}
    </Text>
  );
}

function SubscriberRow({ subscriber, onUnsubscribe }: { subscriber: Subscriber; onUnsubscribe: () => void }) {
  const { copy } = useStaffI18n();
  const t = copy.newsletter;
  return (
    <Table.Tr data-subscriber={subscriber.email}>
      <Table.Td data-label={t.columns.email} className={classes.wrap}>
        {subscriber.email}
      </Table.Td>
      <Table.Td data-label={t.columns.language}>{t.languages[subscriber.language]}</Table.Td>
      <Table.Td data-label={t.columns.status}>
        <Badge
          variant="dot"
          color={STATUS_COLOR[subscriber.status]}
          c="gray.9"
          tt="none"
          size="lg"
          radius="sm"
        >
          {t.statuses[subscriber.status]}
        </Badge>
        <SubscriberHistory history={subscriber.history} />
      </Table.Td>
      <Table.Td data-label={t.columns.requestedAt}>
        <SubmissionTime iso={subscriber.requestedAt} />
      </Table.Td>
      <Table.Td data-label={t.columns.confirmedAt}>
        {subscriber.confirmedAt ? <SubmissionTime iso={subscriber.confirmedAt} /> : copy.activity.none}
      </Table.Td>
      <Table.Td data-label={t.columns.actions}>
        {subscriber.status !== 'unsubscribed' && (
          <Button size="compact-sm" variant="outline" color="red.8" onClick={onUnsubscribe}>
            {t.unsubscribe}
            <VisuallyHidden> {subscriber.email}</VisuallyHidden>
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The Newsletter tab: subscribers from the blog's box, searched by address and filtered by status and
 * language, with their counts, a page at a time; the CSV of the filtered list; and "Unsubscribe", for
 * a person who asks by phone or letter.
 */
export default function NewsletterTab() {
  const i18n = useStaffI18n();
  const { copy, locale } = i18n;
  const t = copy.newsletter;
  const [filters, setFilters] = useState<SubscriberFilters>({});
  const [page, setPage] = useState(1);
  const [leaving, setLeaving] = useState<Subscriber | null>(null);
  const list = useSubscribers(filters, page);
  const unsubscribe = useUnsubscribe();

  const filter = (patch: SubscriberFilters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const confirmUnsubscribe = () => {
    if (!leaving) return;
    unsubscribe.mutate(leaving.id, {
      onSuccess: (row) => {
        setLeaving(null);
        showAdminToast(locale, {
          tone: 'default',
          title: t.unsubscribedTitle,
          message: t.unsubscribed(row.email),
        });
      },
      onError: (error) => {
        setLeaving(null);
        reportStaffFailure(error, i18n);
      },
    });
  };

  const toolbar = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t.search}
        value={filters.q ?? ''}
        onChange={(event) => filter({ q: event.currentTarget.value || undefined })}
        maxLength={254}
        w={{ base: '100%', sm: 260 }}
      />
      <NativeSelect
        label={t.status}
        value={filters.status ?? ''}
        onChange={(event) => filter({ status: (event.currentTarget.value || undefined) as SubscriberStatus })}
        data={[
          { value: '', label: t.any },
          ...STATUSES.map((value) => ({ value, label: t.statuses[value] })),
        ]}
      />
      <NativeSelect
        label={t.language}
        value={filters.language ?? ''}
        onChange={(event) =>
          filter({ language: (event.currentTarget.value || undefined) as NewsletterLanguage })
        }
        data={[
          { value: '', label: t.any },
          ...LANGUAGES.map((value) => ({ value, label: t.languages[value] })),
        ]}
      />
      {/* A plain link: the browser downloads the file with the session cookie. */}
      <Button component="a" href={subscribersExportHref(filters)} variant="outline" download>
        {t.export}
      </Button>
    </Group>
  );

  let content;
  if (list.error) {
    content = <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    content = <Text role="status">{t.loading}</Text>;
  } else {
    const { items, total, counts } = list.data;
    const pages = pageCount(total);
    const [from, to] = rangeShown(offsetFor(page), items.length);
    content = (
      <Stack gap="md">
        <Group gap="lg" component="dl" aria-label={t.counts} className={own.counts}>
          {STATUSES.map((status) => (
            <div key={status}>
              <Text component="dt" fz="sm" c="gray.7">
                {t.statuses[status]}
              </Text>
              <Text component="dd" fw={700} fz="lg" data-count={status}>
                {counts[status].toLocaleString(locale === 'es' ? 'es-CO' : 'en-US')}
              </Text>
            </div>
          ))}
        </Group>
        {total === 0 ? (
          <Text>{t.empty}</Text>
        ) : (
          <>
            <Text c="gray.7" fz="sm" aria-live="polite">
              {copy.showing(from, to, total)}
            </Text>
            <Table className={classes.log} verticalSpacing="sm" striped aria-busy={list.isPlaceholderData}>
              <Table.Thead>
                <Table.Tr>
                  {Object.values(t.columns).map((label) => (
                    <Table.Th key={label} scope="col">
                      {label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody className={list.isPlaceholderData ? classes.stale : undefined}>
                {items.map((subscriber) => (
                  <SubscriberRow
                    key={subscriber.id}
                    subscriber={subscriber}
                    onUnsubscribe={() => setLeaving(subscriber)}
                  />
                ))}
              </Table.Tbody>
            </Table>
            <PageNav label={t.pagination} pages={pages} page={page} onChange={setPage} />
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <TabIntro title={t.title}>{t.intro}</TabIntro>
      {toolbar}
      {content}
      <ConfirmModal
        opened={leaving !== null}
        title={t.unsubscribeTitle}
        confirmLabel={t.unsubscribe}
        pendingLabel={t.unsubscribing}
        pending={unsubscribe.isPending}
        onConfirm={confirmUnsubscribe}
        onCancel={() => setLeaving(null)}
      >
        {leaving ? t.unsubscribeBody(leaving.email) : ''}
      </ConfirmModal>
    </Stack>
  );
}
