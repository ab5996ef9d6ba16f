import { apiRequest } from '../../../../lib/api/client';
import type { StaffPost } from '../../../../lib/api/endpoints';
import { postPath } from './get-post';
import { usePostAction } from './store-post';

/** Back to draft. */
export async function unpublishPost(id: string): Promise<StaffPost> {
  const res = await apiRequest('POST', `${postPath(id)}/unpublish`);
  return (await res.json()) as StaffPost;
}

export function useUnpublish() {
  return usePostAction(
    (id) => unpublishPost(id),
    ({ copy }, post) => ({
      title: copy.blog.actions.unpublishedTitle,
      message: copy.blog.actions.unpublished(post.title),
    }),
  );
}
