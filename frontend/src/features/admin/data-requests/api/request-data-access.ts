import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { DataSubjectAccess, DataSubjectRequest } from '../../../../lib/api/endpoints';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import type { Held } from '../../shared/i18n/copy-en';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { accessFileName, saveJsonFile } from '../utils/download-file';

/** The file name of `Content-Disposition: attachment; filename="x.json"`; null when there is none to trust. */
export function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="([^"/\\]+)"/i.exec(disposition) : null;
  return match ? match[1] : null;
}

/** Everything held for one address, and the file name the server gives it. POST keeps the address out of URLs. */
export async function requestDataAccess(
  body: DataSubjectRequest,
): Promise<{ data: DataSubjectAccess; fileName: string | null }> {
  const res = await apiRequest('POST', '/api/data-subjects/access', body);
  const fileName = fileNameOf(res.headers.get('Content-Disposition'));
  return { data: (await res.json()) as DataSubjectAccess, fileName };
}

/** An access request: everything held for one address, saved as a JSON file. Answers what it held. */
export function useDataAccess() {
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: async (email: string) => {
      const { data, fileName } = await requestDataAccess({ email });
      saveJsonFile(data, fileName ?? accessFileName(new Date()));
      // The readable document is saved on its own button: a browser may hold back a second automatic download.
      const held: Held = { requests: data.submissions.length, subscription: data.subscriptions.length > 0 };
      return { email, held, data, fileName: fileName ?? accessFileName(new Date()) };
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
