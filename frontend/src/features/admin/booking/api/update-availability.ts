import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { httpStatusOf } from '../../shared/utils/api-error';
import { availabilityErrors } from '../utils/availability-errors';
import { availabilityQueryKey, type AvailabilityAnswer } from './get-availability';

/** Replaces the availability; a 409 (booking.stale) means someone saved since `version`. */
export async function updateAvailability(body: AvailabilityAnswer): Promise<AvailabilityAnswer> {
  const res = await apiRequest('PUT', availabilityQueryKey.join('/'), body);
  return (await res.json()) as AvailabilityAnswer;
}

/**
 * Saves the availability (one PUT); `onSaved` gets what the server answered. A refusal leaves the form as
 * typed: a 409 is explained beside the form (which offers to load the other version), a 400 beside its
 * fields, and a toast says which; anything else as every staff action reports it.
 */
export function useSaveAvailability(onSaved: (answer: AvailabilityAnswer) => void) {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  const { locale, copy } = i18n;
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: (answer) => {
      queryClient.setQueryData(availabilityQueryKey, answer);
      onSaved(answer);
      showAdminToast(locale, { tone: 'default', title: copy.site.savedTitle, message: copy.booking.saved });
    },
    onError: (error) => {
      if (httpStatusOf(error) === 409)
        showAdminToast(locale, {
          tone: 'destructive',
          title: copy.site.conflictTitle,
          message: copy.booking.conflict,
        });
      else if (Object.keys(availabilityErrors(error, copy)).length > 0)
        showAdminToast(locale, {
          tone: 'destructive',
          title: copy.errorTitle,
          message: copy.site.checkFields,
        });
      else reportStaffFailure(error, i18n);
    },
  });
}
