import type { Localized } from '../../i18n';

interface LegalCopy {
  contents: string;
  versionLabel: string;
  readOtherLanguage: string;
}

export const legalCopy: Localized<LegalCopy> = {
  es: {
    contents: 'Contenido',
    versionLabel: 'Versión en español (texto vinculante)',
    readOtherLanguage: 'Leer en español',
  },
  en: {
    contents: 'Contents',
    versionLabel: 'English version (courtesy translation)',
    readOtherLanguage: 'Read the English version',
  },
};
