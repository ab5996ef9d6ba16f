import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markContactProcessed, queryKeys, type ContactId } from '../../../lib/api/endpoints';
import { adminCopy } from '../admin-copy';
import { showAdminToast } from './admin-toast';
import { reportStaffFailure } from './staff-failure';

/** Marks one submission processed; each card has its own, so several can be marked at once. */
export function useMarkProcessed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: ContactId) => markContactProcessed(id),
    onSuccess: async () => {
      showAdminToast({ tone: 'default', title: adminCopy.successTitle, message: adminCopy.successMessage });
      // Awaited so the button keeps saying 'Processing...' until the refreshed list shows 'Procesado'.
      // The list's prefix covers an open request's details too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.contactStats }),
      ]);
    },
    onError: reportStaffFailure,
  });
}
