import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { BlogRevisionRow } from './blog-post.entity';
import { type PostFields } from './blog.types';

/** Each save of a post, its fields as JSON: the newest few are kept to restore from. The same SQL on both engines. */
@Injectable()
export class PostRevisionsRepository {
  constructor(@InjectRepository(BlogRevisionRow) private readonly revisions: Repository<BlogRevisionRow>) {}

  /** Keeps this save, then forgets all but the newest `kept` of the post's. */
  async add(
    postId: string,
    revision: number,
    fields: PostFields,
    actor: string,
    at: Date,
    kept: number,
  ): Promise<void> {
    await this.revisions.insert({
      id: randomUUID(),
      postId,
      revision,
      fields: JSON.stringify(fields),
      actor,
      createdAt: at,
    });
    const old = await this.revisions.find({
      where: { postId },
      order: { revision: 'DESC' },
      skip: kept,
      select: { id: true },
    });
    if (old.length > 0) await this.revisions.delete({ id: In(old.map((r) => r.id)) });
  }

  /** The post's newest `take` saves, newest first. */
  newest(postId: string, take: number): Promise<BlogRevisionRow[]> {
    return this.revisions.find({ where: { postId }, order: { revision: 'DESC' }, take });
  }

  /** One save of the post, or null (none has this id, or it is another post's). */
  byId(postId: string, id: string): Promise<BlogRevisionRow | null> {
    return this.revisions.findOneBy({ id, postId });
  }

  async removeAll(postId: string): Promise<void> {
    await this.revisions.delete({ postId });
  }
}
