// How a request's notifications read on its card: the staff notification per channel ("Email sent",
// "Webhook pending · retry 2"), the client's acknowledgment ("Acknowledgment sent", "Acknowledgment not sent:
// already acknowledged today", "… too many emails to visitors from this client") and the overdue reminder ("Reminder sent"). A channel this server does not use
// ('skipped' with no reason, or "not configured") stays off the card; the details list every state.
import type { NotificationState } from '../../../../lib/api/endpoints';
import type { AdminCopy } from '../../shared/i18n/admin-copy';

type Words = AdminCopy['notification'];

export type NotificationTone = 'ok' | 'waiting' | 'failed' | 'off';

export interface NotificationLabel {
  /** Unique per request: one state per kind and channel. */
  key: string;
  kind: NotificationState['kind'];
  text: string;
  tone: NotificationTone;
}

/** The badge's dot colour per tone; the text itself stays dark, so every state reads at full contrast. */
export const TONE_COLORS: Record<NotificationTone, string> = {
  ok: 'green.8',
  waiting: 'yellow.6',
  failed: 'red.7',
  off: 'gray.5',
};

/** The API's reasons for an acknowledgment held back (notification-dispatcher's reasonToSkip). */
const ACKNOWLEDGED_RECENTLY = /acknowledgment in the last 24 hours/i;
const CLIENT_CAPPED = /cap on emails to visitors/i;

export type SkipReason = 'off' | 'acknowledgedToday' | 'clientCapped' | 'other';

/**
 * Why a skipped notification was not sent: the channel is off on this server, the mailbox was acknowledged
 * within the day, the client that sent the request had used up its emails to visitors, or another reason (a
 * reminder for a request processed before it went out).
 */
export function skipReason({ kind, lastError }: NotificationState): SkipReason {
  if (lastError === null || /not configured/i.test(lastError)) return 'off';
  if (kind === 'ack' && ACKNOWLEDGED_RECENTLY.test(lastError)) return 'acknowledgedToday';
  if (kind === 'ack' && CLIENT_CAPPED.test(lastError)) return 'clientCapped';
  return 'other';
}

/** The skipped notifications staff need to see on the card: acknowledgments a prospect did not get. */
const SHOWN_WHEN_SKIPPED = new Set<SkipReason>(['acknowledgedToday', 'clientCapped']);

function stateWords(state: NotificationState, words: Words): [string, NotificationTone] {
  const { status, attempts } = state;
  switch (status) {
    case 'sent':
      return [words.sent, 'ok'];
    case 'sending':
      return [words.sending, 'waiting'];
    case 'failed':
      return [words.failed, 'failed'];
    case 'skipped': {
      const reason = skipReason(state);
      const text = {
        off: words.off,
        acknowledgedToday: words.acknowledgedToday,
        clientCapped: words.clientCapped,
      };
      return [reason === 'other' ? words.notSent : text[reason], 'off'];
    }
    default:
      // Pending, and no server that is running can send it: staff must know it will not arrive by itself.
      if (state.noSender) return [words.noSender, 'failed'];
      // attempts counts the tries already made: after one failure the next try is retry 1.
      return [attempts > 0 ? `${words.pending} · ${words.retry(attempts)}` : words.pending, 'waiting'];
  }
}

export function notificationLabel(state: NotificationState, copy: AdminCopy): NotificationLabel {
  const words = copy.notification;
  const [status, tone] = stateWords(state, words);
  return {
    key: `${state.kind}-${state.channel}`,
    kind: state.kind,
    text: `${words.subject[state.kind][state.channel]} ${status}`,
    tone,
  };
}

/**
 * The card's badges, in the API's order (staff notification, acknowledgment, reminder; email first). A
 * skipped one shows only when staff need to know it: an acknowledgment held back because the mailbox had one
 * today or the client had used up its emails to visitors. A channel that is off, or a reminder made needless by processing the request, says nothing there.
 */
export function cardNotificationLabels(
  states: readonly NotificationState[],
  copy: AdminCopy,
): NotificationLabel[] {
  return states
    .filter((state) => state.status !== 'skipped' || SHOWN_WHEN_SKIPPED.has(skipReason(state)))
    .map((state) => notificationLabel(state, copy));
}

/** Worth sending again by hand: given up on, or waiting out a delay after a failed attempt. */
export function canRetry(states: readonly NotificationState[]): boolean {
  return states.some(
    (state) => state.status === 'failed' || (state.status === 'pending' && state.attempts > 0),
  );
}
