import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disableSecondFactor,
  getSecondFactor,
  queryKeys,
  secondFactorCodes,
  startSecondFactor,
} from '../../../../lib/api/endpoints';
import { httpStatusOf } from '../../shared/utils/api-error';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';

/** The signed-in staff member's second factor: on or off, and how many recovery codes are left. */
export function useSecondFactor() {
  return useQuery({ queryKey: queryKeys.secondFactor, queryFn: getSecondFactor });
}

/** A wrong or used code is the form's own message (422); anything else is the panel's usual failure. */
export const isWrongCode = (error: unknown) => httpStatusOf(error) === 422;

export function useSecondFactorActions() {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor });
  const onError = (error: unknown) => {
    if (!isWrongCode(error)) reportStaffFailure(error, i18n);
  };
  return {
    start: useMutation({ mutationFn: startSecondFactor, onError }),
    confirm: useMutation({
      mutationFn: (code: string) => secondFactorCodes('enrolment/confirm', code),
      onSuccess: refresh,
      onError,
    }),
    renew: useMutation({
      mutationFn: (code: string) => secondFactorCodes('recovery-codes', code),
      onSuccess: refresh,
      onError,
    }),
    disable: useMutation({ mutationFn: disableSecondFactor, onSuccess: refresh, onError }),
  };
}
