import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { EmailStatus } from '../../../../lib/api/endpoints';

export const emailStatusQueryKey = ['/api/admin/email'] as const;

/** Whether email goes out, and which of the site's emails do not. */
export function getEmailStatus(): Promise<EmailStatus> {
  return getJson<EmailStatus>(emailStatusQueryKey.join('/'));
}

/**
 * Read once per panel load and again every few minutes: a server set up with SMTP later, or one that
 * stops, shows in the banner without a reload.
 */
export function useEmailStatus(enabled = true) {
  return useQuery({
    queryKey: emailStatusQueryKey,
    queryFn: getEmailStatus,
    enabled,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
