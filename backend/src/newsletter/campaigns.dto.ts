import { ApiProperty } from '@nestjs/swagger';
import { CAMPAIGN_STATES, type CampaignState } from './sending-entities';
import { NEWSLETTER_LANGUAGES, type NewsletterLanguage } from './newsletter-subscriber.entity';

export class CampaignCountsDto {
  @ApiProperty({ description: 'Messages queued' })
  total: number;

  @ApiProperty({ description: 'Not sent yet (waiting for a window, for their turn, or for a retry)' })
  queued: number;

  @ApiProperty({ description: 'Accepted by the mail server' })
  sent: number;

  @ApiProperty({ description: 'Given up on (a day of failed attempts, or the post is no longer published)' })
  failed: number;

  @ApiProperty({
    description: 'Not sent: the subscriber left (or changed language) after the send was queued',
  })
  unsubscribed: number;
}

/** A post's newsletter send and its progress. */
export class CampaignDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  postId: string;

  @ApiProperty({ enum: NEWSLETTER_LANGUAGES, description: "The post's language: its subscribers got it" })
  language: NewsletterLanguage;

  @ApiProperty({ format: 'date-time' })
  requestedAt: string;

  @ApiProperty({ description: 'The staff member who sent it' })
  requestedBy: string;

  @ApiProperty({
    enum: CAMPAIGN_STATES,
    description: 'waiting: outside the Ley 2300 windows · sending · done: nothing left to send',
  })
  state: CampaignState;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'While waiting: when the next Ley 2300 window opens (America/Bogota)',
  })
  nextWindowAt: string | null;

  @ApiProperty({ type: CampaignCountsDto })
  counts: CampaignCountsDto;
}

export class PreviewSentDto {
  @ApiProperty({ description: "The staff member's own address, where the preview went" })
  to: string;
}
