import { useMemo } from 'react';
import { ADMIN_COPY, type AdminCopy } from './admin-copy';
import { useStaffLocale, type StaffLocale } from './staff-locale';

/** The panel's language and its words, handed to the helpers that format for staff. */
export interface StaffI18n {
  locale: StaffLocale;
  copy: AdminCopy;
}

export function staffI18n(locale: StaffLocale): StaffI18n {
  return { locale, copy: ADMIN_COPY[locale] };
}

export function useStaffI18n(): StaffI18n {
  const locale = useStaffLocale();
  return useMemo(() => staffI18n(locale), [locale]);
}
