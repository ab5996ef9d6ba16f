import fc from 'fast-check';
import isEmail from 'validator/lib/isEmail';
import { emailProblem, isPlainEmail } from './email';

describe('isPlainEmail', () => {
  it.each([
    'ana@example.com',
    'ana@example.co',
    'ana.maria+consulta@sub.example.com.co',
    "o'brien_{x}|y~z@example.com",
    'josé.peña@correo.example.co',
    'ana@müller.example',
    'ana@xn--mller-kva.example',
    'ana@example.xn--p1ai',
    '李@例子.中国',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %j', (address) => expect(isPlainEmail(address)).toBe(true));

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana@example.c0m',
    'ana @example.com',
    'ana@@example.com',
    'ana@b@example.com',
    '"ana"@example.com',
    '"?to=victim@corp.example&bcc=attacker@evil.example&x="@example.com',
    'ana?bcc=x@example.com',
    'ana(comentario)@example.com',
    'ana@[127.0.0.1]',
    'ana@127.0.0.1',
    '.ana@example.com',
    'ana.@example.com',
    'ana..b@example.com',
    'ana\\b@example.com',
    'ana@-example.com',
    'ana@example-.com',
    'ana@example..com',
    'ana@ex_ample.com',
    'ana@ex¿ample.com',
    'ana@ｅxample.com',
    '😀@example.com',
    'ana@example.com\u202e',
    'ana@example.com\u0000',
    `${'a'.repeat(65)}@example.com`,
    `${'ñ'.repeat(33)}@example.com`,
    `ana@${'b'.repeat(64)}.com`,
  ])('refuses %j', (address) => expect(isPlainEmail(address)).toBe(false));

  /**
   * The rule is validator's isEmail (the check the server used before) together with the plain-address
   * pattern (no quotes, comments, IP literals or '?'), in a form a browser runs without the library.
   */
  const PLAIN_ADDRESS = /^[\p{L}\p{M}\p{N}!#$%&'*+/=^_`{|}~.-]+@[\p{L}\p{M}\p{N}.-]+$/u;
  const reference = (address: string) => PLAIN_ADDRESS.test(address) && isEmail(address);

  it('agrees with validator’s isEmail plus the plain-address pattern on generated addresses', () => {
    const piece = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...'ab.-_+?@"!~ñé\u0301ｅ0٣', 'xn', '😀', '李', 'K', 'ſ'),
        fc.string({ unit: 'grapheme', maxLength: 1 }),
      ),
      maxLength: 70,
    });
    const address = fc.oneof(
      fc.emailAddress(),
      fc
        .tuple(piece, piece, fc.constantFrom('com', 'co', 'c', 'xn--p1ai', '中国', '123', 'x1'))
        .map(([local, domain, top]) => `${local}@${domain}.${top}`),
      fc.tuple(piece, piece).map(([local, domain]) => `${local}@${domain}`),
    );
    fc.assert(
      fc.property(address, (text) => {
        const normal = text.normalize('NFC').trim().toLowerCase();
        if (/[\p{Cc}\p{Cs}\p{Bidi_Control}]/u.test(normal)) return;
        expect(isPlainEmail(normal)).toBe(reference(normal));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('emailProblem', () => {
  it.each([
    [' ANA@Example.com ', undefined],
    ['ana@example.com', undefined],
    [undefined, 'invalid'],
    [null, 'invalid'],
    [42, 'invalid'],
    ['', 'invalid'],
    ['ana@example.com\u200e', 'invalid'],
    ['ana@example.com\nbcc@example.com', 'invalid'],
    [`${'a'.repeat(250)}@example.com`, 'tooLong'],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`, undefined],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`, 'tooLong'],
  ])('%j → %s', (value, problem) => expect(emailProblem(value)).toBe(problem));
});
