import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { ContactId, ContactNote, NewNote } from '../../../../lib/api/endpoints';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { requestsQueryKey } from './get-requests';
import { requestPath } from './request-path';

export async function addNote(id: ContactId, note: NewNote): Promise<ContactNote> {
  const res = await apiRequest('POST', `${requestPath(id)}/notes`, note);
  return (await res.json()) as ContactNote;
}

/**
 * Adds an internal note; the details (the note list) and the list (its note count) refresh afterwards.
 * No toast: it would sit over the note field, and the note appearing in the list says it all.
 */
export function useAddNote(id: ContactId) {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: (body: string) => addNote(id, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
