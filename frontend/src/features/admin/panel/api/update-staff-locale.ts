import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { AuthUser } from '../../../../lib/api/endpoints';
import { chooseStaffLocale, type StaffLocale } from '../../shared/i18n/staff-locale';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { sessionQueryKey } from './get-session';

/** Remembers the staff panel's language for the signed-in staff member; answers the user with it. */
export async function setStaffLocale(locale: StaffLocale): Promise<AuthUser> {
  const res = await apiRequest('PATCH', sessionQueryKey.join('/'), { locale });
  return (await res.json()) as AuthUser;
}

/**
 * The language switch: the panel changes at once, and the choice is saved on the server so it follows the
 * staff member to the next log-in and to other browsers. A save that fails puts the panel back as it was
 * and says why, in the language it was in.
 */
export function useChooseLocale() {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: (locale: StaffLocale) => setStaffLocale(locale),
    onMutate: (locale) => {
      const saved = queryClient.getQueryData<AuthUser | null>(sessionQueryKey)?.locale ?? null;
      chooseStaffLocale(locale);
      return { saved };
    },
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
    onError: (error, _locale, context) => {
      chooseStaffLocale(context?.saved ?? null);
      reportStaffFailure(error, i18n);
    },
  });
}
