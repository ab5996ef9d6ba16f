import { httpErrorMessage, httpFailureOf, httpStatusOf } from './http-error';

/** The error the typed client throws for a non-2xx answer (SPEC §8). */
const httpError = (status: number, body: string) => new Error(`${status}: ${body}`);

describe('httpErrorMessage (SPEC §8: "<status>: <text>")', () => {
  it('keeps a plain-text body after the status', () => {
    expect(httpErrorMessage(httpError(500, 'Internal boom'))).toBe('500: Internal boom');
    expect(httpErrorMessage(httpError(500, '  Internal boom\n'))).toBe('500: Internal boom');
  });

  it('keeps the status text the client puts in place of an empty body', () => {
    expect(httpErrorMessage(httpError(503, 'Service Unavailable'))).toBe('503: Service Unavailable');
  });

  it('gives the status text when the body is empty after all (HTTP/2 sends no status text)', () => {
    expect(httpErrorMessage(httpError(503, ''))).toBe('503: Service Unavailable');
    expect(httpErrorMessage(httpError(418, ''))).toBe('418: Request Error');
    expect(httpErrorMessage(httpError(599, ''))).toBe('599: Server Error');
  });

  it("takes the message of the API's JSON error, never the JSON", () => {
    const body = JSON.stringify({
      statusCode: 503,
      message: 'Database unavailable',
      error: 'Service Unavailable',
    });
    expect(httpErrorMessage(httpError(503, body))).toBe('503: Database unavailable');
  });

  it("joins a JSON error's list of messages", () => {
    const body = JSON.stringify({ statusCode: 400, message: ['limit too big', 'offset must be 0 or more'] });
    expect(httpErrorMessage(httpError(400, body))).toBe('400: limit too big. offset must be 0 or more');
  });

  it("falls back to the JSON error's name, then the status text, for JSON without a readable message", () => {
    expect(httpErrorMessage(httpError(502, '{"statusCode":502,"error":"Bad Gateway"}'))).toBe(
      '502: Bad Gateway',
    );
    for (const body of ['{"statusCode":500}', '{"message":{"nested":true}}', '[1,2]', '"text"', 'null']) {
      expect(httpErrorMessage(httpError(500, body))).toBe('500: Internal Server Error');
    }
    expect(httpErrorMessage(httpError(500, '{"message":"{\\"raw\\":\\"json\\"}"}'))).toBe(
      '500: Internal Server Error',
    );
  });

  it('replaces markup and walls of text with the status text', () => {
    expect(httpErrorMessage(httpError(502, '<html><body><h1>502 Bad Gateway</h1></body></html>'))).toBe(
      '502: Bad Gateway',
    );
    expect(httpErrorMessage(httpError(504, 'x'.repeat(1000)))).toBe('504: Gateway Timeout');
  });

  it('is null for anything that is no HTTP answer', () => {
    expect(httpErrorMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(httpErrorMessage(new Error('something 500: else'))).toBeNull();
    expect(httpErrorMessage('500: a string, not an Error')).toBeNull();
    expect(httpErrorMessage(null)).toBeNull();
  });
});

describe('httpFailureOf and httpStatusOf', () => {
  it('read the status, the body and the parsed JSON of a client error only', () => {
    expect(httpFailureOf(httpError(400, '{"a":1}'))).toEqual({
      status: 400,
      body: '{"a":1}',
      json: { a: 1 },
    });
    expect(httpFailureOf(httpError(500, 'boom'))).toEqual({ status: 500, body: 'boom', json: undefined });
    expect(httpStatusOf(httpError(401, 'Unauthorized'))).toBe(401);
    expect(httpStatusOf(new Error('nope'))).toBeNull();
    expect(httpStatusOf(undefined)).toBeNull();
  });
});
