import { CONSULTATION_FORM_ACTION } from '@abogados/shared';

/** Where the form posts without JavaScript; the prerendered form carries it as its action. */
export const FORM_ACTION = CONSULTATION_FORM_ACTION;

/** True when a prerendered page holds the consultation form that posts here. */
export function hasConsultationForm(page: string): boolean {
  return page.includes(`action="${FORM_ACTION}"`);
}
