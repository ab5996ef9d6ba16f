import { useMutation } from '@tanstack/react-query';
import { createContact, type ContactCreated, type CreateContactBody } from '../../lib/api/endpoints';

/** Sends a consultation request; the caller decides what success and failure look like. */
export function useSubmitConsultation() {
  return useMutation<ContactCreated, Error, CreateContactBody>({
    mutationKey: ['/api/contact'],
    mutationFn: createContact,
  });
}
