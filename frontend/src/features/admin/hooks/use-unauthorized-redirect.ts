import { useEffect } from 'react';
import { ADMIN_TIMING, adminCopy, LOGIN_PATH } from '../admin-copy';
import { redirectAfter, showAdminToast } from './admin-toast';
import { rememberReturnQuery } from './return-after-login';

/** SPEC §4: signed out means a destructive toast, then the log-in page after 1 second. */
export function useUnauthorizedRedirect(unauthenticated: boolean): void {
  useEffect(() => {
    if (!unauthenticated) return;
    rememberReturnQuery();
    showAdminToast({
      tone: 'destructive',
      title: adminCopy.unauthorizedTitle,
      message: adminCopy.unauthorizedMessage,
    });
    return redirectAfter(LOGIN_PATH, ADMIN_TIMING.unauthorizedRedirectMs);
  }, [unauthenticated]);
}
