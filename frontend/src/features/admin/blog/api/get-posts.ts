import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  listRevisions,
  publishPost,
  queryKeys,
  restoreRevision,
  unpublishPost,
  updatePost,
  type PostInput,
  type RevisionSummary,
  type StaffPost,
} from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n, type StaffI18n } from '../../shared/i18n/use-staff-i18n';
import { isStaleSave, postDateTime, postFieldErrors } from '../utils/post-fields';

/** Every post, read afresh each time the tab opens. */
export function usePosts() {
  return useQuery({ queryKey: queryKeys.blogPosts, queryFn: listPosts, refetchOnMount: 'always' });
}

export function usePost(id: string | null) {
  return useQuery({
    queryKey: queryKeys.blogPost(id ?? ''),
    queryFn: () => getPost(id ?? ''),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
}

export function useRevisions(id: string) {
  return useQuery({ queryKey: queryKeys.blogRevisions(id), queryFn: () => listRevisions(id) });
}

/** The server's answer becomes the post the editor shows; the list and the revisions are read again. */
function useStorePost() {
  const queryClient = useQueryClient();
  return (post: StaffPost | null, id: string) => {
    // A change to one post can move another's revision on (linking or unlinking a translation, deleting
    // one): every other post is read afresh when opened, so its editor never starts from a stale revision.
    const [prefix] = queryKeys.blogPost(id);
    queryClient.removeQueries({
      predicate: (query) =>
        query.queryKey.length === 2 && query.queryKey[0] === prefix && query.queryKey[1] !== id,
    });
    if (post) {
      queryClient.setQueryData(queryKeys.blogPost(id), post);
      void queryClient.invalidateQueries({ queryKey: queryKeys.blogRevisions(id) });
    } else {
      queryClient.removeQueries({ queryKey: queryKeys.blogPost(id) });
      // Gone from the list at once, not after the list is read again.
      queryClient.setQueryData<StaffPost[]>(queryKeys.blogPosts, (list) =>
        list?.filter((other) => other.id !== id),
      );
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.blogPosts, exact: true });
  };
}

type Toast<A> = (i18n: StaffI18n, post: StaffPost, arg: A) => { title: string; message: string };

/** One action on a post: its answer is stored and announced; a failure as every staff action reports it. */
function usePostAction<A>(action: (id: string, arg: A) => Promise<StaffPost>, toast: Toast<A>) {
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

/**
 * Saves a post: a new one (id null) is created as a draft, an existing one with the revision loaded. Field
 * errors and a save that came too late are shown in the editor (with a toast); anything else as usual.
 */
export function useSavePost(onSaved: (post: StaffPost) => void) {
  const store = useStorePost();
  const i18n = useStaffI18n();
  const { copy, locale } = i18n;
  return useMutation({
    mutationFn: ({ id, input, revision }: { id: string | null; input: PostInput; revision: number }) =>
      id === null ? createPost(input) : updatePost(id, { ...input, revision }),
    onSuccess: (post) => {
      store(post, post.id);
      onSaved(post);
      showAdminToast(locale, {
        tone: 'default',
        title: copy.blog.savedTitle,
        message: copy.blog.saved(post.title),
      });
    },
    onError: (error) => {
      if (isStaleSave(error)) {
        showAdminToast(locale, {
          tone: 'destructive',
          title: copy.blog.conflictTitle,
          message: copy.blog.conflict,
        });
      } else if (Object.keys(postFieldErrors(error)).length > 0) {
        showAdminToast(locale, {
          tone: 'destructive',
          title: copy.errorTitle,
          message: copy.blog.checkFields,
        });
      } else reportStaffFailure(error, i18n);
    },
  });
}

/** Publishes now (`at` undefined) or schedules for `at`. */
export function usePublish() {
  return usePostAction(
    (id, at: string | undefined) => publishPost(id, at),
    (i18n, post) => {
      const t = i18n.copy.blog.actions;
      return post.status === 'scheduled' && post.publishAt
        ? { title: t.scheduledTitle, message: t.scheduled(post.title, postDateTime(post.publishAt, i18n)) }
        : { title: t.publishedTitle, message: t.published(post.title) };
    },
  );
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

export function useRestore() {
  return usePostAction(
    (id, revision: RevisionSummary) => restoreRevision(id, revision.id),
    ({ copy }, _post, revision) => ({
      title: copy.blog.revisions.restoredTitle,
      message: copy.blog.revisions.restored(revision.revision),
    }),
  );
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
