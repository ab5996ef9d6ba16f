import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { ContactDetail, ContactId } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { requestQueryKey } from './get-request';
import { refreshRequests } from './refresh-requests';
import { requestPath } from './request-path';

export async function deleteRequest(id: ContactId): Promise<void> {
  await apiRequest('DELETE', requestPath(id));
}

/** Deletes a request for good. `onDeleted` runs first, so the details close before the list refreshes. */
export function useDeleteRequest(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  const { copy } = i18n;
  return useMutation({
    mutationFn: (contact: Pick<ContactDetail, 'id' | 'nombre'>) => deleteRequest(contact.id),
    onSuccess: async (_answer, contact) => {
      onDeleted();
      // Dropped, not refetched: asking for it again would only answer 404.
      queryClient.removeQueries({ queryKey: requestQueryKey(contact.id), exact: true });
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: copy.deleteDialog.doneTitle,
        message: copy.deleteDialog.doneMessage(contact.nombre),
      });
      await refreshRequests(queryClient);
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
