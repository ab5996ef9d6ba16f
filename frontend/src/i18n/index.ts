export { dictionaries, translate, type DictionaryKey } from './dictionary';
export { languageFromPath, type Language, type Localized } from './language';
export { useI18n, useLanguage } from './use-language';
