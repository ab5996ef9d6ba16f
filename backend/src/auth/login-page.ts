import { escapeHtml, renderStaffPage } from './staff-page';

export interface LoginPageOptions {
  error?: boolean;
  /** Locked out after too many failures: minutes to wait. */
  lockedMinutes?: number;
  /** Too many password checks at once: try again in a moment. */
  busy?: boolean;
  email?: string;
}

function alertFor({ error, lockedMinutes, busy }: LoginPageOptions): string {
  const alert = (es: string, en: string) =>
    `<p class="error" role="alert" id="login-error">${es}<br><span lang="en">${en}</span></p>`;
  if (lockedMinutes) {
    const wait = lockedMinutes === 1 ? '1 minuto' : `${lockedMinutes} minutos`;
    const waitEn = lockedMinutes === 1 ? '1 minute' : `${lockedMinutes} minutes`;
    return alert(
      `Demasiados intentos fallidos. Inténtalo de nuevo en ${wait}.`,
      `Too many failed attempts. Try again in ${waitEn}.`,
    );
  }
  if (busy)
    return alert(
      'Hay demasiados accesos en curso. Inténtalo de nuevo en unos segundos.',
      'Too many log-ins are being checked. Try again in a few seconds.',
    );
  if (error) return alert('Correo o contraseña incorrectos.', 'Incorrect email or password.');
  return '';
}

/** The staff log-in page: plain HTML that works without JavaScript, labelled in Spanish and English. */
export function renderLoginPage(options: LoginPageOptions = {}): string {
  const alert = alertFor(options);
  const describedBy = alert ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return renderStaffPage(
    'Acceso del personal · Staff log-in',
    `  <h1>Acceso del personal <span lang="en">Staff log-in</span></h1>
  <p class="sub">Panel de solicitudes de consulta. <span lang="en">Consultation requests panel.</span></p>
  ${alert}
  <form method="post" action="/api/login">
    <label for="email">Correo electrónico <span lang="en">/ Email</span></label>
    <input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(options.email ?? '')}"${describedBy}>
    <label for="password">Contraseña <span lang="en">/ Password</span></label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${describedBy}>
    <button type="submit">Entrar <span lang="en">/ Log in</span></button>
  </form>`,
  );
}
