import { MULTI_LINE, SINGLE_LINE } from './text-rules';

/** Unicode's Bidi_Control characters: embeddings, overrides, their end, isolates, and the marks. */
const BIDI_CONTROLS = [
  ['LRE', '\u202a'],
  ['RLE', '\u202b'],
  ['PDF', '\u202c'],
  ['LRO', '\u202d'],
  ['RLO', '\u202e'],
  ['LRI', '\u2066'],
  ['RLI', '\u2067'],
  ['FSI', '\u2068'],
  ['PDI', '\u2069'],
  ['LRM', '\u200e'],
  ['RLM', '\u200f'],
  ['ALM', '\u061c'],
];

describe('text rules', () => {
  it.each(BIDI_CONTROLS)('refuse %s in single- and multi-line text', (_name, control) => {
    const text = `Juan ${control}oreP`;
    expect(SINGLE_LINE.test(text)).toBe(false);
    expect(MULTI_LINE.test(`${text}\nsegunda línea`)).toBe(false);
  });

  it.each([
    ['Spanish', 'José Peña Ñúñez'],
    ['Arabic, without marks', 'محمد علي'],
    ['Hebrew', 'דוד כהן'],
    ['an emoji with joiners', '👩‍⚖️ abogada'],
    ['a non-breaking space', 'Ana\u00a0María'],
  ])('accept %s', (_name, text) => {
    expect(SINGLE_LINE.test(text)).toBe(true);
    expect(MULTI_LINE.test(text)).toBe(true);
  });

  it('keep refusing other control characters, and let multi-line text keep its breaks and tabs', () => {
    expect(SINGLE_LINE.test('a\u0000b')).toBe(false);
    expect(SINGLE_LINE.test('a\nb')).toBe(false);
    expect(MULTI_LINE.test('a\r\n\tb')).toBe(true);
    expect(MULTI_LINE.test('a\u001bb')).toBe(false);
  });
});
