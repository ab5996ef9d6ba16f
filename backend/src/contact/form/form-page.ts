import { CONSULTATION_FIELDS, CONSULTATION_FORM_ACTION } from '@abogados/shared';
import { escapeHtml } from '../../auth/staff-page';
import { type ConsentLanguage } from '../consent';
import { type FormValues } from './form-values';

/** Where the form posts without JavaScript; the prerendered form carries it as its action. */
export const FORM_ACTION = CONSULTATION_FORM_ACTION;

/** The form's field ids in the prerendered page, in the order the form shows them. */
export const FIELD_IDS = {
  nombre: 'consulta-nombre',
  email: 'consulta-email',
  telefono: 'consulta-telefono',
  tipo_caso: 'consulta-tipo-caso',
  mensaje: 'consulta-mensaje',
  consent: 'consulta-consent',
} as const;
type FieldName = keyof typeof FIELD_IDS;

const SUMMARY_ID = 'consulta-errores';
const SUMMARY_COPY: Record<ConsentLanguage, { title: string; intro: string }> = {
  es: {
    title: 'Revisa estos campos',
    intro: 'Tu solicitud no se envió. Corrige lo siguiente y vuelve a enviarla:',
  },
  en: {
    title: 'Please check these fields',
    intro: 'Your request was not sent. Correct the following and send it again:',
  },
};

/** The page's scripts and their preloads: a page whose form the server filled in must not be hydrated. */
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>\s*/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g;

/** Sets (or replaces) one attribute in an opening tag. */
function withAttribute(tag: string, name: string, value: string): string {
  const attribute = ` ${name}="${escapeHtml(value)}"`;
  const existing = new RegExp(`\\s${name}="[^"]*"`);
  if (existing.test(tag)) return tag.replace(existing, () => attribute);
  return tag.replace(/\s*\/?>$/, (end) => `${attribute}${end}`);
}

function openingTag(name: string, id: string): RegExp {
  return new RegExp(`<${name}\\b[^>]*\\bid="${id}"[^>]*>`);
}

function markInvalid(tag: string, id: string): string {
  return withAttribute(
    withAttribute(withAttribute(tag, 'aria-invalid', 'true'), 'aria-describedby', `${id}-error`),
    'data-error',
    'true',
  );
}

/** The message under a field, as the React form shows it (Mantine's error element and id). */
function fieldMessage(id: string, message: string): string {
  return (
    `<p class="mantine-InputWrapper-error" id="${id}-error" ` +
    `style="color:var(--mantine-color-red-9);font-size:var(--mantine-font-size-sm);margin:4px 0">` +
    `${escapeHtml(message)}</p>`
  );
}

function summary(language: ConsentLanguage, errors: Record<string, string>): string {
  const copy = SUMMARY_COPY[language];
  const items = Object.entries(errors).map(([field, message]) => {
    const id = (FIELD_IDS as Record<string, string>)[field];
    const text = escapeHtml(message);
    return id ? `<li><a href="#${id}">${text}</a></li>` : `<li>${text}</li>`;
  });
  return (
    `<div id="${SUMMARY_ID}" role="region" aria-labelledby="${SUMMARY_ID}-titulo" tabindex="-1" autofocus ` +
    `style="border:2px solid var(--mantine-color-red-9);border-radius:8px;padding:12px 16px;margin-bottom:16px">` +
    `<h3 id="${SUMMARY_ID}-titulo" style="margin:0 0 4px">${copy.title}</h3>` +
    `<p style="margin:0 0 8px">${copy.intro}</p><ul style="margin:0">${items.join('')}</ul></div>`
  );
}

/** Puts one field's typed value back, and its message beside it when it broke a rule. */
function fillField(html: string, field: FieldName, values: FormValues, message: string | undefined): string {
  const id = FIELD_IDS[field];
  const tagName = field === 'tipo_caso' ? 'select' : field === 'mensaje' ? 'textarea' : 'input';
  const pattern = openingTag(tagName, id);
  const match = pattern.exec(html);
  if (!match) throw new Error(`The form page has no ${tagName} #${id}`);
  let tag = match[0];
  if (field === 'consent') {
    tag = tag.replace(/\schecked(="[^"]*")?/, '');
    if (values.consent !== '') tag = withAttribute(tag, 'checked', '');
  } else if (tagName === 'input') {
    tag = withAttribute(tag, 'value', values[field]);
  }
  if (message) tag = markInvalid(tag, id);
  let start = match.index;
  let end = start + match[0].length;
  let replacement = tag;
  if (tagName === 'textarea') {
    end = html.indexOf('</textarea>', end);
    // A newline right after <textarea> is dropped by the parser; this one keeps a typed leading newline.
    replacement = `${tag}\n${escapeHtml(values.mensaje)}`;
  } else if (tagName === 'select') {
    const close = html.indexOf('</select>', end);
    const options = html
      .slice(end, close)
      .replace(/\sselected(="[^"]*")?/g, '')
      .replace(/<option value="([^"]*)"/g, (option: string, value: string) =>
        value === values.tipo_caso && value !== '' ? `${option} selected=""` : option,
      );
    replacement = tag + options;
    end = close;
  }
  html = html.slice(0, start) + replacement + html.slice(end);
  if (!message) return html;
  // Beside the field: right after its label, where the label's text and the message are read together.
  const label = html.indexOf(`for="${id}"`);
  start = label === -1 ? -1 : html.indexOf('</label>', label);
  if (start === -1) throw new Error(`The form page has no label for #${id}`);
  start += '</label>'.length;
  return html.slice(0, start) + fieldMessage(id, message) + html.slice(start);
}

/**
 * The page the form was sent from, as the server answers an invalid post: the prerendered HTML with the
 * typed values back in the fields, each message beside its field and a summary at the top of the form
 * linking to them. Everything typed is escaped. The page's scripts are left out: React would find a form
 * it did not render, so the page stays the plain HTML page the visitor was using.
 */
export function invalidFormPage(
  page: string,
  language: ConsentLanguage,
  values: FormValues,
  errors: Record<string, string>,
): string {
  let html = page.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  for (const field of CONSULTATION_FIELDS) html = fillField(html, field, values, errors[field]);
  const form = new RegExp(`<form\\b[^>]*\\baction="${FORM_ACTION}"[^>]*>`).exec(html);
  if (!form) throw new Error('The form page has no consultation form');
  const at = form.index + form[0].length;
  return html.slice(0, at) + summary(language, errors) + html.slice(at);
}

/** True when a prerendered page holds the consultation form that posts here. */
export function hasConsultationForm(page: string): boolean {
  return page.includes(`action="${FORM_ACTION}"`);
}
