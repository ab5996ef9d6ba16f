import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { RevisionSummary } from '../../../../lib/api/endpoints';
import { postPath, postQueryKey } from './get-post';

export const revisionsQueryKey = (id: string) => [...postQueryKey(id), 'revisions'] as const;

/** The recent saves of a post, newest first. */
export function listRevisions(id: string): Promise<RevisionSummary[]> {
  return getJson<RevisionSummary[]>(`${postPath(id)}/revisions`);
}

export function getRevisionsQueryOptions(id: string) {
  return queryOptions({ queryKey: revisionsQueryKey(id), queryFn: () => listRevisions(id) });
}

export function useRevisions(id: string) {
  return useQuery(getRevisionsQueryOptions(id));
}
