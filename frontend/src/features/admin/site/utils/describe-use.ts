import type { ImageUse } from '../../../../lib/api/endpoints';
import type { AdminCopy } from '../../shared/i18n/admin-copy';

/** One use in words: "the cover of "Title" (draft)". */
export function describeUse(use: ImageUse, copy: AdminCopy): string {
  const t = copy.site.images;
  if (use.kind === 'attorney') return t.uses.attorney;
  if (use.kind === 'hero') return t.uses.hero;
  const title = use.title ?? '';
  const where = use.field === 'body' ? t.uses.body(title) : t.uses.cover(title);
  return use.status ? `${where} (${t.postStatus[use.status]})` : where;
}
