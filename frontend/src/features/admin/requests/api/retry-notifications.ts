import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { ContactId, NotificationState } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { requestsQueryKey } from './get-requests';
import { requestPath } from './request-path';

/** Failed notifications (and ones waiting out a retry delay) go out again now; answers their new states. */
export async function retryNotifications(id: ContactId): Promise<NotificationState[]> {
  const res = await apiRequest('POST', `${requestPath(id)}/notifications/retry`);
  return (await res.json()) as NotificationState[];
}

/** Sends a request's failed or delayed notifications again now; the details and the list refresh. */
export function useRetryNotifications(id: ContactId) {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  const { copy } = i18n;
  return useMutation({
    mutationFn: () => retryNotifications(id),
    onSuccess: async () => {
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: copy.notification.retriedTitle,
        message: copy.notification.retriedMessage,
      });
      await queryClient.invalidateQueries({ queryKey: requestsQueryKey });
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
