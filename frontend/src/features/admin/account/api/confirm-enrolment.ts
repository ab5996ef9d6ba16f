import { useMutation } from '@tanstack/react-query';
import { secondFactorCodes, useSecondFactorChange } from './second-factor-change';

/** The enrolment's first code turns the second factor on and answers the recovery codes. */
export function useConfirmEnrolment() {
  const { refresh, onError } = useSecondFactorChange();
  return useMutation({
    mutationFn: (code: string) => secondFactorCodes('enrolment/confirm', code),
    onSuccess: refresh,
    onError,
  });
}
