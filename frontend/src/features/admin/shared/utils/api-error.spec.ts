import { ADMIN_COPY } from '../i18n/admin-copy';
import { describeApiError, describeMarkFailure, fieldLabel, httpStatusOf } from './api-error';

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

describe("the server's refusals in the panel's language", () => {
  const { es, en } = ADMIN_COPY;
  const refused = (status: number, body: object) => httpError(status, JSON.stringify(body));
  const validation = refused(400, {
    statusCode: 400,
    message: 'Validation failed',
    errors: { 'cover.alt': 'cover.alt must not be empty', title: 'title must be at most 200 characters' },
    issues: [
      { path: 'cover.alt', code: 'minLength', args: [1] },
      { path: 'title', code: 'maxChars', args: [200] },
    ],
  });

  it('names each field as the form labels it and says the rule in words', () => {
    expect(describeApiError(validation, es)).toBe(
      '400: Describa la imagen (texto alternativo): no puede quedar vacío; Título: admite como máximo 200 caracteres',
    );
    expect(describeApiError(validation, en)).toBe(
      '400: Describe the image (alt text): cannot be empty; Title: must be at most 200 characters',
    );
  });

  it('reads nested and listed paths by the part the forms label, and an unknown one as "a field"', () => {
    expect(fieldLabel('firm.address.street', en)).toBe('Street address');
    expect(fieldLabel('skills.2', es)).toBe(es.site.attorney.skills);
    expect(fieldLabel('profile.es.title', en)).toBe(en.site.attorney.profileTitle);
    expect(fieldLabel('office.0.spans.1.closes', es)).toBe(es.site.hours.closes);
    expect(fieldLabel('closedDays.3', es)).toBe(es.site.hours.closedDays);
    expect(fieldLabel('photoFocus.x', es)).toBe(es.site.photos.title);
    expect(fieldLabel('whatever.constructor', en)).toBe('A field');
  });

  it("words a known refusal's code, and says an unknown rule is not valid", () => {
    const tooLarge = refused(413, {
      statusCode: 413,
      message: 'file: the image is larger than 5 MB',
      code: 'upload.tooLarge',
    });
    expect(describeApiError(tooLarge, es)).toBe(
      '413: La imagen pesa más del límite indicado junto al campo. Elija una más liviana.',
    );
    const emailOff = refused(409, {
      statusCode: 409,
      message: 'Email is not configured',
      code: 'newsletter.emailOff',
    });
    expect(describeApiError(emailOff, es)).toBe(
      '409: El correo no está configurado en el servidor, así que no se puede enviar nada.',
    );
    expect(describeApiError(emailOff, en)).toBe(
      '409: Email is not set up on the server, so nothing can be sent.',
    );
    const odd = refused(400, {
      statusCode: 400,
      message: 'Validation failed',
      errors: { slug: 'x' },
      issues: [{ path: 'slug', code: 'isSomethingNew' }],
    });
    expect(describeApiError(odd, es)).toBe(`400: ${es.blog.fields.slug}: no es válido`);
  });

  it('never shows the English of a refusal without a code in Spanish; the English panel shows it', () => {
    const uncoded = refused(409, { statusCode: 409, message: 'Subscriber 4 is already unsubscribed' });
    expect(describeApiError(uncoded, es)).toBe(
      '409: No se pudo hacer: algo cambió mientras tanto o lo impide.',
    );
    expect(describeApiError(uncoded, en)).toBe('409: Subscriber 4 is already unsubscribed');
    expect(describeApiError(httpError(418, 'teapot'), es)).toBe('418: No se pudo completar la solicitud.');
  });
});
