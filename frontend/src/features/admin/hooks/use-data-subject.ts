import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, requestDataAccess, requestErasure } from '../../../lib/api/endpoints';
import { useStaffI18n } from '../i18n/use-staff-i18n';
import { accessFileName, saveJsonFile } from '../download-file';
import { showAdminToast } from './admin-toast';
import { reportStaffFailure } from './staff-failure';

/** An access request: everything held for one address, saved as a JSON file. Answers how many requests it held. */
export function useDataAccess() {
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: async (email: string) => {
      const { data, fileName } = await requestDataAccess({ email });
      saveJsonFile(data, fileName ?? accessFileName(new Date()));
      return { email, count: data.submissions.length };
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}

/** A deletion request: every request from one address goes; the list and counters refresh. */
export function useErasure() {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  const { copy } = i18n;
  return useMutation({
    mutationFn: async (email: string) => ({ email, ...(await requestErasure({ email })) }),
    onSuccess: async ({ email, deleted }) => {
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: copy.dataRequests.erasedTitle,
        message: copy.dataRequests.erased(deleted, email),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.contactStats }),
      ]);
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
