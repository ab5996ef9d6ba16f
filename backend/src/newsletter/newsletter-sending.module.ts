import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module';
import { CampaignsController } from './campaigns.controller';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';
import { ConfirmationQueue } from './confirmation-queue';
import { NewsletterDispatcher } from './newsletter-dispatcher';
import { NewsletterMessagesRepository } from './newsletter-messages.repository';
import { NewsletterOutbox } from './newsletter-outbox';
import { NewsletterLinkToken } from './newsletter-link-token.entity';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NewsletterMailer } from './sending-mailer';
import { NewsletterCampaign, NewsletterMessage, NewsletterPreview } from './sending-entities';
import { SubscriberLinks } from './subscriber-links';
import { SubscribersRepository } from './subscribers.repository';

/**
 * The newsletter's outbox and its worker, and staff's sends of a post. Global so the subscriptions queue
 * their confirmation emails through ConfirmationQueue, find a link's subscriber through SubscriberLinks, and
 * read and write subscribers through SubscribersRepository, and know whether email goes out (NewsletterMailer),
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
    SubscribersRepository,
    NewsletterMessagesRepository,
    CampaignsRepository,
    NewsletterOutbox,
    NewsletterDispatcher,
    NewsletterMailer,
    CampaignsService,
    SubscriberLinks,
    { provide: ConfirmationQueue, useExisting: NewsletterOutbox },
  ],
  exports: [
    ConfirmationQueue,
    NewsletterDispatcher,
    NewsletterMailer,
    SubscriberLinks,
    SubscribersRepository,
  ],
})
export class NewsletterSendingModule {}
