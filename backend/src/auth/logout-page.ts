import { renderStaffPage } from './staff-page';

/**
 * Asked when a log-out link was followed from another site: a navigation there must not end a session by
 * itself, so the staff member confirms with a POST, which the same-origin check guards.
 */
export function renderLogoutConfirmPage(): string {
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
