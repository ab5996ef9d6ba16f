import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { DataSubjectRequest, ErasureResult } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { refreshRequests } from '../../requests';

export async function requestErasure(body: DataSubjectRequest): Promise<ErasureResult> {
  const res = await apiRequest('POST', '/api/data-subjects/erasure', body);
  return (await res.json()) as ErasureResult;
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
      await refreshRequests(queryClient);
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
