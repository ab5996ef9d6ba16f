import { readTime } from '@abogados/shared';
import { postPath, previewPath } from './blog-paths';
import { type BlogPostRow } from './blog-post.entity';
import { rowFields } from './blog-store';
import { type PostFields, type PostStatus } from './blog.types';

export interface StaffPost extends PostFields {
  id: string;
  status: PostStatus;
  publishAt: string | null;
  revision: number;
  readTime: string;
  createdAt: string;
  updatedAt: string;
  /** Where visitors find it once published. */
  path: string;
  /** The private preview, for staff. */
  previewPath: string;
}

/** A post as staff see it. */
export function staffView(row: BlogPostRow): StaffPost {
  const fields = rowFields(row);
  return {
    ...fields,
    id: row.id,
    status: row.status as PostStatus,
    publishAt: row.publishAt?.toISOString() ?? null,
    revision: row.revision,
    readTime: readTime(fields.body),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    path: postPath(fields.language, fields.slug),
    previewPath: previewPath(row.previewToken),
  };
}
