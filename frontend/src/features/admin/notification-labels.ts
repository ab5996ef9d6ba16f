// How a request's staff notifications read on its card: "Email sent", "Email pending · retry 2",
// "Webhook failed". A channel this server does not use ('skipped') stays off the card.
import type { NotificationState } from '../../lib/api/endpoints';
import { adminCopy } from './admin-copy';

const words = adminCopy.notification;

export type NotificationTone = 'ok' | 'waiting' | 'failed' | 'off';

export interface NotificationLabel {
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

function stateWords({ status, attempts }: NotificationState): [string, NotificationTone] {
  switch (status) {
    case 'sent':
      return [words.sent, 'ok'];
    case 'sending':
      return [words.sending, 'waiting'];
    case 'failed':
      return [words.failed, 'failed'];
    case 'skipped':
      return [words.off, 'off'];
    default:
      // attempts counts the tries already made: after one failure the next try is retry 1.
      return [attempts > 0 ? `${words.pending} · ${words.retry(attempts)}` : words.pending, 'waiting'];
  }
}

export function notificationLabel(state: NotificationState): NotificationLabel {
  const [status, tone] = stateWords(state);
  return { text: `${words.channel[state.channel]} ${status}`, tone };
}

/** The card's badges: every channel in use, email first; a channel that is off says nothing there. */
export function cardNotificationLabels(states: readonly NotificationState[]): NotificationLabel[] {
  return states.filter((state) => state.status !== 'skipped').map(notificationLabel);
}

/** Worth sending again by hand: given up on, or waiting out a delay after a failed attempt. */
export function canRetry(states: readonly NotificationState[]): boolean {
  return states.some(
    (state) => state.status === 'failed' || (state.status === 'pending' && state.attempts > 0),
  );
}
