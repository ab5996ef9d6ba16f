import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactLimits } from './contact-limits';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { HoneypotMiddleware } from './honeypot.middleware';

@Module({
  imports: [ContactsModule, NotificationsModule],
  controllers: [ContactController],
  providers: [ContactService, ContactLimits],
})
export class ContactModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HoneypotMiddleware).forRoutes({ path: 'contact', method: RequestMethod.POST });
  }
}
