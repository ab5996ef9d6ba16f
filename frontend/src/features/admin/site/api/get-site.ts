import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getAdminSite,
  queryKeys,
  setSitePhoto,
  updateSiteSection,
  uploadImage,
  type AdminSite,
  type PhotoSlot,
  type SiteSection,
  type SiteSectionBodies,
} from '../../../../lib/api/endpoints';
import { httpStatusOf } from '../../shared/utils/api-error';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n, type StaffI18n } from '../../shared/i18n/use-staff-i18n';
import { fieldErrorsOf, uploadRefusal } from '../utils/site-fields';

/** The site content as staff edit it, read afresh each time the tab opens. */
export function useAdminSite() {
  return useQuery({ queryKey: queryKeys.adminSite, queryFn: getAdminSite, refetchOnMount: 'always' });
}

/**
 * A failed save: a 409 says the content changed meanwhile and loads it again; a 400 with field errors is
 * shown beside the fields (and a toast says so); anything else as every staff action reports it.
 */
function reportSaveFailure(error: unknown, i18n: StaffI18n, queryClient: QueryClient): void {
  const { locale, copy } = i18n;
  if (httpStatusOf(error) === 409) {
    showAdminToast(locale, {
      tone: 'destructive',
      title: copy.site.conflictTitle,
      message: copy.site.conflict,
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminSite });
    return;
  }
  if (Object.keys(fieldErrorsOf(error)).length > 0) {
    showAdminToast(locale, { tone: 'destructive', title: copy.errorTitle, message: copy.site.checkFields });
    return;
  }
  reportStaffFailure(error, i18n);
}

/** The server's answer becomes the content every form and the before-launch list show. */
function useSiteAnswer() {
  const queryClient = useQueryClient();
  return (site: AdminSite) => queryClient.setQueryData(queryKeys.adminSite, site);
}

/** Saves one section (one PUT); `onSaved` gets what the server answered, to reset the form to it. */
export function useSaveSection<K extends SiteSection>(
  section: K,
  sectionTitle: string,
  onSaved: (site: AdminSite) => void,
) {
  const queryClient = useQueryClient();
  const store = useSiteAnswer();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: (body: SiteSectionBodies[K]) => updateSiteSection(section, body),
    onSuccess: (site) => {
      store(site);
      onSaved(site);
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: i18n.copy.site.savedTitle,
        message: i18n.copy.site.saved(sectionTitle),
      });
    },
    onError: (error) => reportSaveFailure(error, i18n, queryClient),
  });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.images }),
  });
}
