import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteImage,
  listImages,
  queryKeys,
  type ImageUse,
  type StoredImage,
} from '../../../../lib/api/endpoints';
import { httpFailureOf } from '../../../../lib/http-error';
import type { AdminCopy } from '../../shared/i18n/admin-copy';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';

/** Every uploaded image with its uses, read afresh each time the tab opens. */
export function useImages() {
  return useQuery({ queryKey: queryKeys.images, queryFn: listImages, refetchOnMount: 'always' });
}

/** One use in words: "the cover of "Title" (draft)". */
export function describeUse(use: ImageUse, copy: AdminCopy): string {
  const t = copy.site.images;
  if (use.kind === 'attorney') return t.uses.attorney;
  if (use.kind === 'hero') return t.uses.hero;
  const title = use.title ?? '';
  const where = use.field === 'body' ? t.uses.body(title) : t.uses.cover(title);
  return use.status ? `${where} (${t.postStatus[use.status]})` : where;
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.images }),
  });
}
