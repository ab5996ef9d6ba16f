import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { ContentModule } from '../content/content.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SiteModule } from '../site/site.module';
import { ContactLimits } from './contact-limits';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { ContactFormController } from './form/contact-form.controller';
import { FormSite } from './form/form-site';
import { HoneypotMiddleware } from './honeypot.middleware';
import { InvalidFormLimits } from './form/invalid-form-limits';

@Module({
  imports: [ContactsModule, ContentModule, NotificationsModule, SiteModule],
  controllers: [ContactController, ContactFormController],
  providers: [ContactService, ContactLimits, InvalidFormLimits, FormSite],
})
export class ContactModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HoneypotMiddleware).forRoutes({ path: 'contact', method: RequestMethod.POST });
  }
}
