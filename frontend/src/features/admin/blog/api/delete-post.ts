import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { StaffPost } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { postPath } from './get-post';
import { useStorePost } from './store-post';

export async function deletePost(id: string): Promise<void> {
  await apiRequest('DELETE', postPath(id));
}

/** Deletes a post; `onDeleted` goes back to the list. */
export function useDeletePost(onDeleted: () => void) {
  const store = useStorePost();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: (post: StaffPost) => deletePost(post.id),
    onSuccess: (_none, post) => {
      store(null, post.id);
      onDeleted();
      showAdminToast(i18n.locale, {
        tone: 'default',
        title: i18n.copy.blog.actions.deletedTitle,
        message: i18n.copy.blog.actions.deleted(post.title),
      });
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
