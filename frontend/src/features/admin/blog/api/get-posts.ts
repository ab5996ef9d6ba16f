import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { StaffPost } from '../../../../lib/api/endpoints';

/** Every post; its prefix also covers one post and its revisions, so a change refreshes all of them. */
export const postsQueryKey = ['/api/admin/blog/posts'] as const;

/** Every post, drafts and scheduled ones too, last changed first. */
export function listPosts(): Promise<StaffPost[]> {
  return getJson<StaffPost[]>(postsQueryKey.join('/'));
}

export function getPostsQueryOptions() {
  return queryOptions({ queryKey: postsQueryKey, queryFn: listPosts });
}

/** Every post, read afresh each time the tab opens. */
export function usePosts() {
  return useQuery({ ...getPostsQueryOptions(), refetchOnMount: 'always' });
}
