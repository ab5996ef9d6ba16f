import { apiRequest } from '../../../../lib/api/client';
import type { StaffPost } from '../../../../lib/api/endpoints';
import { postDateTime } from '../utils/post-fields';
import { postPath } from './get-post';
import { usePostAction } from './store-post';

/** Publishes now (no `at`), or schedules it for `at` (an ISO date-time). */
export async function publishPost(id: string, at?: string): Promise<StaffPost> {
  const res = await apiRequest('POST', `${postPath(id)}/publish`, at === undefined ? {} : { at });
  return (await res.json()) as StaffPost;
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
