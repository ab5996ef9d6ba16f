import { translate } from '../i18n/dictionary';
import { notFoundHintKey } from './not-found-hint';

describe('notFoundHintKey', () => {
  it.each(['es', 'en'] as const)('names the route table to edit in development (%s)', (language) => {
    expect(translate(language, notFoundHintKey(true))).toContain('frontend/src/app/route-table.ts');
  });

  it.each(['es', 'en'] as const)('gives visitors of the built site plain words (%s)', (language) => {
    const hint = translate(language, notFoundHintKey(false));
    expect(hint).toBe(translate(language, 'notFound.hint'));
    expect(hint).not.toMatch(/route|ruta|\.ts/);
  });
});
