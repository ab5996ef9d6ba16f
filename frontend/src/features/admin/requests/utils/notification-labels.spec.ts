import type { NotificationState } from '../../../../lib/api/endpoints';
import { ADMIN_COPY } from '../../shared/i18n/admin-copy';
import { canRetry, cardNotificationLabels, notificationLabel, skipReason } from './notification-labels';

const EN = ADMIN_COPY.en;

function state(overrides: Partial<NotificationState>): NotificationState {
  return {
    kind: 'new',
    channel: 'email',
    status: 'pending',
    attempts: 0,
    lastError: null,
    sentAt: null,
    nextAttemptAt: null,
    noSender: false,
    ...overrides,
  };
}

// The API's reasons (lastError) for a notification skipped on purpose.
const ACKNOWLEDGED = 'this address had an acknowledgment in the last 24 hours';
const CLIENT_CAPPED = 'this client address reached its cap on emails to visitors';
const PROCESSED_FIRST = 'processed before the reminder went out';

describe('notification states in words', () => {
  it.each([
    [state({ status: 'sent', attempts: 1 }), 'Email sent', 'ok'],
    [state({ status: 'pending' }), 'Email pending', 'waiting'],
    [state({ status: 'pending', attempts: 2 }), 'Email pending · retry 2', 'waiting'],
    [state({ status: 'pending', noSender: true }), 'Email waiting: no running server can send it', 'failed'],
    [state({ status: 'sending', channel: 'webhook' }), 'Webhook sending', 'waiting'],
    [state({ status: 'failed', attempts: 9 }), 'Email failed', 'failed'],
    [state({ status: 'skipped', channel: 'webhook' }), 'Webhook off', 'off'],
    [state({ kind: 'ack', status: 'sent', attempts: 1 }), 'Acknowledgment sent', 'ok'],
    [state({ kind: 'ack' }), 'Acknowledgment pending', 'waiting'],
    [state({ kind: 'ack', attempts: 1 }), 'Acknowledgment pending · retry 1', 'waiting'],
    [state({ kind: 'ack', status: 'failed', attempts: 9 }), 'Acknowledgment failed', 'failed'],
    [
      state({ kind: 'ack', status: 'skipped', lastError: ACKNOWLEDGED }),
      'Acknowledgment not sent: already acknowledged today',
      'off',
    ],
    [
      state({ kind: 'ack', status: 'skipped', lastError: CLIENT_CAPPED }),
      'Acknowledgment not sent: too many emails to visitors from this client',
      'off',
    ],
    [state({ kind: 'ack', status: 'skipped' }), 'Acknowledgment off', 'off'],
    [state({ kind: 'overdue', status: 'sent', attempts: 1 }), 'Reminder sent', 'ok'],
    [state({ kind: 'overdue', channel: 'webhook', status: 'sent' }), 'Reminder webhook sent', 'ok'],
    [state({ kind: 'overdue', status: 'failed' }), 'Reminder failed', 'failed'],
    [state({ kind: 'overdue', status: 'skipped', lastError: PROCESSED_FIRST }), 'Reminder not sent', 'off'],
  ])('%j reads "%s"', (given, text, tone) => {
    expect(notificationLabel(given, EN)).toEqual({
      key: `${given.kind}-${given.channel}`,
      kind: given.kind,
      text,
      tone,
    });
  });

  it('tells a channel that is off from a notification held back on purpose', () => {
    expect(skipReason(state({ status: 'skipped' }))).toBe('off');
    expect(skipReason(state({ status: 'skipped', lastError: 'email is not configured' }))).toBe('off');
    expect(skipReason(state({ kind: 'ack', status: 'skipped', lastError: ACKNOWLEDGED }))).toBe(
      'acknowledgedToday',
    );
    expect(skipReason(state({ kind: 'ack', status: 'skipped', lastError: CLIENT_CAPPED }))).toBe(
      'clientCapped',
    );
    expect(skipReason(state({ kind: 'overdue', status: 'skipped', lastError: PROCESSED_FIRST }))).toBe(
      'other',
    );
  });

  it("shows the client's acknowledgment and the reminder apart from the staff notification", () => {
    expect(
      cardNotificationLabels(
        [
          state({ status: 'sent' }),
          state({ channel: 'webhook', status: 'failed' }),
          state({ kind: 'ack', status: 'sent' }),
          state({ kind: 'overdue', status: 'pending' }),
          state({ kind: 'overdue', channel: 'webhook', status: 'sent' }),
        ],
        EN,
      ).map((label) => label.text),
    ).toEqual([
      'Email sent',
      'Webhook failed',
      'Acknowledgment sent',
      'Reminder pending',
      'Reminder webhook sent',
    ]);
  });

  it('keeps an acknowledgment held back on the card, and needless or unconfigured ones off it', () => {
    expect(
      cardNotificationLabels(
        [
          state({ status: 'sent' }),
          state({ channel: 'webhook', status: 'skipped' }),
          state({ kind: 'ack', status: 'skipped', lastError: ACKNOWLEDGED }),
          state({ kind: 'overdue', status: 'skipped', lastError: PROCESSED_FIRST }),
          state({ kind: 'overdue', channel: 'webhook', status: 'skipped', lastError: null }),
        ],
        EN,
      ).map((label) => label.text),
    ).toEqual(['Email sent', 'Acknowledgment not sent: already acknowledged today']);
    expect(
      cardNotificationLabels([state({ kind: 'ack', status: 'skipped', lastError: CLIENT_CAPPED })], EN).map(
        (label) => label.text,
      ),
    ).toEqual(['Acknowledgment not sent: too many emails to visitors from this client']);
    expect(cardNotificationLabels([state({ kind: 'ack', status: 'skipped' })], EN)).toEqual([]);
  });

  it('reads in Spanish for staff who chose it', () => {
    expect(
      cardNotificationLabels(
        [
          state({ status: 'sent' }),
          state({ channel: 'webhook', status: 'pending', attempts: 2 }),
          state({ kind: 'ack', status: 'skipped', lastError: ACKNOWLEDGED }),
          state({ kind: 'overdue', status: 'failed' }),
        ],
        ADMIN_COPY.es,
      ).map((label) => label.text),
    ).toEqual([
      'Correo enviado',
      'Webhook pendiente · reintento 2',
      'Acuse de recibo no enviado: ya se envió un acuse hoy',
      'Recordatorio fallido',
    ]);
    expect(
      notificationLabel(state({ kind: 'ack', status: 'skipped', lastError: CLIENT_CAPPED }), ADMIN_COPY.es)
        .text,
    ).toBe('Acuse de recibo no enviado: demasiados correos a visitantes desde este cliente');
  });

  it('leaves channels that are off out of the card, keeping email before webhook', () => {
    expect(
      cardNotificationLabels(
        [state({ channel: 'email', status: 'sent' }), state({ channel: 'webhook', status: 'skipped' })],
        EN,
      ).map((label) => label.text),
    ).toEqual(['Email sent']);
    expect(
      cardNotificationLabels(
        [state({ status: 'failed' }), state({ channel: 'webhook', status: 'pending', attempts: 1 })],
        EN,
      ).map((label) => label.text),
    ).toEqual(['Email failed', 'Webhook pending · retry 1']);
    expect(cardNotificationLabels([], EN)).toEqual([]);
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
