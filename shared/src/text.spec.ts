import fc from 'fast-check';
import {
  byCodeUnits,
  charCount,
  MULTI_LINE,
  normaliseText,
  SINGLE_LINE,
  utf8Length,
  visibleLength,
} from './text';

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
const OTHER_CONTROLS = [
  ['NUL', '\u0000'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['NEL (C1)', '\u0085'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udfff'],
];

describe('the text rules', () => {
  it.each([...BIDI_CONTROLS, ...OTHER_CONTROLS])(
    'refuse %s in single- and multi-line text',
    (_name, control) => {
      const text = `Juan ${control}oreP`;
      expect(SINGLE_LINE.test(text)).toBe(false);
      expect(MULTI_LINE.test(`${text}\nsegunda línea`)).toBe(false);
    },
  );

  it.each([
    ['Spanish', 'José Peña Ñúñez'],
    ['Arabic, without marks', 'محمد علي'],
    ['Hebrew', 'דוד כהן'],
    ['Chinese', '李小龙'],
    ['an emoji with joiners', '👩‍⚖️ abogada'],
    ['a combining accent', 'Jose\u0301'],
    ['a non-breaking space', 'Ana\u00a0María'],
  ])('accept %s', (_name, text) => {
    expect(SINGLE_LINE.test(text)).toBe(true);
    expect(MULTI_LINE.test(text)).toBe(true);
  });

  it('let multi-line text keep its breaks and tabs, and single-line text none', () => {
    expect(SINGLE_LINE.test('a\nb')).toBe(false);
    expect(SINGLE_LINE.test('a\tb')).toBe(false);
    expect(SINGLE_LINE.test('a\rb')).toBe(false);
    expect(MULTI_LINE.test('a\r\n\tb')).toBe(true);
  });
});

describe('normaliseText', () => {
  it('trims and composes (NFC), and leaves other values alone', () => {
    expect(normaliseText('  Go\u0301mez\n')).toBe('Gómez');
    expect(normaliseText(42)).toBe(42);
    expect(normaliseText(undefined)).toBeUndefined();
  });
});

describe('lengths', () => {
  it('count characters (code points) for maxima', () => {
    expect(charCount('año')).toBe(3);
    expect(charCount('😀😀')).toBe(2);
    expect(charCount('a\ufe0f')).toBe(2);
  });
  it('leave variation selectors out of the visible length', () => {
    expect(visibleLength('a\ufe0f')).toBe(1);
    expect(visibleLength('😀\ufe0f')).toBe(1);
    expect(visibleLength('\ufe0fa')).toBe(2);
  });
  it('count as counting every character, and every selector after another character, would, for any text', () => {
    const pieces = fc.constantFrom('a', 'ñ', '😀', '\ud83d', '\ude00', '\ufe0e', '\ufe0f', '李', '\n');
    const texts = fc.oneof(
      fc.array(pieces, { maxLength: 10 }).map((parts) => parts.join('')),
      fc.string({ unit: 'binary', maxLength: 12 }),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const characters = [...text];
        const selector = (char: string | undefined) => char === '\ufe0e' || char === '\ufe0f';
        const selectors = characters.filter(
          (char, i) => i > 0 && selector(char) && !selector(characters[i - 1]),
        );
        expect(charCount(text)).toBe(characters.length);
        expect(visibleLength(text)).toBe(characters.length - selectors.length);
      }),
      { numRuns: 3000 },
    );
  });
  it('count UTF-8 bytes', () => {
    expect(utf8Length('a')).toBe(1);
    expect(utf8Length('ñ')).toBe(2);
    expect(utf8Length('李')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });
});

describe('byCodeUnits', () => {
  it('orders ISO-8601 instants in time and slugs as their letters, digits and hyphens read', () => {
    const instants = ['2025-10-02T09:00:00.000Z', '2024-12-31T23:59:59.999Z', '2025-01-15T05:00:00.000Z'];
    expect([...instants].sort(byCodeUnits)).toEqual([instants[1], instants[2], instants[0]]);
    expect(['b', 'a0', 'a-b', 'a', 'a-b-2'].sort(byCodeUnits)).toEqual(['a', 'a-b', 'a-b-2', 'a0', 'b']);
  });

  it('says equal strings are equal', () => {
    expect(byCodeUnits('tutela', 'tutela')).toBe(0);
    expect(byCodeUnits('a', 'b')).toBeLessThan(0);
    expect(byCodeUnits('b', 'a')).toBeGreaterThan(0);
  });
});
