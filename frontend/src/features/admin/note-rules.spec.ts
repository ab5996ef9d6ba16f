import { NOTE_MAX_CHARS, noteError, noteLength } from './note-rules';

describe('the note rule', () => {
  it('refuses an empty or blank note', () => {
    expect(noteError('')).toBe('Write the note first.');
    expect(noteError(' \n\t ')).toBe('Write the note first.');
  });

  it('accepts up to the limit in characters once trimmed, counting an emoji as one', () => {
    expect(noteError(`  ${'a'.repeat(NOTE_MAX_CHARS)}  `)).toBeNull();
    expect(noteError('😀'.repeat(NOTE_MAX_CHARS))).toBeNull();
    expect(noteLength('😀😀')).toBe(2);
  });

  it('refuses one character more', () => {
    expect(noteError('a'.repeat(NOTE_MAX_CHARS + 1))).toBe('A note can be at most 2,000 characters.');
  });
});
