import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { StaffPost } from '../../../../lib/api/endpoints';
import { postsQueryKey } from './get-posts';

export const postQueryKey = (id: string) => [...postsQueryKey, id] as const;

/** One post's URL, the base of its actions and revisions. */
export const postPath = (id: string) => `${postsQueryKey.join('/')}/${encodeURIComponent(id)}`;

export function getPost(id: string): Promise<StaffPost> {
  return getJson<StaffPost>(postPath(id));
}

export function getPostQueryOptions(id: string) {
  return queryOptions({ queryKey: postQueryKey(id), queryFn: () => getPost(id) });
}

export function usePost(id: string | null) {
  return useQuery({ ...getPostQueryOptions(id ?? ''), enabled: id !== null, refetchOnMount: 'always' });
}
