import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AuditService, requestCount, SYSTEM_ACTOR } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { errorMessage } from '../common/error-message';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContactsService } from '../contacts/contacts.service';
import { SubscriptionsService } from '../newsletter/subscriptions.service';
import { subtractCalendarMonths, utcDay } from './calendar-months';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes requests kept longer than RETENTION_MONTHS (Ley 1581 de 2012: data are kept only as long as their
 * purpose needs), at start-up and every hour after. Every instance runs it; the DELETE is idempotent, so two
 * instances purging at once only split the rows between them.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Retention');
  private timer?: NodeJS.Timeout;
  /** The purge under way, so a slow one is never overlapped by the next hour's. */
  private running?: Promise<number>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contacts: ContactsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** A failed purge must not keep the site down: it is logged and tried again within the hour. */
  async onApplicationBootstrap(): Promise<void> {
    await this.purgeQuietly();
    // unref(): the timer alone never keeps the process (or a test run) alive.
    this.timer = setInterval(() => void this.purgeQuietly(), HOUR_MS).unref();
  }

  /** Before the database closes (onApplicationShutdown), a purge under way is let finish. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Deletes what is past its period (with its notes and outbox rows, by cascade); answers how many. */
  purgeExpired(): Promise<number> {
    this.running ??= this.purge().finally(() => (this.running = undefined));
    return this.running;
  }

  private async purge(): Promise<number> {
    const cutoff = subtractCalendarMonths(this.clock.now(), this.config.retentionMonths);
    const deleted = await this.contacts.deleteOlderThan(cutoff);
    if (deleted > 0) {
      const detail = `${requestCount(deleted)} older than ${utcDay(cutoff)} deleted`;
      await this.audit.record(SYSTEM_ACTOR, 'retention_purge', undefined, detail);
      this.logger.log(`Retention purge: ${detail}`);
    } else {
      this.logger.debug(`Retention purge: nothing older than ${utcDay(cutoff)}`);
    }
    await this.purgePendingSubscriptions();
    return deleted;
  }

  /** Unconfirmed newsletter subscriptions older than NEWSLETTER_PENDING_DAYS: nobody confirmed them. */
  private async purgePendingSubscriptions(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.newsletterPendingDays * DAY_MS);
    const deleted = await this.subscriptions.deletePendingBefore(cutoff);
    if (deleted === 0) return;
    const detail = `${deleted} unconfirmed newsletter ${deleted === 1 ? 'subscription' : 'subscriptions'} deleted`;
    await this.audit.record(SYSTEM_ACTOR, 'retention_purge', undefined, detail);
    this.logger.log(`Retention purge: ${detail}`);
  }

  private async purgeQuietly(): Promise<void> {
    try {
      await this.purgeExpired();
    } catch (error) {
      this.logger.error(`Retention purge failed: ${errorMessage(error)}`);
    }
  }
}
