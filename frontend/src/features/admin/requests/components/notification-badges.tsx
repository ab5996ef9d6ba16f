import { Badge, Group } from '@mantine/core';
import type { NotificationState } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { cardNotificationLabels, TONE_COLORS } from '../utils/notification-labels';

/** A card's line of notification states and its note count: "● Email sent  ● Acknowledgment sent  2 notes". */
export function NotificationBadges({
  notifications,
  noteCount,
}: {
  notifications: readonly NotificationState[];
  noteCount: number;
}) {
  const { copy } = useStaffI18n();
  return (
    <Group gap={6} wrap="wrap">
      {cardNotificationLabels(notifications, copy).map((label) => (
        <Badge
          key={label.key}
          variant="dot"
          color={TONE_COLORS[label.tone]}
          tt="none"
          size="lg"
          fw={600}
          radius="sm"
          c="gray.9"
          // A long state ("Acknowledgment not sent: already acknowledged today") wraps on a phone rather than
          // being cut short.
          maw="100%"
          h="auto"
          py={4}
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          data-notification={label.tone}
          data-kind={label.kind}
        >
          {label.text}
        </Badge>
      ))}
      <Badge
        variant="outline"
        color="gray.7"
        tt="none"
        size="lg"
        fw={600}
        radius="sm"
        data-note-count={noteCount}
      >
        {copy.noteCount(noteCount)}
      </Badge>
    </Group>
  );
}
