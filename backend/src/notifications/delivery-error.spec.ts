import { DeliveryError, describeDeliveryError } from './delivery-error';
import { retryDelayMs } from '../common/outbox-claims';

/** An Error with the extra fields nodemailer, net and fetch put on theirs. */
function failure(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), fields);
}

describe('describeDeliveryError', () => {
  it.each<[string, unknown, string]>([
    [
      'a refused connection',
      failure('connect ECONNREFUSED 127.0.0.1:25', { code: 'ESOCKET', errno: -111 }),
      'ECONNREFUSED',
    ],
    [
      'an SMTP reply, addresses blanked out',
      failure('Mail command failed', {
        code: 'EENVELOPE',
        responseCode: 451,
        response: '451 4.3.0 <maria@example.com> try later\r\nsecond line',
      }),
      'SMTP 451 4.3.0 <address> try later',
    ],
    [
      'an SMTP code without its reply',
      failure('Invalid login', { code: 'EAUTH', responseCode: 535 }),
      'SMTP 535',
    ],
    ['nodemailer’s timeout', failure('Greeting never received', { code: 'ETIMEDOUT' }), 'timeout'],
    [
      'fetch’s timeout',
      Object.assign(new Error('The operation was aborted'), { name: 'TimeoutError' }),
      'timeout',
    ],
    [
      'fetch failing on its socket',
      new TypeError('fetch failed', {
        cause: failure('connect ECONNREFUSED', { code: 'ECONNREFUSED', errno: -111 }),
      }),
      'ECONNREFUSED',
    ],
    ['fetch’s timeout signal', new DOMException('The operation timed out', 'TimeoutError'), 'timeout'],
    ['an HTTP status', new DeliveryError('HTTP 503'), 'HTTP 503'],
    [
      'another coded error',
      failure('Bad\nthings for ana@example.com', { code: 'EPROTOCOL' }),
      'EPROTOCOL: Bad',
    ],
    ['something that is not an error', 'oops', 'unknown error'],
  ])('%s', (_case, error, expected) => {
    expect(describeDeliveryError(error)).toBe(expected);
  });

  it('never says more than the column holds', () => {
    expect(describeDeliveryError(new DeliveryError('x'.repeat(900)))).toHaveLength(500);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 5 seconds after each failed attempt, up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(retryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000, 60_000,
    ]);
  });
});
