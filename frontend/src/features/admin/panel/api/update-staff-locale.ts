import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, setStaffLocale, type AuthUser } from '../../../../lib/api/endpoints';
import { chooseStaffLocale, type StaffLocale } from '../../shared/i18n/staff-locale';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';

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
      const saved = queryClient.getQueryData<AuthUser | null>(queryKeys.authUser)?.locale ?? null;
      chooseStaffLocale(locale);
      return { saved };
    },
    onSuccess: (user) => queryClient.setQueryData(queryKeys.authUser, user),
    onError: (error, _locale, context) => {
      chooseStaffLocale(context?.saved ?? null);
      reportStaffFailure(error, i18n);
    },
  });
}
