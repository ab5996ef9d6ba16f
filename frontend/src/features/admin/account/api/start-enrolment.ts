import { useMutation } from '@tanstack/react-query';
import type { SecondFactorEnrolment } from '../../../../lib/api/endpoints';
import { postSecondFactor, useSecondFactorChange } from './second-factor-change';

/** Draws a new secret for the signed-in staff member: shown this once, enabled by its first code. */
export async function startSecondFactor(): Promise<SecondFactorEnrolment> {
  const res = await postSecondFactor('enrolment');
  return (await res.json()) as SecondFactorEnrolment;
}

export function useStartEnrolment() {
  const { onError } = useSecondFactorChange();
  return useMutation({ mutationFn: startSecondFactor, onError });
}
