import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../shared/components/confirm-modal';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { describeApiError } from '../../shared/utils/api-error';
import { useFeed, useRenewFeed } from '../api/booking-feed';
import { BookingSection } from './booking-section';

/**
 * The bookings' private calendar feed (.ics): its address to copy into a calendar, how to subscribe, and
 * renewing it (after asking: the old address stops working), for when it reached someone it should not.
 */
export function CalendarFeed() {
  const i18n = useStaffI18n();
  const { copy, locale } = i18n;
  const t = copy.booking.feed;
  const feed = useFeed();
  const [asking, setAsking] = useState(false);
  const renew = useRenewFeed(() => {
    setAsking(false);
    showAdminToast(locale, { tone: 'default', title: t.title, message: t.renewed });
  });
  return (
    <BookingSection id="booking-feed" title={t.title} help={t.help}>
      {feed.isError ? (
        <Text role="alert">{describeApiError(feed.error, copy)}</Text>
      ) : (
        <Group gap="sm" align="flex-end">
          <TextInput
            id="booking-feed-url"
            label={t.label}
            readOnly
            value={feed.data ?? ''}
            placeholder={feed.isPending ? t.loading : undefined}
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: '1 1 18rem' }}
            miw={0}
          />
          <CopyButton value={feed.data ?? ''}>
            {({ copied, copy: copyUrl }) => (
              <Button variant="outline" onClick={copyUrl} disabled={!feed.data} aria-live="polite">
                {copied ? t.copied : t.copy}
              </Button>
            )}
          </CopyButton>
          <Button variant="subtle" color="red.8" onClick={() => setAsking(true)} disabled={!feed.data}>
            {t.renew}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={asking}
        title={t.renewTitle}
        confirmLabel={t.renewConfirm}
        pendingLabel={t.renewing}
        pending={renew.isPending}
        onConfirm={() => renew.mutate(undefined, { onError: (error) => reportStaffFailure(error, i18n) })}
        onCancel={() => setAsking(false)}
      >
        {t.renewBody}
      </ConfirmModal>
    </BookingSection>
  );
}
