import { Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../../audit/audit.service';
import { isForeignKeyViolation } from '../../common/database-errors';
import { coverGone, slugConflict } from './blog-errors';
import { type PostFields } from './blog.types';
import { PostRevisionsRepository } from './post-revisions.repository';
import { PostSaves, REVISIONS_KEPT } from './post-saves';
import { PostsRepository, SlugTaken } from './posts.repository';
import { type StaffPost } from './staff-post';

export interface RevisionSummary {
  id: string;
  revision: number;
  title: string;
  slug: string;
  actor: string;
  createdAt: string;
}

/** A post's recent saves, and bringing one back (saved again as the newest). */
@Injectable()
export class PostRevisionsService {
  constructor(
    private readonly revisions: PostRevisionsRepository,
    private readonly posts: PostsRepository,
    private readonly saves: PostSaves,
    private readonly audit: AuditService,
  ) {}

  async history(id: string): Promise<RevisionSummary[]> {
    await this.saves.existing(id);
    const rows = await this.revisions.newest(id, REVISIONS_KEPT);
    return rows.map((row) => {
      const fields = JSON.parse(row.fields) as PostFields;
      return {
        id: row.id,
        revision: row.revision,
        title: fields.title,
        slug: fields.slug,
        actor: row.actor,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  /** The post's fields as that save left them, saved again as its newest revision. */
  async restore(id: string, revisionId: string, actor: string): Promise<StaffPost> {
    const before = await this.saves.existing(id);
    const saved = await this.revisions.byId(id, revisionId);
    if (!saved) throw new NotFoundException('This post has no such revision');
    const fields = JSON.parse(saved.fields) as PostFields;
    // The translation may have been deleted since.
    if (fields.translationId !== null && !(await this.posts.exists(fields.translationId)))
      fields.translationId = null;
    await this.saves.checkSlug(fields.language, fields.slug, id);
    await this.saves.write(before, fields, actor).catch((error: unknown) => {
      throw error instanceof SlugTaken ? slugConflict() : isForeignKeyViolation(error) ? coverGone() : error;
    });
    await this.audit.record(actor, 'post_restored', `post ${id}`, `revision ${saved.revision}`);
    return this.saves.announce(id);
  }
}
