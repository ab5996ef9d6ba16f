import { ADMIN_COPY } from '../../shared/i18n/admin-copy';
import { NOTE_MAX_CHARS, noteError, noteLength } from './note-rules';

const EN = ADMIN_COPY.en;

describe('the note rule', () => {
  it('refuses an empty or blank note', () => {
    expect(noteError('', EN)).toBe('Write the note first.');
    expect(noteError(' \n\t ', EN)).toBe('Write the note first.');
  });

  it('accepts up to the limit in characters once trimmed, counting an emoji as one', () => {
    expect(noteError(`  ${'a'.repeat(NOTE_MAX_CHARS)}  `, EN)).toBeNull();
    expect(noteError('😀'.repeat(NOTE_MAX_CHARS), EN)).toBeNull();
    expect(noteLength('😀😀')).toBe(2);
  });

  it('refuses one character more', () => {
    expect(noteError('a'.repeat(NOTE_MAX_CHARS + 1), EN)).toBe('A note can be at most 2,000 characters.');
  });
});
