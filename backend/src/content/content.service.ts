import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
  Optional,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { AuditService, SYSTEM_ACTOR } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { OfficeCalendar } from '../common/office-calendar';
import { isForeignKeyViolation } from '../common/database-errors';
import { errorMessage } from '../common/error-message';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  changedFields,
  decodeSection,
  encodeSection,
  everyNetwork,
  sameValue,
  sectionErrors,
} from './content-codec';
import { BlogStore } from './blog/blog-store';
import { ContentChanges } from './content-changes';
import { settleHours } from './office-hours-seed';
import { type SiteContentRow } from './site-content.entity';
import { SiteContentRepository } from './site-content.repository';
import {
  type AttorneyFacts,
  type ChangedSection,
  CONTENT_SECTIONS,
  type ContentSection,
  type ContentSections,
  type HeroFacts,
  type ImageRef,
  type PhotoFocus,
  type SiteContent,
} from './site-content.types';

/** A read of the content, with the blog's schedule the server keeps to itself. */
interface ContentRead {
  content: SiteContent;
  nextPublishAt: Date | null;
}

export type ContentListenerFn = (snapshot: SiteContent, changed: ChangedSection[]) => void;
/** The sections staff edit as a whole (the hero and the attorney's photo change by upload: setImage). */
export type EditableSection = 'firm' | 'hours' | 'controller' | 'attorney';
type EditableValue<S extends EditableSection> = S extends 'attorney'
  ? Omit<AttorneyFacts, 'photo' | 'photoFocus'>
  : ContentSections[S];

/** A photo slot's image id, also kept as a column with a foreign key to the images (see the entity). */
function photoColumn(section: ContentSection, value: unknown): Partial<SiteContentRow> {
  if (section !== 'attorney' && section !== 'hero') return {};
  const id = (value as { photo: ImageRef | null }).photo?.id ?? null;
  return section === 'attorney' ? { attorneyPhotoId: id } : { heroPhotoId: id };
}

/** The same answer as an id that names no image (the controller's check), for one deleted meanwhile. */
export function photoGone(): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    message: 'Validation failed',
    errors: { imageId: 'no uploaded image has this id: upload it first' },
  });
}

const STALE_MESSAGE =
  'The site content was changed by someone else since it was loaded: reload it, then make the change again';

/**
 * The site's content, held as one snapshot that every page and email reads without waiting. Each server
 * follows the content version in the database: it checks it every CONTENT_POLL_MS and, on PostgreSQL,
 * also when a change is announced (LISTEN/NOTIFY), then reloads the row and tells subscribers which
 * sections changed. Writes are guarded by the version the editor loaded, so nobody overwrites another's
 * change without seeing it.
 */
@Injectable()
export class ContentService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Content');
  private current!: SiteContent;
  private nextPublish: Date | null = null;
  private readonly subscribers = new Set<ContentListenerFn>();
  private timer?: NodeJS.Timeout;
  private refreshing?: Promise<void>;
  private again = false;
  private failing = false;

  constructor(
    private readonly rows: SiteContentRepository,
    private readonly changes: ContentChanges,
    private readonly blog: BlogStore,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly office: OfficeCalendar,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.seedHours();
    ({ content: this.current, nextPublishAt: this.nextPublish } = await this.read());
    this.office.follow(this.current.hours);
  }

  onApplicationBootstrap(): void {
    // An application context (the staff CLI) serves no pages: nothing to follow, nothing to keep it alive.
    if (!this.adapterHost?.httpAdapter) return;
    this.timer = setInterval(() => void this.refresh(), this.config.contentPollMs);
    this.timer.unref();
    this.changes.follow(() => void this.refresh());
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.changes.stop();
    await this.refreshing;
  }

  /** The content now, as last read: synchronous and free. */
  snapshot(): SiteContent {
    return this.current;
  }

  /**
   * When the next scheduled post is due, as of the snapshot, or null: for the publisher only, never part
   * of the content (visitors must not learn that a post is coming).
   */
  nextPublishAt(): Date | null {
    return this.nextPublish;
  }

  /** Calls `listener` after each change this server sees, with the sections it touched. Returns an unsubscribe. */
  onChange(listener: ContentListenerFn): () => void {
    this.subscribers.add(listener);
    return () => this.subscribers.delete(listener);
  }

  /**
   * Stores the office hours the migration carried over from the firm's free texts, completed from
   * BUSINESS_HOURS (the seed), once, before this server first reads the content. The
   * texts it could not read go to the activity log and the server's log, so nothing typed is lost unsaid.
   */
  private async seedHours(): Promise<void> {
    const row = await this.rows.row();
    const settled = settleHours(row.hours, this.config.answerPromise.calendar);
    if (!settled) return;
    // Another server starting at the same time may seed first: then its hours stand.
    if (!(await this.rows.seedHours(encodeSection('hours', settled.hours), row.hours))) return;
    for (const text of settled.unread) {
      this.logger.warn(`Office hours: could not read "${text}"; seeded from BUSINESS_HOURS instead`);
    }
    const from = settled.seeded ? 'seeded from BUSINESS_HOURS' : 'read from the free-text hours';
    const unread = settled.unread.length > 0 ? `; could not read: ${settled.unread.join(' | ')}` : '';
    await this.audit.record(SYSTEM_ACTOR, 'site_updated', 'site hours', `office hours ${from}${unread}`);
  }

  /** Checks the version now and reloads when it moved (one check at a time; a call during one asks for another). */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      // The running check may have passed its last look at `again`: then this call's check runs after it.
      return this.refreshing.then(() => (this.again ? this.refresh() : undefined));
    }
    this.refreshing = this.refreshLoop().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  /** Replaces a section with what staff sent, if `version` is still the current one; audited. */
  async update<S extends EditableSection>(
    section: S,
    value: EditableValue<S>,
    version: number,
    actor: string,
  ): Promise<SiteContent> {
    const row = await this.rows.row();
    if (row.version !== version) throw new ConflictException(STALE_MESSAGE);
    const before = decodeSection(section, row[section] ?? 'null');
    const after = this.complete(section, value, before);
    const changed = changedFields(before, after);
    if (changed.length > 0) {
      await this.write(section, after, version);
      await this.audit.record(actor, 'site_updated', `site ${section}`, changed.join(', '));
    }
    await this.refresh();
    return this.current;
  }

  /**
   * Sets (or clears, with null) the attorney's or the home page's photo: an image the images module stored,
   * with the point its frame keeps in view (none: the centre; a cleared photo keeps none).
   */
  async setImage(
    slot: 'attorney' | 'hero',
    photo: ImageRef | null,
    actorEmail: string,
    focus?: PhotoFocus,
  ): Promise<SiteContent> {
    const chosen: HeroFacts =
      photo !== null && focus ? { photo, photoFocus: { x: focus.x, y: focus.y } } : { photo };
    // Checked before anything is read: a malformed reference is the caller's mistake, whatever the content.
    if (photo !== null) {
      const errors = sectionErrors('hero', chosen);
      if (Object.keys(errors).length > 0) {
        throw new BadRequestException({ statusCode: 400, message: 'Validation failed', errors });
      }
    }
    // Another change may slip in between reading and writing: then read again (it touched another field).
    for (let attempt = 0; ; attempt += 1) {
      const row = await this.rows.row();
      const before = decodeSection(slot, row[slot]);
      const { photoFocus: _dropped, ...rest } = before;
      const after = { ...rest, ...chosen };
      const changed = changedFields(
        { photo: before.photo, photoFocus: before.photoFocus },
        { photo: chosen.photo, photoFocus: chosen.photoFocus },
      );
      if (changed.length === 0) return this.current;
      try {
        await this.write(slot, after, row.version);
      } catch (error) {
        if (error instanceof ConflictException && attempt < 3) continue;
        // The image was deleted since the caller described it: its foreign key refused the write.
        if (isForeignKeyViolation(error)) throw photoGone();
        throw error;
      }
      await this.audit.record(actorEmail, 'site_updated', `site ${slot}`, changed.join(', '));
      await this.refresh();
      return this.current;
    }
  }

  /**
   * Moves the content version on after a change stored elsewhere (the blog's posts): every instance,
   * this one first, then reloads the content.
   */
  async bumpVersion(): Promise<void> {
    await this.rows.bumpVersion(this.clock.now());
    await this.refresh();
  }

  /** The stored section a staff edit gives: the firm's links one per network, the attorney's photo and focus kept. */
  private complete<S extends EditableSection>(
    section: S,
    value: EditableValue<S>,
    before: ContentSections[S],
  ): ContentSections[S] {
    const plain = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
    if (section === 'firm') {
      const social = plain.social as ContentSections['firm']['social'];
      const twice = social.findIndex(
        (link, index) => social.findIndex((l) => l.network === link.network) < index,
      );
      if (twice >= 0) {
        throw new BadRequestException({
          statusCode: 400,
          message: 'Validation failed',
          errors: { [`social.${twice}.network`]: 'network must appear at most once' },
        });
      }
      plain.social = everyNetwork(social);
    }
    if (section === 'attorney') {
      const { photo, photoFocus } = before as AttorneyFacts;
      plain.photo = photo;
      if (photoFocus) plain.photoFocus = photoFocus;
    }
    delete plain.version;
    return plain as unknown as ContentSections[S];
  }

  /** One statement: the section, the version bumped, only if the version is still `version`. */
  private async write<S extends ContentSection>(section: S, value: ContentSections[S], version: number) {
    const columns = { [section]: encodeSection(section, value), ...photoColumn(section, value) };
    if (!(await this.rows.write(columns, version, this.clock.now())))
      throw new ConflictException(STALE_MESSAGE);
  }

  private async refreshLoop(): Promise<void> {
    do {
      this.again = false;
      try {
        const version = await this.rows.version();
        if (version !== undefined && version > this.current.version) this.apply(await this.read());
        if (this.failing) this.logger.log('Reading the site content works again');
        this.failing = false;
      } catch (error) {
        // Once per outage: the check runs every second and the database's own errors are logged elsewhere.
        if (!this.failing)
          this.logger.error(`Cannot check the site content's version: ${errorMessage(error)}`);
        this.failing = true;
      }
    } while (this.again);
  }

  private apply({ content: next, nextPublishAt }: ContentRead): void {
    if (next.version <= this.current.version) return;
    this.nextPublish = nextPublishAt;
    const changed: ChangedSection[] = CONTENT_SECTIONS.filter(
      (section) => !sameValue(this.current[section], next[section]),
    );
    if (!sameValue(this.current.blog, next.blog)) changed.push('blog');
    this.current = next;
    this.office.follow(next.hours);
    for (const subscriber of this.subscribers) {
      try {
        subscriber(next, changed);
      } catch (error) {
        this.logger.error(`A content subscriber failed: ${errorMessage(error)}`);
      }
    }
  }

  private async read(): Promise<ContentRead> {
    const row = await this.rows.row();
    const blog = await this.blog.read(this.clock.now());
    return {
      content: {
        version: row.version,
        firm: decodeSection('firm', row.firm),
        hours: decodeSection('hours', row.hours ?? 'null'),
        controller: decodeSection('controller', row.controller),
        attorney: decodeSection('attorney', row.attorney),
        hero: decodeSection('hero', row.hero),
        blog: blog.content,
      },
      nextPublishAt: blog.nextPublishAt,
    };
  }
}
