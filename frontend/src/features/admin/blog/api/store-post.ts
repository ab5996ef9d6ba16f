import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffPost } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n, type StaffI18n } from '../../shared/i18n/use-staff-i18n';
import { postQueryKey } from './get-post';
import { postsQueryKey } from './get-posts';
import { revisionsQueryKey } from './get-revisions';

/** The server's answer becomes the post the editor shows; the list and the revisions are read again. */
export function useStorePost() {
  const queryClient = useQueryClient();
  return (post: StaffPost | null, id: string) => {
    // A change to one post can move another's revision on (linking or unlinking a translation, deleting
    // one): every other post is read afresh when opened, so its editor never starts from a stale revision.
    const [prefix] = postQueryKey(id);
    queryClient.removeQueries({
      predicate: (query) =>
        query.queryKey.length === 2 && query.queryKey[0] === prefix && query.queryKey[1] !== id,
    });
    if (post) {
      queryClient.setQueryData(postQueryKey(id), post);
      void queryClient.invalidateQueries({ queryKey: revisionsQueryKey(id) });
    } else {
      queryClient.removeQueries({ queryKey: postQueryKey(id) });
      // Gone from the list at once, not after the list is read again.
      queryClient.setQueryData<StaffPost[]>(postsQueryKey, (list) =>
        list?.filter((other) => other.id !== id),
      );
    }
    void queryClient.invalidateQueries({ queryKey: postsQueryKey, exact: true });
  };
}

type Toast<A> = (i18n: StaffI18n, post: StaffPost, arg: A) => { title: string; message: string };

/** One action on a post: its answer is stored and announced; a failure as every staff action reports it. */
export function usePostAction<A>(action: (id: string, arg: A) => Promise<StaffPost>, toast: Toast<A>) {
  const store = useStorePost();
  const i18n = useStaffI18n();
  return useMutation({
    mutationFn: ({ id, arg }: { id: string; arg: A }) => action(id, arg),
    onSuccess: (post, { arg }) => {
      store(post, post.id);
      showAdminToast(i18n.locale, { tone: 'default', ...toast(i18n, post, arg) });
    },
    onError: (error) => reportStaffFailure(error, i18n),
  });
}
