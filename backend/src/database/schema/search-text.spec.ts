import fc from 'fast-check';
import { foldForSearch, searchTextOf } from './search-text';

/** The fold as it was first written: every step on every text. */
const plainFold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Characters a request's text is made of: plain letters, accents, white space of every kind, anything else. */
const pieces = fc.constantFrom(
  ...['a', 'Z', '5', '+', ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\u3000', '\ufeff'],
  ...[
    'é',
    'Á',
    'ñ',
    'Ü',
    'e\u0301',
    'A\u030a',
    'ǅ',
    'ß',
    'İ',
    'Σ',
    'ς',
    '\u0301',
    'ﬁ',
    '😀',
    '\ud800',
    '\u0000',
  ],
);
const texts = fc.oneof(
  fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

describe('search text', () => {
  it('folds as every step on the whole text would, for any text', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(foldForSearch(text)).toBe(plainFold(text));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['  José   ÁLVAREZ ', 'jose alvarez'],
    ['maria@example.com', 'maria@example.com'],
    ['Línea uno\n\tlínea  dos', 'linea uno linea dos'],
    ['+57 300 123 4567', '+57 300 123 4567'],
    ['ÑANDÚ', 'nandu'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it("holds each field folded on a line of its own, and the phone's digits", () => {
    const row = {
      nombre: 'María  Pérez',
      email: 'Maria@Example.com',
      telefono: '+57 (300) 123-4567',
      mensaje: 'Necesito\nasesoría.',
    };
    expect(searchTextOf(row)).toBe(
      'maria perez\nmaria@example.com\n+57 (300) 123-4567\n573001234567\nnecesito asesoria.',
    );
    fc.assert(
      fc.property(texts, texts, texts, texts, (nombre, email, telefono, mensaje) => {
        const digits = telefono.replace(/\D/g, '');
        expect(searchTextOf({ nombre, email, telefono, mensaje })).toBe(
          [nombre, email, telefono, digits, mensaje].map(plainFold).join('\n'),
        );
      }),
      { numRuns: 500 },
    );
  });
});
