import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { CAMPAIGN_UNSENT_SQL } from '../database/schema/newsletter';
import { type CampaignState, NewsletterCampaign, NewsletterPreview } from './sending-entities';

/** The post has a campaign already: the unique index on post_id refused a second. */
export class CampaignExists extends Error {
  constructor() {
    super('this post was already sent to the newsletter');
  }
}

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = error.driverError as { code?: string; message?: string };
  return driver.code === '23505' || /UNIQUE constraint failed/.test(driver.message ?? '');
}

/** A campaign as it is first stored. */
export type NewCampaign = Pick<
  NewsletterCampaign,
  'postId' | 'language' | 'requestedBy' | 'requestedAt' | 'state'
>;

/** The newsletter's campaigns (a post sent, once per post) and the previews staff sent themselves before. */
@Injectable()
export class CampaignsRepository {
  constructor(
    @InjectRepository(NewsletterCampaign) private readonly campaigns: Repository<NewsletterCampaign>,
    @InjectRepository(NewsletterPreview) private readonly previews: Repository<NewsletterPreview>,
  ) {}

  byId(id: number): Promise<NewsletterCampaign | null> {
    return this.campaigns.findOneBy({ id });
  }

  byPost(postId: string): Promise<NewsletterCampaign | null> {
    return this.campaigns.findOneBy({ postId });
  }

  existsForPost(postId: string): Promise<boolean> {
    return this.campaigns.existsBy({ postId });
  }

  /** Stores the campaign with no messages yet; CampaignExists when the post has one (made meanwhile). */
  async insert(campaign: NewCampaign): Promise<NewsletterCampaign> {
    try {
      const inserted = await this.campaigns.insert({ ...campaign, total: 0 });
      return await this.campaigns.findOneByOrFail({ id: inserted.identifiers[0].id as number });
    } catch (error) {
      throw isUniqueViolation(error) ? new CampaignExists() : error;
    }
  }

  async setTotal(id: number, total: number): Promise<void> {
    await this.campaigns.update({ id }, { total });
  }

  /** A campaign and its messages (ON DELETE CASCADE). */
  async remove(id: number): Promise<void> {
    await this.campaigns.delete({ id });
  }

  /**
   * Every campaign's state as the outbox stands: 'done' once no message of it is pending or sending, else
   * `active`. Two UPDATEs; one that matches nothing writes nothing.
   */
  async settleStates(active: CampaignState): Promise<void> {
    for (const [state, where] of [
      ['done', `NOT ${CAMPAIGN_UNSENT_SQL}`],
      [active, CAMPAIGN_UNSENT_SQL],
    ] as const) {
      await this.campaigns
        .createQueryBuilder()
        .update(NewsletterCampaign)
        .set({ state })
        .where('state <> :state', { state })
        .andWhere(where)
        .execute();
    }
  }

  previewed(postId: string, revision: number): Promise<boolean> {
    return this.previews.existsBy({ postId, revision });
  }

  async addPreview(preview: Omit<NewsletterPreview, 'id'>): Promise<void> {
    await this.previews.insert(preview);
  }
}
