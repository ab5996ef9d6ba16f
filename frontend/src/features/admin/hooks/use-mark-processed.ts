import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markContactProcessed, queryKeys, type ContactId } from '../../../lib/api/endpoints';
import { ADMIN_TIMING, adminCopy, LOGIN_PATH } from '../admin-copy';
import { describeMarkFailure } from '../api-error';
import { redirectAfter, showAdminToast } from './admin-toast';

/** Marks one submission processed; each card has its own, so several can be marked at once. */
export function useMarkProcessed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: ContactId) => markContactProcessed(id),
    onSuccess: async () => {
      showAdminToast({ tone: 'default', title: adminCopy.successTitle, message: adminCopy.successMessage });
      // Awaited so the button keeps saying 'Processing...' until the refreshed list shows 'Procesado'.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.contactStats }),
      ]);
    },
    onError: (error) => {
      const failure = describeMarkFailure(error);
      if (failure.kind === 'session-expired') {
        showAdminToast({
          tone: 'destructive',
          title: adminCopy.sessionExpiredTitle,
          message: adminCopy.sessionExpiredMessage,
        });
        redirectAfter(LOGIN_PATH, ADMIN_TIMING.sessionExpiredRedirectMs);
        return;
      }
      showAdminToast({ tone: 'destructive', title: adminCopy.errorTitle, message: failure.message });
    },
  });
}
