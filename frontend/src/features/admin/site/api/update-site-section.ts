import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { AdminSite, SiteSection, SiteSectionBodies } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { adminSiteQueryKey } from './get-site';
import { reportSaveFailure, useSiteAnswer } from './site-answer';

/** Replaces one section of the site content; a 409 means someone changed the content since `version`. */
export async function updateSiteSection<K extends SiteSection>(
  section: K,
  body: SiteSectionBodies[K],
): Promise<AdminSite> {
  const res = await apiRequest('PUT', `${adminSiteQueryKey.join('/')}/${section}`, body);
  return (await res.json()) as AdminSite;
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
