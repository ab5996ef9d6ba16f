import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDraft } from '../../shared/hooks/use-draft';
import { useLeaveGuard } from '../../shared/hooks/use-leave-guard';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { httpStatusOf } from '../../shared/utils/api-error';
import { getAvailabilityQueryOptions, type AvailabilityAnswer } from '../api/get-availability';
import { useSaveAvailability } from '../api/update-availability';
import { availabilityErrors } from '../utils/availability-errors';
import { withKindIds } from '../utils/kind-ids';

/**
 * The availability form: what is typed (from `loaded`), the version it is saved over, the server's field
 * errors in the panel's language, and a refused save's way on. After a 409 `reload` loads the version saved
 * meanwhile and keeps what is typed, so the next save replaces that version with it; `discard` shows the
 * loaded version instead. Nothing the server refuses empties the form.
 */
export function useAvailabilityForm(loaded: AvailabilityAnswer) {
  const i18n = useStaffI18n();
  const queryClient = useQueryClient();
  // What the draft started from: the version a save names, and what "unsaved changes" are measured against.
  const [base, setBase] = useState(loaded);
  const [reloaded, setReloaded] = useState(false);
  const { draft, edit, reset } = useDraft(loaded.availability);
  const save = useSaveAvailability((answer) => {
    setBase(answer);
    reset(answer.availability);
    setReloaded(false);
  });
  const errors = useMemo(() => availabilityErrors(save.error, i18n.copy), [save.error, i18n.copy]);
  useLeaveGuard(JSON.stringify(draft) !== JSON.stringify(base.availability));

  const reload = async () => {
    try {
      const fresh = await queryClient.fetchQuery({ ...getAvailabilityQueryOptions(), staleTime: 0 });
      setBase(fresh);
      setReloaded(true);
      save.reset();
    } catch (error) {
      reportStaffFailure(error, i18n);
    }
  };

  return {
    draft,
    edit,
    errors,
    pending: save.isPending,
    /** Someone saved since the version this form saves over. */
    stale: httpStatusOf(save.error) === 409,
    reloaded,
    onSave: () => save.mutate({ availability: withKindIds(draft), version: base.version }),
    reload,
    discard: () => {
      reset(base.availability);
      setReloaded(false);
    },
  };
}
