import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { AdminSite, PhotoSlot } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { uploadRefusal } from '../../shared/utils/form-fields';
import { imagesQueryKey } from './get-images';
import { adminSiteQueryKey } from './get-site';
import { reportSaveFailure, useSiteAnswer } from './site-answer';
import { uploadImage } from '../../shared/api/upload-image';

/** Shows an uploaded image in a photo's place; null goes back to the bundled illustration. */
export async function setSitePhoto(slot: PhotoSlot, imageId: string | null): Promise<AdminSite> {
  const res = await apiRequest('PUT', `${adminSiteQueryKey.join('/')}/photos/${slot}`, { imageId });
  return (await res.json()) as AdminSite;
}

/** Uploads a photo and shows it in its slot, or (null) goes back to the illustration. */
export function useSetPhoto(slot: PhotoSlot, label: string) {
  const queryClient = useQueryClient();
  const store = useSiteAnswer();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: async (file: File | null) => setSitePhoto(slot, file ? (await uploadImage(file)).id : null),
    onSuccess: (site) => {
      store(site);
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: i18n.copy.site.photos.savedTitle,
        message: i18n.copy.site.photos.saved(label),
      });
    },
    onError: (error) => {
      if (uploadRefusal(error) === null) reportSaveFailure(error, i18n, queryClient);
    },
    // An upload adds an image and a change moves a use: the image list below says so at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesQueryKey }),
  });
}
