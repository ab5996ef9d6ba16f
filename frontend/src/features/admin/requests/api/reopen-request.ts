import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { ContactId, MarkedContact } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n, type StaffI18n } from '../../shared/i18n/use-staff-i18n';
import { refreshRequests } from './refresh-requests';
import { requestPath } from './request-path';

/** Pending again, with the answer-by time it was received with; idempotent, an empty body as marking's. */
export async function reopenRequest(id: ContactId): Promise<MarkedContact> {
  const res = await apiRequest('PATCH', `${requestPath(id)}/pending`);
  return (await res.json()) as MarkedContact;
}

/** Reopens, says so (or why not) and refreshes the list and the counters. */
export async function reopenAndRefresh(
  id: ContactId,
  queryClient: QueryClient,
  i18n: StaffI18n,
  words: { title: string; message: string },
): Promise<void> {
  try {
    await reopenRequest(id);
  } catch (error) {
    reportStaffFailure(error, i18n);
    return;
  }
  showAdminToast(i18n.locale, { tone: 'default', ...words });
  await refreshRequests(queryClient);
}

/** "Reopen" in a processed request's details. */
export function useReopenRequest() {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  const copy = i18n.copy.triage;
  return useMutation({
    mutationFn: (id: ContactId) =>
      reopenAndRefresh(id, queryClient, i18n, { title: copy.reopenedTitle, message: copy.reopenedMessage }),
  });
}
