export { dictionaries, translate, type DictionaryKey } from './dictionary';
export { languageFromPath, type Language } from './language';
export { useI18n, useLanguage } from './use-language';
