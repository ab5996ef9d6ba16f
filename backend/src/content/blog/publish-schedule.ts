import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { AuditService } from '../../audit/audit.service';
import { Clock } from '../../common/clock';
import { errorMessage } from '../../common/error-message';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ContentService } from '../content.service';
import { PostsRepository } from './posts.repository';

/**
 * Publishes the scheduled posts when their time comes. Every instance watches the next scheduled time as
 * it follows the content version (ContentService.nextPublishAt): when it has come, it publishes what is
 * due (one instance wins each post) and the version bump reaches the others.
 */
@Injectable()
export class PublishSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Blog');
  private timer?: NodeJS.Timeout;
  private publishing?: Promise<unknown>;

  constructor(
    private readonly posts: PostsRepository,
    private readonly content: ContentService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {}

  onApplicationBootstrap(): void {
    // An application context (the staff CLI) serves no pages: no schedule to keep.
    if (!this.adapterHost?.httpAdapter) return;
    this.timer = setInterval(() => void this.publishWhenDue(), this.config.contentPollMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.publishing;
  }

  /**
   * Publishes every scheduled post whose time has come. Each is flipped by one conditional statement, so
   * with several instances running this at once, exactly one records it.
   */
  async publishDue(): Promise<number> {
    const now = this.clock.now();
    const due = (await this.posts.scheduled()).filter(
      (row) => row.publishAt !== null && row.publishAt <= now,
    );
    let published = 0;
    for (const post of due) {
      if (!(await this.posts.publishIfScheduled(post.id))) continue;
      published += 1;
      await this.audit.record('system', 'post_published', `post ${post.id}`, `${post.title} (scheduled)`);
    }
    if (published > 0) await this.content.bumpVersion();
    return published;
  }

  private publishWhenDue(): void {
    const next = this.content.nextPublishAt();
    if (this.publishing || next === null || next > this.clock.now()) return;
    this.publishing = this.publishDue()
      .catch((error) => this.logger.error(`Cannot publish the scheduled posts: ${errorMessage(error)}`))
      .finally(() => (this.publishing = undefined));
  }
}
