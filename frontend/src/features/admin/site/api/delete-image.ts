import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { ImageUse, StoredImage } from '../../../../lib/api/endpoints';
import { httpFailureOf } from '../../../../lib/http-error';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { describeUse } from '../utils/describe-use';
import { imagesQueryKey } from './get-images';

/** Deletes an image nothing uses (409, with its uses, when something does). */
export async function deleteImage(id: string): Promise<void> {
  await apiRequest('DELETE', `${imagesQueryKey.join('/')}/${encodeURIComponent(id)}`);
}

/** The uses a 409 named: something started using the image since the list was loaded. */
function usesOf(error: unknown): ImageUse[] | null {
  const failure = httpFailureOf(error);
  if (failure?.status !== 409 || typeof failure.json !== 'object' || failure.json === null) return null;
  const { uses } = failure.json as { uses?: unknown };
  return Array.isArray(uses) ? (uses as ImageUse[]) : null;
}

/** Deletes an image; a 409 says what uses it now and loads the list again. */
export function useDeleteImage(onDone: () => void) {
  const queryClient = useQueryClient();
  const i18n = useStaffI18n();
  const t = i18n.copy.site.images;
  return useMutation({
    mutationFn: (image: StoredImage) => deleteImage(image.id),
    onSuccess: () => {
      onDone();
      showAdminToast(i18n.locale, { tone: 'default', title: t.deletedTitle, message: t.deleted });
    },
    onError: (error) => {
      const uses = usesOf(error);
      if (uses) {
        onDone();
        const list = uses.map((use) => describeUse(use, i18n.copy)).join('; ');
        showAdminToast(i18n.locale, { tone: 'destructive', title: t.inUseTitle, message: t.inUse(list) });
      } else reportStaffFailure(error, i18n);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesQueryKey }),
  });
}
