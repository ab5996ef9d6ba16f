import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module';
import { CampaignsController } from './campaigns.controller';
import { CampaignsService } from './campaigns.service';
import { ConfirmationQueue } from './confirmation-queue';
import { NewsletterDispatcher } from './newsletter-dispatcher';
import { NewsletterOutbox } from './newsletter-outbox';
import { NewsletterLinkToken } from './newsletter-link-token.entity';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NewsletterMailer } from './sending-mailer';
import { NewsletterCampaign, NewsletterMessage, NewsletterPreview } from './sending-entities';
import { SubscriberLinks } from './subscriber-links';

/**
 * The newsletter's outbox and its worker, and staff's sends of a post. Global so the subscriptions queue
 * their confirmation emails through ConfirmationQueue, and find a link's subscriber through SubscriberLinks,
 * without importing it.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([
      NewsletterSubscriber,
      NewsletterCampaign,
      NewsletterMessage,
      NewsletterPreview,
      NewsletterLinkToken,
    ]),
    ContentModule,
  ],
  controllers: [CampaignsController],
  providers: [
    NewsletterOutbox,
    NewsletterDispatcher,
    NewsletterMailer,
    CampaignsService,
    SubscriberLinks,
    { provide: ConfirmationQueue, useExisting: NewsletterOutbox },
  ],
  exports: [ConfirmationQueue, NewsletterDispatcher, SubscriberLinks],
})
export class NewsletterSendingModule {}
