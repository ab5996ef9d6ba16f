import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, requestDataAccess, requestErasure } from '../../../../lib/api/endpoints';
import type { Held } from '../../shared/i18n/copy-en';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { accessFileName, saveJsonFile } from '../utils/download-file';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';

/** An access request: everything held for one address, saved as a JSON file. Answers what it held. */
export function useDataAccess() {
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: async (email: string) => {
      const { data, fileName } = await requestDataAccess({ email });
      saveJsonFile(data, fileName ?? accessFileName(new Date()));
      const held: Held = { requests: data.submissions.length, subscription: data.subscriptions.length > 0 };
      return { email, held };
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}

/** A deletion request: every request and the subscription of one address go; the list and counters refresh. */
export function useErasure() {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  const { copy } = i18n;
  return useMutation({
    mutationFn: async (email: string) => ({ email, ...(await requestErasure({ email })) }),
    onSuccess: async ({ email, deleted, subscriptionsDeleted }) => {
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: copy.dataRequests.erasedTitle,
        message: copy.dataRequests.erased(deleted, subscriptionsDeleted > 0, email),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.contactStats }),
      ]);
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
