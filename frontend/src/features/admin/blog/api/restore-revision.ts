import { apiRequest } from '../../../../lib/api/client';
import type { RevisionSummary, StaffPost } from '../../../../lib/api/endpoints';
import { postPath } from './get-post';
import { usePostAction } from './store-post';

/** Brings back an earlier save's fields (saved again as the newest revision). */
export async function restoreRevision(id: string, revisionId: string): Promise<StaffPost> {
  const res = await apiRequest('POST', `${postPath(id)}/revisions/${encodeURIComponent(revisionId)}/restore`);
  return (await res.json()) as StaffPost;
}

export function useRestore() {
  return usePostAction(
    (id, revision: RevisionSummary) => restoreRevision(id, revision.id),
    ({ copy }, _post, revision) => ({
      title: copy.blog.revisions.restoredTitle,
      message: copy.blog.revisions.restored(revision.revision),
    }),
  );
}
