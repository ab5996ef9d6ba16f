import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminSite } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import type { StaffI18n } from '../../shared/i18n/use-staff-i18n';
import { httpStatusOf } from '../../shared/utils/api-error';
import { fieldErrorsOf } from '../../shared/utils/form-fields';
import { adminSiteQueryKey } from './get-site';

/**
 * A failed save: a 409 says the content changed meanwhile and loads it again; a 400 with field errors is
 * shown beside the fields (and a toast says so); anything else as every staff action reports it.
 */
export function reportSaveFailure(error: unknown, i18n: StaffI18n, queryClient: QueryClient): void {
  const { locale, copy } = i18n;
  if (httpStatusOf(error) === 409) {
    showAdminToast(locale, {
      tone: 'destructive',
      title: copy.site.conflictTitle,
      message: copy.site.conflict,
    });
    void queryClient.invalidateQueries({ queryKey: adminSiteQueryKey });
    return;
  }
  if (Object.keys(fieldErrorsOf(error)).length > 0) {
    showAdminToast(locale, { tone: 'destructive', title: copy.errorTitle, message: copy.site.checkFields });
    return;
  }
  reportStaffFailure(error, i18n);
}

/** The server's answer becomes the content every form and the before-launch list show. */
export function useSiteAnswer() {
  const queryClient = useQueryClient();
  return (site: AdminSite) => queryClient.setQueryData(adminSiteQueryKey, site);
}
