import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { AdminSite, PhotoSlot } from '../../../../lib/api/endpoints';
import type { PhotoFocus } from '../../../../content/site-content';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { imagesQueryKey } from './get-images';
import { adminSiteQueryKey } from './get-site';
import { reportSaveFailure, useSiteAnswer } from './site-answer';

/** What a photo slot shows once saved: an uploaded image and its focus, or null for the illustration. */
export interface PhotoChoice {
  imageId: string | null;
  focus?: PhotoFocus;
}

/** Puts an uploaded image (with the point its frame keeps in view) in a photo's place; null: the illustration. */
export async function setSitePhoto(slot: PhotoSlot, choice: PhotoChoice): Promise<AdminSite> {
  const res = await apiRequest('PUT', `${adminSiteQueryKey.join('/')}/photos/${slot}`, choice);
  return (await res.json()) as AdminSite;
}

/** Saves the photo staged in a photo's card: from then on the public pages show it. */
export function useSetPhoto(slot: PhotoSlot, label: string) {
  const queryClient = useQueryClient();
  const store = useSiteAnswer();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: (choice: PhotoChoice) => setSitePhoto(slot, choice),
    onSuccess: (site) => {
      store(site);
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: i18n.copy.site.photos.savedTitle,
        message: i18n.copy.site.photos.saved(label),
      });
    },
    onError: (error) => reportSaveFailure(error, i18n, queryClient),
    // A change moves a use: the image list below says so at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesQueryKey }),
  });
}
