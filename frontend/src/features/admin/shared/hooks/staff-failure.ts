import { ADMIN_TIMING, LOGIN_PATH } from '../i18n/admin-copy';
import { describeMarkFailure } from '../utils/api-error';
import type { StaffI18n } from '../i18n/use-staff-i18n';
import { redirectAfter, showAdminToast } from './admin-toast';
import { rememberReturnQuery } from './return-after-login';

/**
 * SPEC §8 for every staff action: a 401 means the session is gone (Session Expired, then the log-in page
 * after 0.5 s); anything else is an Error toast with the server's message.
 */
export function reportStaffFailure(error: unknown, { locale, copy }: StaffI18n): void {
  const failure = describeMarkFailure(error, copy);
  if (failure.kind === 'session-expired') {
    rememberReturnQuery();
    showAdminToast(locale, {
      tone: 'destructive',
      title: copy.sessionExpiredTitle,
      message: copy.sessionExpiredMessage,
    });
    redirectAfter(LOGIN_PATH, ADMIN_TIMING.sessionExpiredRedirectMs);
    return;
  }
  showAdminToast(locale, { tone: 'destructive', title: copy.errorTitle, message: failure.message });
}
