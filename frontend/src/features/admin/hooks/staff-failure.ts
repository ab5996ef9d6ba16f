import { ADMIN_TIMING, adminCopy, LOGIN_PATH } from '../admin-copy';
import { describeMarkFailure } from '../api-error';
import { redirectAfter, showAdminToast } from './admin-toast';
import { rememberReturnQuery } from './return-after-login';

/**
 * SPEC §8 for every staff action: a 401 means the session is gone (Session Expired, then the log-in page
 * after 0.5 s); anything else is an Error toast with the server's message.
 */
export function reportStaffFailure(error: unknown): void {
  const failure = describeMarkFailure(error);
  if (failure.kind === 'session-expired') {
    rememberReturnQuery();
    showAdminToast({
      tone: 'destructive',
      title: adminCopy.sessionExpiredTitle,
      message: adminCopy.sessionExpiredMessage,
    });
    redirectAfter(LOGIN_PATH, ADMIN_TIMING.sessionExpiredRedirectMs);
    return;
  }
  showAdminToast({ tone: 'destructive', title: adminCopy.errorTitle, message: failure.message });
}
