import { escapeHtml, renderStaffPage } from '../../auth/staff-page';
import { type ConsentLanguage } from '../consent';

/** 400 on a server without the built site (API only): the messages, without the form to put them beside. */
export function invalidFieldsPage(language: ConsentLanguage, errors: Record<string, string>): string {
  const items = Object.values(errors).map((message) => `<li>${escapeHtml(message)}</li>`);
  const title = language === 'en' ? 'Your request was not sent' : 'Tu solicitud no se envió';
  return renderStaffPage(title, `  <h1 lang="${language}">${title}</h1>\n  <ul>${items.join('')}</ul>`);
}
