import { ADMIN_COPY } from '../i18n/admin-copy';
import {
  beforeLaunchTarget,
  errorAt,
  fieldErrorsOf,
  fieldId,
  linesOf,
  listOf,
  uploadRefusal,
} from './form-fields';

describe('the Site tab fields', () => {
  it('names each field after its path in the content', () => {
    expect(fieldId('firm.phone')).toBe('site-firm-phone');
    expect(fieldId('firm.social[1].url')).toBe('site-firm-social-1-url');
    expect(fieldId('attorney.profile.es.education.degree')).toBe('site-attorney-profile-es-education-degree');
  });

  it('sends a before-launch fact to its field, or to the first field of a group', () => {
    expect(beforeLaunchTarget('firm.whatsapp')).toBe('site-firm-whatsapp');
    expect(beforeLaunchTarget('firm.social[5].url')).toBe('site-firm-social-5-url');
    expect(beforeLaunchTarget('firm.address')).toBe('site-firm-address-street');
    expect(beforeLaunchTarget('attorney.profile.en')).toBe('site-attorney-profile-en-title');
    expect(beforeLaunchTarget('attorney.photo')).toBe('site-attorney-photo');
  });

  it("reads a 400 answer's field errors and nothing else", () => {
    const body = {
      statusCode: 400,
      message: 'Validation failed',
      errors: { phone: 'bad', 'social.1.url': 'no' },
    };
    expect(fieldErrorsOf(new Error(`400: ${JSON.stringify(body)}`))).toEqual({
      phone: 'bad',
      'social.1.url': 'no',
    });
    expect(fieldErrorsOf(new Error('409: {"statusCode":409,"message":"changed"}'))).toEqual({});
    expect(fieldErrorsOf(new Error('400: Bad Request'))).toEqual({});
    expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toEqual({});
  });

  it("finds a field's message, and a list's with its items'", () => {
    const errors = { phone: 'bad phone', 'profile.es.skills': 'too many', 'profile.es.skills.2': 'too long' };
    expect(errorAt(errors, 'phone')).toBe('bad phone');
    expect(errorAt(errors, 'whatsapp')).toBeUndefined();
    expect(errorAt(errors, 'profile.es.skills')).toBe('too many');
    expect(errorAt(errors, 'profile.es.skills', { list: true })).toBe('too many too long');
    expect(errorAt(errors, 'profile.es', { list: true })).toBeUndefined();
  });

  it('edits a list one item per line, leaving out empty lines', () => {
    expect(listOf(linesOf(['Uno', 'Dos']))).toEqual(['Uno', 'Dos']);
    expect(listOf('  Uno \n\n Dos\n')).toEqual(['Uno', 'Dos']);
    expect(listOf('')).toEqual([]);
  });

  it("shows the server's words for a refused file, and leaves every other failure to the toast", () => {
    const refused = (status: number, message: string) =>
      new Error(`${status}: ${JSON.stringify({ statusCode: status, message })}`);
    expect(uploadRefusal(refused(413, 'file: the image is larger than 20 MB'))).toBe(
      'file: the image is larger than 20 MB',
    );
    expect(uploadRefusal(refused(415, 'file: only JPEG, PNG or WebP images are accepted'))).toBe(
      'file: only JPEG, PNG or WebP images are accepted',
    );
    expect(uploadRefusal(refused(422, 'file: the image must be at least 200×200 pixels'))).toBe(
      'file: the image must be at least 200×200 pixels',
    );
    expect(uploadRefusal(new Error('400: Bad Request'))).toBe('Bad Request');
    for (const status of [401, 403, 404, 409, 500, 503])
      expect(uploadRefusal(refused(status, 'no'))).toBeNull();
    expect(uploadRefusal(new TypeError('Failed to fetch'))).toBeNull();
  });

  it("words a coded field error and a coded file refusal in the panel's language", () => {
    const body = {
      statusCode: 400,
      message: 'Validation failed',
      errors: { 'cover.alt': 'cover.alt must not be empty', slug: 'slug is odd', tags: 'too many' },
      issues: [
        { path: 'cover.alt', code: 'minLength', args: [1] },
        { path: 'tags', code: 'arrayMaxSize', args: [10] },
      ],
    };
    const error = new Error(`400: ${JSON.stringify(body)}`);
    expect(fieldErrorsOf(error, ADMIN_COPY.es)).toEqual({
      'cover.alt': 'No puede quedar vacío.',
      slug: 'No es válido.',
      tags: 'Admite como máximo 10 elementos.',
    });
    expect(fieldErrorsOf(error, ADMIN_COPY.en)).toEqual({
      'cover.alt': 'Cannot be empty.',
      slug: 'slug is odd',
      tags: 'Can have at most 10 entries.',
    });
    const tooLarge = new Error(
      `413: ${JSON.stringify({ statusCode: 413, message: 'file: the image is larger than 5 MB', code: 'upload.tooLarge' })}`,
    );
    expect(uploadRefusal(tooLarge, ADMIN_COPY.es)).toBe(
      'La imagen pesa más del límite indicado junto al campo. Elija una más liviana.',
    );
    const uncoded = new Error('415: {"statusCode":415,"message":"file: nope"}');
    expect(uploadRefusal(uncoded, ADMIN_COPY.es)).toBe('Ese tipo de archivo no se acepta.');
  });
});
