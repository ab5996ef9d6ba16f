import { useMutation } from '@tanstack/react-query';
import { postSecondFactor, useSecondFactorChange } from './second-factor-change';

export async function disableSecondFactor(code: string): Promise<void> {
  await postSecondFactor('disable', { code });
}

export function useDisableSecondFactor() {
  const { refresh, onError } = useSecondFactorChange();
  return useMutation({ mutationFn: disableSecondFactor, onSuccess: refresh, onError });
}
