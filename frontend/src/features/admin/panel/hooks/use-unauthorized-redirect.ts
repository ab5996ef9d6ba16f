import { useEffect } from 'react';
import { ADMIN_TIMING, LOGIN_PATH } from '../../shared/i18n/admin-copy';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { redirectAfter, showAdminToast } from '../../shared/hooks/admin-toast';
import { rememberReturnQuery } from '../../shared/hooks/return-after-login';

/** SPEC §4: signed out means a destructive toast, then the log-in page after 1 second. */
export function useUnauthorizedRedirect(unauthenticated: boolean): void {
  const { locale, copy } = useStaffI18n();
  useEffect(() => {
    if (!unauthenticated) return;
    rememberReturnQuery();
    showAdminToast(locale, {
      tone: 'destructive',
      title: copy.unauthorizedTitle,
      message: copy.unauthorizedMessage,
    });
    return redirectAfter(LOGIN_PATH, ADMIN_TIMING.unauthorizedRedirectMs);
    // The language is settled by then: signed out, only the browser's language counts.
  }, [unauthenticated, locale, copy]);
}
