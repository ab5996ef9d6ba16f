import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module';
import { SiteModule } from '../site/site.module';
import { NewsletterHoneypotMiddleware } from './newsletter-honeypot.middleware';
import { NewsletterLimits } from './newsletter-limits';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { SubscriberEvent } from './subscriber-event.entity';
import { SubscribersController } from './subscribers.controller';
import { SubscribersService } from './subscribers.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriberEventsRepository } from './subscriber-events.repository';
import { SubscriptionsService } from './subscriptions.service';

/** The blog's newsletter: subscriptions with double opt-in, unsubscribing, and the subscribers for staff. */
@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriber, SubscriberEvent]), ContentModule, SiteModule],
  controllers: [SubscriptionsController, SubscribersController],
  providers: [SubscriptionsService, SubscribersService, SubscriberEventsRepository, NewsletterLimits],
  exports: [SubscriptionsService],
})
export class NewsletterModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(NewsletterHoneypotMiddleware)
      .forRoutes({ path: 'newsletter', method: RequestMethod.POST });
  }
}
