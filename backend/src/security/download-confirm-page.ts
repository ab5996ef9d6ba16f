import { escapeHtml, renderStaffPage } from '../auth/staff-page';
import { type StaffLocale } from '../auth/staff-locale';

const WORDS = {
  es: {
    title: 'Descargar archivo',
    heading: '¿Descargar el archivo?',
    why:
      'Otro sitio abrió este enlace de descarga del panel. El archivo tiene datos personales y su descarga ' +
      'queda en la actividad: descárgalo solo si lo pediste tú.',
    confirm: 'Descargar',
    panel: '← Ir al panel',
  },
  en: {
    title: 'Download file',
    heading: 'Download the file?',
    why:
      'Another site opened this panel download link. The file holds personal data and its download is ' +
      'recorded in the activity log: download it only if you asked for it.',
    confirm: 'Download',
    panel: '← Go to the panel',
  },
} satisfies Record<StaffLocale, Record<string, string>>;

/**
 * Asked when a download link of the panel was followed from another site: the button asks for the same
 * file again, with the same filters, from this page, so from the site itself. In the language the staff
 * member chose for the panel; in both until they choose.
 */
export function renderDownloadConfirmPage(
  path: string,
  query: URLSearchParams,
  locale: StaffLocale | null = null,
): string {
  type Key = keyof (typeof WORDS)['es'];
  // Until a language is chosen, each text in Spanish with its English beside it.
  const say = (key: Key, slash = false) =>
    locale
      ? WORDS[locale][key]
      : `${WORDS.es[key]} <span lang="en">${slash ? '/ ' : ''}${WORDS.en[key]}</span>`;
  const fields = [...query]
    .map(
      ([name, value]) =>
        `\n    <input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return renderStaffPage(
    locale ? WORDS[locale].title : `${WORDS.es.title} · ${WORDS.en.title}`,
    `  <h1>${say('heading')}</h1>
  <p class="sub">${say('why')}</p>
  <form method="get" action="${escapeHtml(path)}">${fields}
    <button type="submit">${say('confirm', true)}</button>
  </form>
  <a class="back" href="/admin">${say('panel', true)}</a>`,
    locale ?? 'es',
  );
}
