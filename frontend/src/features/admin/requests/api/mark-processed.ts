import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { ContactId, MarkedContact } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { refreshRequests } from './refresh-requests';
import { requestPath } from './request-path';

export async function markProcessed(id: ContactId): Promise<MarkedContact> {
  // No payload on purpose: SPEC §7 sends this PATCH with an empty body.
  const res = await apiRequest('PATCH', `${requestPath(id)}/processed`);
  return (await res.json()) as MarkedContact;
}

/** Marks one submission processed; each card has its own, so several can be marked at once. */
export function useMarkProcessed() {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: (id: ContactId) => markProcessed(id),
    onSuccess: async () => {
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: i18n.copy.successTitle,
        message: i18n.copy.successMessage,
      });
      // Awaited so the button keeps saying 'Processing...' until the refreshed list shows 'Procesado'.
      // The list's prefix covers an open request's details too.
      await refreshRequests(queryClient);
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
