import { type StaffLocale } from './staff-locale';
import { renderStaffPage } from './staff-page';

const WORDS = {
  es: {
    title: 'Cerrar sesión',
    heading: '¿Cerrar sesión?',
    why: 'Un enlace de otro sitio quiere cerrar la sesión del panel.',
    confirm: 'Cerrar sesión',
    stay: '← Seguir en el panel',
  },
  en: {
    title: 'Log out',
    heading: 'Log out?',
    why: 'A link from another site asks to end your panel session.',
    confirm: 'Log out',
    stay: '← Stay in the panel',
  },
} satisfies Record<StaffLocale, Record<string, string>>;

/**
 * Asked when a log-out link was followed from another site: a navigation there must not end a session by
 * itself, so the staff member confirms with a POST, which the same-origin check guards. In the panel's
 * language this staff member chose; in both languages until they choose.
 */
export function renderLogoutConfirmPage(locale: StaffLocale | null = null): string {
  if (locale) {
    const words = WORDS[locale];
    return renderStaffPage(
      words.title,
      `  <h1>${words.heading}</h1>
  <p class="sub">${words.why}</p>
  <form method="post" action="/api/logout">
    <button type="submit">${words.confirm}</button>
  </form>
  <a class="back" href="/admin">${words.stay}</a>`,
      locale,
    );
  }
  return renderStaffPage(
    'Cerrar sesión · Log out',
    `  <h1>¿Cerrar sesión? <span lang="en">Log out?</span></h1>
  <p class="sub">Un enlace de otro sitio quiere cerrar tu sesión del panel. <span lang="en">A link from another site asks to end your panel session.</span></p>
  <form method="post" action="/api/logout">
    <button type="submit">Cerrar sesión <span lang="en">/ Log out</span></button>
  </form>
  <a class="back" href="/admin">← Seguir en el panel <span lang="en">/ Stay in the panel</span></a>`,
  );
}
