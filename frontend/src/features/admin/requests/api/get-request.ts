import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addContactNote,
  deleteContact,
  getContact,
  queryKeys,
  retryNotifications,
  type ContactDetail,
  type ContactId,
} from '../../../../lib/api/endpoints';
import { ADMIN_TIMING } from '../../shared/i18n/admin-copy';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';

/**
 * One request in full. Fetched and polled (like the list, so a notification's state moves on) only while
 * `open`; the last one stays readable while the drawer slides away.
 */
export function useContactDetail(id: ContactId | null, open: boolean) {
  const active = open && id !== null;
  return useQuery({
    queryKey: queryKeys.contactDetail(id ?? 0),
    queryFn: () => getContact(id!),
    enabled: active,
    refetchInterval: active ? ADMIN_TIMING.pollMs : false,
  });
}

/**
 * Adds an internal note; the details (the note list) and the list (its note count) refresh afterwards.
 * No toast: it would sit over the note field, and the note appearing in the list says it all.
 */
export function useAddNote(id: ContactId) {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: (body: string) => addContactNote(id, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
    onError: (error) => reportStaffFailure(error, i18n),
  });
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
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts });
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}

/** Deletes a request for good. `onDeleted` runs first, so the details close before the list refreshes. */
export function useDeleteContact(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  const { copy } = i18n;
  return useMutation({
    mutationFn: (contact: Pick<ContactDetail, 'id' | 'nombre'>) => deleteContact(contact.id),
    onSuccess: async (_answer, contact) => {
      onDeleted();
      // Dropped, not refetched: asking for it again would only answer 404.
      queryClient.removeQueries({ queryKey: queryKeys.contactDetail(contact.id), exact: true });
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: copy.deleteDialog.doneTitle,
        message: copy.deleteDialog.doneMessage(contact.nombre),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.contactStats }),
      ]);
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
