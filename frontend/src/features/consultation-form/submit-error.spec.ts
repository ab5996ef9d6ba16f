import { consultationCopy } from './consultation-copy';
import { describeSubmitError } from './submit-error';

/** The error the typed client throws for a non-2xx answer (SPEC §8). */
function httpError(status: number, body: string): Error {
  return new Error(`${status}: ${body}`);
}

const noBraces = (text: string) => expect(text).not.toMatch(/[{}[\]<>]/);

describe('describeSubmitError', () => {
  it("shows the status and the server's message from the JSON error body", () => {
    const failure = describeSubmitError(
      httpError(500, '{"statusCode":500,"message":"Internal server error"}'),
      'es',
    );
    expect(failure).toEqual({ message: '500: Internal server error', fieldErrors: {} });
  });

  it('shows the status and a plain-text body, or the status text for an empty one (SPEC §8)', () => {
    expect(describeSubmitError(httpError(500, 'Internal boom'), 'es').message).toBe('500: Internal boom');
    expect(describeSubmitError(httpError(502, ''), 'en').message).toBe('502: Bad Gateway');
  });

  it('says a 503 in the page language: try again in a moment or write on the chat', () => {
    for (const language of ['es', 'en'] as const) {
      for (const body of [
        '',
        '{"statusCode":503,"message":"Service temporarily unavailable: try again shortly"}',
      ]) {
        expect(describeSubmitError(httpError(503, body), language)).toEqual({
          message: `503: ${consultationCopy[language].unavailable}`,
          fieldErrors: {},
        });
      }
    }
    expect(consultationCopy.es.unavailable).toMatch(/en un momento.*WhatsApp/);
    expect(consultationCopy.en.unavailable).toMatch(/in a moment.*WhatsApp/);
  });

  it('takes the field messages of a 400 for the fields and for the toast', () => {
    const body = JSON.stringify({
      statusCode: 400,
      message: 'Validation failed',
      errors: { email: 'Email válido es requerido', telefono: 'Teléfono es requerido', extra: 'ignored' },
    });
    const failure = describeSubmitError(httpError(400, body), 'en');
    expect(failure.fieldErrors).toEqual({
      email: 'Email válido es requerido',
      telefono: 'Teléfono es requerido',
    });
    expect(failure.message).toBe('400: Email válido es requerido. Teléfono es requerido.');
  });

  it('falls back to the message when a 400 names no field of the form', () => {
    const body = JSON.stringify({
      statusCode: 400,
      message: 'property spam should not exist',
      errors: { spam: 'x' },
    });
    expect(describeSubmitError(httpError(400, body), 'es')).toEqual({
      message: '400: property spam should not exist',
      fieldErrors: {},
    });
  });

  it("shows the server's message of a too-large body (413)", () => {
    const tooLarge = JSON.stringify({ statusCode: 413, message: 'Request body is too large' });
    expect(describeSubmitError(httpError(413, tooLarge), 'en').message).toBe(
      '413: Request body is too large',
    );
  });

  describe('a rate limit (429)', () => {
    /** The body the API answers over its limit, with the wait in seconds. */
    const tooMany = (retryAfter?: unknown) =>
      httpError(
        429,
        JSON.stringify({
          statusCode: 429,
          message: `Too many consultation requests from this address: try again in ${String(retryAfter)} seconds`,
          retryAfter,
        }),
      );
    const ES = (when: string) =>
      `429: Has enviado varias solicitudes en poco tiempo. Inténtalo de nuevo ${when} o escríbenos por WhatsApp.`;
    const EN = (when: string) =>
      `429: You have sent several requests in a short time. Please try again ${when} or message us on WhatsApp.`;

    it.each([
      [60, 'en 1 minuto', 'in 1 minute'],
      [61, 'en 2 minutos', 'in 2 minutes'],
      [120, 'en 2 minutos', 'in 2 minutes'],
      [299, 'en 5 minutos', 'in 5 minutes'],
      [59, 'en un minuto', 'in a minute'],
      [1, 'en un minuto', 'in a minute'],
      [0, 'en un minuto', 'in a minute'],
      [90 * 60, 'en 90 minutos', 'in 90 minutes'],
      [90 * 60 + 1, 'en 2 horas', 'in 2 hours'],
      [5 * 3600, 'en 5 horas', 'in 5 hours'],
      [86400, 'en 24 horas', 'in 24 hours'],
    ])('retryAfter %j → "%s" / "%s"', (seconds, es, en) => {
      expect(describeSubmitError(tooMany(seconds), 'es')).toEqual({ message: ES(es), fieldErrors: {} });
      expect(describeSubmitError(tooMany(seconds), 'en')).toEqual({ message: EN(en), fieldErrors: {} });
    });

    it.each([[undefined], [null], ['60'], [-5], [Number.NaN]])(
      'says "later" without a usable retryAfter (%j), never the server text',
      (retryAfter) => {
        expect(describeSubmitError(tooMany(retryAfter), 'es').message).toBe(ES('más tarde'));
        expect(describeSubmitError(tooMany(retryAfter), 'en').message).toBe(EN('later'));
      },
    );

    it('says "later" for a 429 whose body is not the API\'s JSON (a proxy page, the status text)', () => {
      for (const body of ['<html><body>429 Too Many Requests</body></html>', 'Too Many Requests', '']) {
        expect(describeSubmitError(httpError(429, body), 'es').message).toBe(ES('más tarde'));
        expect(describeSubmitError(httpError(429, body), 'en').message).toBe(EN('later'));
      }
    });
  });

  it("joins Nest's list of messages", () => {
    const body = JSON.stringify({ statusCode: 400, message: ['first problem', 'second problem'] });
    expect(describeSubmitError(httpError(400, body), 'en').message).toBe(
      '400: first problem. second problem',
    );
  });

  it.each(['es', 'en'] as const)('never shows markup or JSON without a message (%s)', (language) => {
    const generic = '502: Bad Gateway';
    const bodies = [
      '<html><body><h1>502 Bad Gateway</h1></body></html>',
      '{"statusCode":502}',
      '{"message":{"nested":true}}',
      '{"message":"{\\"raw\\":\\"json\\"}"}',
      '[1,2,3]',
      '"just a string"',
      'x'.repeat(1000),
      '',
    ];
    for (const body of bodies) {
      const { message, fieldErrors } = describeSubmitError(httpError(502, body), language);
      expect(message).toBe(generic);
      expect(fieldErrors).toEqual({});
      noBraces(message);
    }
  });

  it.each([
    ['es', 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.'],
    ['en', "We couldn't reach the server. Check your connection and try again."],
  ] as const)('describes a network failure in the page language (%s)', (language, text) => {
    expect(describeSubmitError(new TypeError('Failed to fetch'), language)).toEqual({
      message: text,
      fieldErrors: {},
    });
  });

  it('hides developer messages of anything else behind a readable sentence', () => {
    const failure = describeSubmitError(new SyntaxError('Unexpected token < in JSON at position 0'), 'es');
    expect(failure.message).toBe(consultationCopy.es.unexpectedError);
    expect(describeSubmitError('weird', 'en').message).toBe(consultationCopy.en.unexpectedError);
  });
});
