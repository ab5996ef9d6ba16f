import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAuditPage, queryKeys } from '../../../../lib/api/endpoints';
import { ADMIN_TIMING } from '../../shared/i18n/admin-copy';
import { offsetFor, PAGE_SIZE } from '../../shared/utils/pagination';

/** One page of the audit log; fetched afresh each time the tab opens, then on the panel's 30 s cycle. */
export function useAuditLog(page: number) {
  const query = { limit: PAGE_SIZE, offset: offsetFor(page) };
  return useQuery({
    queryKey: queryKeys.auditPage(query),
    queryFn: () => listAuditPage(query),
    refetchOnMount: 'always',
    refetchInterval: ADMIN_TIMING.pollMs,
    placeholderData: keepPreviousData,
  });
}
