import { CASE_TYPE_LABELS } from '@abogados/shared';
import type { CaseType } from '../../../../lib/api/endpoints';

// SPEC §9: the case-type labels staff see (the form's Spanish ones; 'otro' and unknown values as they are), and one badge colour per type so a glance sorts the list.
const { otro: _other, ...LABELS }: Record<string, string> = CASE_TYPE_LABELS.es;

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

/** The spec's label for a known type; anything else (including 'otro') is shown as the visitor sent it. */
export function caseTypeLabel(tipo: string): string {
  return lookup(LABELS, tipo) ?? tipo;
}

export function caseTypeColor(tipo: string): string {
  return lookup(COLORS, tipo) ?? OTHER_COLOR;
}

/** The filter's option for a type: the list's own label, with 'otro' capitalised like its neighbours. */
export function caseTypeOptionLabel(tipo: CaseType): string {
  return tipo === 'otro' ? 'Otro' : caseTypeLabel(tipo);
}
