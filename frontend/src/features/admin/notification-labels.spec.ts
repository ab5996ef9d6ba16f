import type { NotificationState } from '../../lib/api/endpoints';
import { canRetry, cardNotificationLabels, notificationLabel } from './notification-labels';

function state(overrides: Partial<NotificationState>): NotificationState {
  return {
    kind: 'new',
    channel: 'email',
    status: 'pending',
    attempts: 0,
    lastError: null,
    sentAt: null,
    nextAttemptAt: null,
    ...overrides,
  };
}

describe('notification states in words', () => {
  it.each([
    [state({ status: 'sent', attempts: 1 }), 'Email sent', 'ok'],
    [state({ status: 'pending' }), 'Email pending', 'waiting'],
    [state({ status: 'pending', attempts: 2 }), 'Email pending · retry 2', 'waiting'],
    [state({ status: 'sending', channel: 'webhook' }), 'Webhook sending', 'waiting'],
    [state({ status: 'failed', attempts: 9 }), 'Email failed', 'failed'],
    [state({ status: 'skipped', channel: 'webhook' }), 'Webhook off', 'off'],
  ])('%j reads "%s"', (given, text, tone) => {
    expect(notificationLabel(given)).toEqual({ text, tone });
  });

  it('leaves channels that are off out of the card, keeping email before webhook', () => {
    expect(
      cardNotificationLabels([
        state({ channel: 'email', status: 'sent' }),
        state({ channel: 'webhook', status: 'skipped' }),
      ]).map((label) => label.text),
    ).toEqual(['Email sent']);
    expect(
      cardNotificationLabels([
        state({ status: 'failed' }),
        state({ channel: 'webhook', status: 'pending', attempts: 1 }),
      ]).map((label) => label.text),
    ).toEqual(['Email failed', 'Webhook pending · retry 1']);
    expect(cardNotificationLabels([])).toEqual([]);
  });
});

describe('sending notifications again', () => {
  it('is offered for a failed notification or one waiting after a failed attempt', () => {
    expect(canRetry([state({ status: 'sent' }), state({ channel: 'webhook', status: 'failed' })])).toBe(true);
    expect(canRetry([state({ status: 'pending', attempts: 1 })])).toBe(true);
  });

  it('is not offered when everything is sent, on its first try, being sent or off', () => {
    expect(
      canRetry([
        state({ status: 'sent' }),
        state({ status: 'pending', attempts: 0 }),
        state({ status: 'sending', attempts: 2 }),
        state({ channel: 'webhook', status: 'skipped' }),
      ]),
    ).toBe(false);
  });
});
