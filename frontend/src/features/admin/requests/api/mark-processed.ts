import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { ContactId, ContactSubmission, MarkedContact } from '../../../../lib/api/endpoints';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { showUndoToast } from '../components/undo-toast';
import { refreshRequests } from './refresh-requests';
import { reopenAndRefresh } from './reopen-request';
import { requestPath } from './request-path';

export async function markProcessed(id: ContactId): Promise<MarkedContact> {
  // No payload on purpose: SPEC §7 sends this PATCH with an empty body.
  const res = await apiRequest('PATCH', `${requestPath(id)}/processed`);
  return (await res.json()) as MarkedContact;
}

/**
 * Marks one submission processed; each card has its own, so several can be marked at once. The success
 * toast offers "Undo" for a while (a mis-tap must not cost a client); the undo reopens the request.
 */
export function useMarkProcessed() {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: (contact: Pick<ContactSubmission, 'id' | 'nombre'>) => markProcessed(contact.id),
    onSuccess: async (_answer, contact) => {
      const copy = i18n.copy.triage;
      showUndoToast(i18n, contact.nombre, () =>
        reopenAndRefresh(contact.id, queryClient, i18n, {
          title: copy.undoneTitle,
          message: copy.undoneMessage,
        }),
      );
      // Awaited so the button keeps saying 'Processing...' until the refreshed list shows 'Procesado'.
      // The list's prefix covers an open request's details too.
      await refreshRequests(queryClient);
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
