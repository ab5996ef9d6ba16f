import { useMutation } from '@tanstack/react-query';
import { secondFactorCodes, useSecondFactorChange } from './second-factor-change';

/** A current code trades the recovery codes left for a new set. */
export function useRenewRecoveryCodes() {
  const { refresh, onError } = useSecondFactorChange();
  return useMutation({
    mutationFn: (code: string) => secondFactorCodes('recovery-codes', code),
    onSuccess: refresh,
    onError,
  });
}
