import { type StaffLocale } from './staff-locale';
import { escapeHtml, renderStaffPage } from './staff-page';

/** Copy in the staff member's language when they chose one, else in Spanish with English beside it. */
function speaker(locale: StaffLocale | null) {
  return (es: string, en: string) =>
    locale === 'en' ? en : locale === 'es' ? es : `${es} <span lang="en">${en}</span>`;
}

export interface CodePageOptions {
  locale: StaffLocale | null;
  /** The code just typed was wrong or used. */
  error?: boolean;
  /** Too many failures from this address: minutes to wait. */
  lockedMinutes?: number;
}

function alert(say: ReturnType<typeof speaker>, { error, lockedMinutes }: CodePageOptions): string {
  const text = lockedMinutes
    ? say(
        `Demasiados intentos fallidos. Inténtalo de nuevo en ${lockedMinutes} min.`,
        `Too many failed attempts. Try again in ${lockedMinutes} min.`,
      )
    : error
      ? say('El código no es válido o ya se usó.', 'The code is not valid or was already used.')
      : '';
  return text ? `<p class="error" role="alert" id="code-error">${text}</p>` : '';
}

function codeForm(
  action: string,
  say: ReturnType<typeof speaker>,
  options: CodePageOptions,
  label: string,
): string {
  const described = alert(say, options) ? ' aria-describedby="code-error" aria-invalid="true"' : '';
  return `  ${alert(say, options)}
  <form method="post" action="${action}">
    <label for="code">${label}</label>
    <input id="code" name="code" type="text" autocomplete="one-time-code" autocapitalize="off" spellcheck="false" required maxlength="40"${described}>
    <button type="submit">${say('Verificar', 'Verify')}</button>
  </form>`;
}

function lang(locale: StaffLocale | null): StaffLocale {
  return locale ?? 'es';
}

/** After a right password: the code from the authenticator app, or a recovery code. */
export function renderCodePage(options: CodePageOptions): string {
  const say = speaker(options.locale);
  return renderStaffPage(
    options.locale === 'en' ? 'Two-step verification' : 'Verificación en dos pasos',
    `  <h1>${say('Verificación en dos pasos', 'Two-step verification')}</h1>
  <p class="sub">${say(
    'Escribe el código de 6 dígitos de tu aplicación de autenticación, o uno de tus códigos de recuperación.',
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  )}</p>
${codeForm('/api/login/code', say, options, say('Código', 'Code'))}`,
    lang(options.locale),
  );
}

export interface EnrolPageOptions extends CodePageOptions {
  secret: string;
  qrSvg: string;
}

/** STAFF_REQUIRE_2FA and no factor yet: the QR code and the secret, and the first code to confirm them. */
export function renderEnrolPage(options: EnrolPageOptions): string {
  const say = speaker(options.locale);
  return renderStaffPage(
    options.locale === 'en' ? 'Set up two-step verification' : 'Configura la verificación en dos pasos',
    `  <h1>${say('Configura la verificación en dos pasos', 'Set up two-step verification')}</h1>
  <p class="sub">${say(
    'Este sitio la exige al personal. Escanea el código QR con tu aplicación de autenticación (o escribe la clave) y escribe el primer código que muestre.',
    'This site requires it of staff. Scan the QR code with your authenticator app (or type the key) and enter the first code it shows.',
  )}</p>
  <div style="max-width:220px;margin:0 auto">${options.qrSvg}</div>
  <p>${say('Clave', 'Key')}: <code id="totp-secret">${escapeHtml(options.secret)}</code></p>
${codeForm('/api/login/enrol', say, options, say('Primer código', 'First code'))}`,
    lang(options.locale),
  );
}

/** Enrolled and signed in: the recovery codes, shown this once. */
export function renderRecoveryCodesPage(locale: StaffLocale | null, codes: string[]): string {
  const say = speaker(locale);
  return renderStaffPage(
    locale === 'en' ? 'Recovery codes' : 'Códigos de recuperación',
    `  <h1>${say('Códigos de recuperación', 'Recovery codes')}</h1>
  <p class="sub">${say(
    'Guárdalos en un lugar seguro: cada uno sirve una vez si pierdes el teléfono. No se volverán a mostrar.',
    'Keep them somewhere safe: each works once if you lose your phone. They will not be shown again.',
  )}</p>
  <ul id="recovery-codes">${codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('')}</ul>
  <p><a href="/admin">${say('Continuar al panel', 'Continue to the panel')}</a></p>`,
    lang(locale),
  );
}
