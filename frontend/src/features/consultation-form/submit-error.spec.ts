import { consultationCopy } from './consultation-copy';
import { describeSubmitError } from './submit-error';

/** The error the typed client throws for a non-2xx answer (SPEC §8). */
function httpError(status: number, body: string): Error {
  return new Error(`${status}: ${body}`);
}

const noBraces = (text: string) => expect(text).not.toMatch(/[{}[\]<>]/);

describe('describeSubmitError', () => {
  it("shows the server's message from the JSON error body", () => {
    const failure = describeSubmitError(
      httpError(500, '{"statusCode":500,"message":"Internal server error"}'),
      'es',
    );
    expect(failure).toEqual({ message: 'Internal server error', fieldErrors: {} });
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
    expect(failure.message).toBe('Email válido es requerido. Teléfono es requerido.');
  });

  it('falls back to the message when a 400 names no field of the form', () => {
    const body = JSON.stringify({
      statusCode: 400,
      message: 'property spam should not exist',
      errors: { spam: 'x' },
    });
    expect(describeSubmitError(httpError(400, body), 'es')).toEqual({
      message: 'property spam should not exist',
      fieldErrors: {},
    });
  });

  it('shows the message of a rate limit (429) and of a too-large body (413)', () => {
    const tooMany = JSON.stringify({ statusCode: 429, message: 'Demasiadas solicitudes, intenta más tarde' });
    expect(describeSubmitError(httpError(429, tooMany), 'es').message).toBe(
      'Demasiadas solicitudes, intenta más tarde',
    );
    const tooLarge = JSON.stringify({ statusCode: 413, message: 'Request body is too large' });
    expect(describeSubmitError(httpError(413, tooLarge), 'en').message).toBe('Request body is too large');
  });

  it("joins Nest's list of messages", () => {
    const body = JSON.stringify({ statusCode: 400, message: ['first problem', 'second problem'] });
    expect(describeSubmitError(httpError(400, body), 'en').message).toBe('first problem. second problem');
  });

  it('shows a plain-text body, such as the status text the client uses for an empty body', () => {
    expect(describeSubmitError(httpError(502, 'Bad Gateway'), 'en').message).toBe('Bad Gateway');
  });

  it.each(['es', 'en'] as const)('never shows markup or JSON without a message (%s)', (language) => {
    const generic = consultationCopy[language].httpError(502);
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
