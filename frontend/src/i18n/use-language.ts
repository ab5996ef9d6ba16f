import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { translate, type DictionaryKey } from './dictionary';
import { languageFromPath, type Language } from './language';

export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** The current language plus a translator bound to it. */
export function useI18n(): { language: Language; t: (key: DictionaryKey) => string } {
  const language = useLanguage();
  const t = useCallback((key: DictionaryKey) => translate(language, key), [language]);
  return { language, t };
}
