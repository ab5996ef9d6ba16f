import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { ContactDetail, ContactId, MarkedContact, WhatsappMark } from '../../../../lib/api/endpoints';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { requestQueryKey } from './get-request';
import { refreshRequests } from './refresh-requests';
import { requestPath } from './request-path';

/** Staff's word on the phone number having WhatsApp: true, false, or null (back to the rule); idempotent. */
export async function markWhatsapp(id: ContactId, mark: WhatsappMark): Promise<MarkedContact> {
  const res = await apiRequest('PATCH', `${requestPath(id)}/whatsapp`, mark);
  return (await res.json()) as MarkedContact;
}

/**
 * Saves the mark at once. The open details take the answer straight away (so the switch and the chat link
 * do not flick back while the list reads again); a refusal is an Error toast in the panel's language.
 */
export function useMarkWhatsapp(id: ContactId) {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: (whatsapp: boolean | null) => markWhatsapp(id, { whatsapp }),
    onSuccess: async (answer) => {
      queryClient.setQueryData<ContactDetail>(requestQueryKey(id), (held) =>
        held ? { ...held, whatsapp: answer.whatsapp } : held,
      );
      await refreshRequests(queryClient);
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
