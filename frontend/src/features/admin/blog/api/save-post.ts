import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { PostInput, PostUpdate, StaffPost } from '../../../../lib/api/endpoints';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { isStaleSave, postFieldErrors } from '../utils/post-fields';
import { postPath } from './get-post';
import { postsQueryKey } from './get-posts';
import { useStorePost } from './store-post';

/** Writes a new post, as a draft. */
export async function createPost(body: PostInput): Promise<StaffPost> {
  const res = await apiRequest('POST', postsQueryKey.join('/'), body);
  return (await res.json()) as StaffPost;
}

/** Saves a post; a 409 means another save came after `revision`, or (with errors.slug) the slug is taken. */
export async function updatePost(id: string, body: PostUpdate): Promise<StaffPost> {
  const res = await apiRequest('PUT', postPath(id), body);
  return (await res.json()) as StaffPost;
}

/** One save: `quiet` for the editor's autosave, which is not announced (the editor's status line says it). */
export interface PostSave {
  id: string | null;
  input: PostInput;
  revision: number;
  quiet?: boolean;
}

/**
 * Saves a post: a new one (id null) is created as a draft, an existing one with the revision loaded. Field
 * errors and a save that came too late are shown in the editor (with a toast, unless an autosave's field
 * errors); anything else as usual.
 */
export function useSavePost(onSaved: (post: StaffPost) => void) {
  const store = useStorePost();
  const i18n = useStaffI18n();
  const { copy, locale } = i18n;
  return useMutation({
    mutationFn: ({ id, input, revision }: PostSave) =>
      id === null ? createPost(input) : updatePost(id, { ...input, revision }),
    onSuccess: (post, { quiet }) => {
      store(post, post.id);
      onSaved(post);
      if (quiet) return;
      showAdminToast(locale, {
        tone: 'default',
        title: copy.blog.savedTitle,
        message: copy.blog.saved(post.title),
      });
    },
    onError: (error, { quiet }) => {
      if (isStaleSave(error)) {
        showAdminToast(locale, {
          tone: 'destructive',
          title: copy.blog.conflictTitle,
          message: copy.blog.conflict,
        });
      } else if (Object.keys(postFieldErrors(error)).length > 0) {
        if (quiet) return;
        showAdminToast(locale, {
          tone: 'destructive',
          title: copy.errorTitle,
          message: copy.blog.checkFields,
        });
      } else reportStaffFailure(error, i18n);
    },
  });
}
