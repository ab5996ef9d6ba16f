import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markContactProcessed, queryKeys, type ContactId } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';

/** Marks one submission processed; each card has its own, so several can be marked at once. */
export function useMarkProcessed() {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: (id: ContactId) => markContactProcessed(id),
    onSuccess: async () => {
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: i18n.copy.successTitle,
        message: i18n.copy.successMessage,
      });
      // Awaited so the button keeps saying 'Processing...' until the refreshed list shows 'Procesado'.
      // The list's prefix covers an open request's details too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.contactStats }),
      ]);
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
