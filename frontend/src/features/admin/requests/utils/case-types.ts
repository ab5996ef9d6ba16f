import { CASE_TYPE_LABELS } from '@abogados/shared';
import type { CaseType } from '../../../../lib/api/endpoints';
import type { StaffLocale } from '../../shared/i18n/staff-locale';

// The case-type labels staff see, in the panel's language (the consultation form's own: SPEC §9's in Spanish,
// 'otro' as "Otro"/"Other"); a value no form offers is shown as it was sent. One badge colour per type, so a
// glance sorts the list.

// Filled badges with white text: every shade here reads at 4.5:1 or better (WCAG AA).
const COLORS: Record<string, string> = {
  familia: 'grape.8',
  penal: 'red.7',
  administrativo: 'navy.7',
  english: 'teal.8',
};
const OTHER_COLOR = 'gray.7';

/** Object.hasOwn keeps "constructor" and friends from reading the prototype. */
function lookup(table: Record<string, string>, tipo: string): string | undefined {
  return Object.hasOwn(table, tipo) ? table[tipo] : undefined;
}

/** The form's label for a known type in the panel's language; anything else as the visitor sent it. */
export function caseTypeLabel(tipo: string, locale: StaffLocale = 'es'): string {
  return lookup(CASE_TYPE_LABELS[locale], tipo) ?? tipo;
}

export function caseTypeColor(tipo: string): string {
  return lookup(COLORS, tipo) ?? OTHER_COLOR;
}

/** The filter's option for a type: the list's own label. */
export function caseTypeOptionLabel(tipo: CaseType, locale: StaffLocale = 'es'): string {
  return caseTypeLabel(tipo, locale);
}
