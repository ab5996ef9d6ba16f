import type { DictionaryKey } from '../i18n/dictionary';

/**
 * The 404 page's hint: where to add a route for whoever runs the development server, plain words
 * for a visitor of the built site (SPEC §2's developer hint is no business of a visitor's).
 */
export function notFoundHintKey(development: boolean): DictionaryKey {
  return development ? 'notFound.devHint' : 'notFound.hint';
}
