import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { RecoveryCodes } from '../../../../lib/api/endpoints';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { httpStatusOf } from '../../shared/utils/api-error';
import { secondFactorQueryKey } from './get-second-factor';

/** A wrong or used code is the form's own message (422); anything else is the panel's usual failure. */
export const isWrongCode = (error: unknown) => httpStatusOf(error) === 422;

/** POSTs to `/api/auth/second-factor/<action>`, with the code when the action takes one. */
export async function postSecondFactor(action: string, body?: { code: string }): Promise<Response> {
  return apiRequest('POST', `${secondFactorQueryKey.join('/')}/${action}`, body);
}

/** Confirms the enrolment ('enrolment/confirm') or renews the recovery codes ('recovery-codes'). */
export async function secondFactorCodes(
  action: 'enrolment/confirm' | 'recovery-codes',
  code: string,
): Promise<RecoveryCodes> {
  const res = await postSecondFactor(action, { code });
  return (await res.json()) as RecoveryCodes;
}

/** What every change to the second factor does after: the status is read again, a failure said. */
export function useSecondFactorChange() {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey: secondFactorQueryKey }),
    onError: (error: unknown) => {
      if (!isWrongCode(error)) reportStaffFailure(error, i18n);
    },
  };
}
