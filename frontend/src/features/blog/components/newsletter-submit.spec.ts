import { newsletterCopy } from '../newsletter-copy';
import { checkSubscription, describeSubscribeError } from './newsletter-submit';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('the newsletter box before and after posting', () => {
  it('asks for a plain address and the ticked consent, in the server words', () => {
    expect(checkSubscription(form({ email: 'a@b' }), newsletterCopy.en)).toEqual({
      email: 'Ingresa un email válido',
      consent: 'Debes aceptar recibir el boletín para suscribirte',
    });
    expect(
      checkSubscription(form({ email: ' Lector@Example.com ', consent: 'on' }), newsletterCopy.es),
    ).toEqual({});
  });

  it('explains a lost connection, a rate limit and refused fields, never as a success', () => {
    expect(describeSubscribeError(new TypeError('Failed to fetch'), newsletterCopy.es).message).toBe(
      newsletterCopy.es.networkError,
    );
    expect(
      describeSubscribeError(new Error('429: {"statusCode":429,"retryAfter":120}'), newsletterCopy.en)
        .message,
    ).toBe(
      '429: We received several requests from your connection in a short time. Please try again in 2 minutes.',
    );
    const refused = describeSubscribeError(
      new Error(
        '400: {"statusCode":400,"message":"Validation failed","errors":{"email":"Ingresa un email válido"}}',
      ),
      newsletterCopy.en,
    );
    expect(refused).toEqual({
      message: '400: Ingresa un email válido.',
      fieldErrors: { email: 'Ingresa un email válido' },
    });
    expect(describeSubscribeError(new Error('boom'), newsletterCopy.es).message).toBe(
      newsletterCopy.es.unexpectedError,
    );
  });
});
