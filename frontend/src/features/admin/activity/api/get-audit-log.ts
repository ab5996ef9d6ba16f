import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { AuditEntry, PageQuery, Paged } from '../../../../lib/api/endpoints';
import { queryString, readPage } from '../../../../lib/api/paging';
import { ADMIN_TIMING } from '../../shared/i18n/admin-copy';
import { offsetFor, PAGE_SIZE } from '../../shared/utils/pagination';

export const auditLogQueryKey = ['/api/audit'] as const;

/** One page of the audit log, newest first. */
export async function getAuditLog({ limit, offset }: PageQuery): Promise<Paged<AuditEntry>> {
  const res = await apiRequest('GET', `${auditLogQueryKey.join('/')}${queryString({ limit, offset })}`);
  return readPage<AuditEntry>(res, offset);
}

export function getAuditLogQueryOptions({ limit, offset }: PageQuery) {
  return queryOptions({
    queryKey: [...auditLogQueryKey, { limit, offset }] as const,
    queryFn: () => getAuditLog({ limit, offset }),
  });
}

/** One page of the audit log; fetched afresh each time the tab opens, then on the panel's 30 s cycle. */
export function useAuditLog(page: number) {
  return useQuery({
    ...getAuditLogQueryOptions({ limit: PAGE_SIZE, offset: offsetFor(page) }),
    refetchOnMount: 'always',
    refetchInterval: ADMIN_TIMING.pollMs,
    placeholderData: keepPreviousData,
  });
}
