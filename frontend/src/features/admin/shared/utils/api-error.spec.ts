import { ADMIN_COPY } from '../i18n/admin-copy';
import { describeApiError, describeMarkFailure, httpStatusOf } from './api-error';

const adminCopy = ADMIN_COPY.en;

/** The error the typed client throws for a non-2xx answer (SPEC §8). */
const httpError = (status: number, body: string) => new Error(`${status}: ${body}`);

describe('describeMarkFailure (SPEC §8)', () => {
  it('reads a 401 as an expired session', () => {
    expect(
      describeMarkFailure(httpError(401, '{"statusCode":401,"message":"Unauthorized"}'), adminCopy),
    ).toEqual({
      kind: 'session-expired',
    });
    expect(describeMarkFailure(httpError(401, 'Unauthorized'), adminCopy)).toEqual({
      kind: 'session-expired',
    });
  });

  it("shows the server's message for any other failure, never the raw JSON", () => {
    const failure = describeMarkFailure(
      httpError(404, '{"statusCode":404,"message":"Contact submission 999 not found"}'),
      adminCopy,
    );
    expect(failure).toEqual({ kind: 'error', message: '404: Contact submission 999 not found' });
  });

  it('does not take a message that merely mentions 401 for an expired session', () => {
    expect(describeMarkFailure(httpError(500, 'upstream said 401 Unauthorized'), adminCopy)).toEqual({
      kind: 'error',
      message: '500: upstream said 401 Unauthorized',
    });
  });
});

describe('describeApiError', () => {
  it("joins Nest's list of messages", () => {
    expect(
      describeApiError(
        httpError(400, '{"statusCode":400,"message":["limit too big","offset must be 0 or more"]}'),
        adminCopy,
      ),
    ).toBe('400: limit too big. offset must be 0 or more');
  });

  it('keeps a plain-text body, such as the status text for an empty one, after the status', () => {
    expect(describeApiError(httpError(500, 'Internal boom'), adminCopy)).toBe('500: Internal boom');
    expect(describeApiError(httpError(502, 'Bad Gateway'), adminCopy)).toBe('502: Bad Gateway');
  });

  it('replaces markup, bare JSON and walls of text with the status text', () => {
    for (const body of [
      '<html><h1>502</h1></html>',
      '{"statusCode":502}',
      '{"message":{"nested":true}}',
      '[1,2]',
      'x'.repeat(1000),
      '',
    ]) {
      expect(describeApiError(httpError(502, body), adminCopy)).toBe('502: Bad Gateway');
    }
  });

  it('explains a network failure and hides developer messages', () => {
    expect(describeApiError(new TypeError('Failed to fetch'), adminCopy)).toBe(adminCopy.networkError);
    expect(describeApiError(new SyntaxError('Unexpected token <'), adminCopy)).toBe(
      adminCopy.unexpectedError,
    );
    expect(describeApiError('weird', adminCopy)).toBe(adminCopy.unexpectedError);
  });

  it('reads the status of a client error only', () => {
    expect(httpStatusOf(httpError(401, 'x'))).toBe(401);
    expect(httpStatusOf(new Error('nope'))).toBeNull();
    expect(httpStatusOf(null)).toBeNull();
  });
});
