import { type DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BookingModule } from './booking/booking.module';
import { ClockModule } from './common/clock';
import { OfficeCalendarModule } from './common/office-calendar';
import { type AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContentModule } from './content/content.module';
import { ContactModule } from './contact/contact.module';
import { ContactsModule } from './contacts/contacts.module';
import { DatabaseModule } from './database/database.module';
import { DataRightsModule } from './data-rights/data-rights.module';
import { HealthModule } from './health/health.module';
import { ImagesModule } from './images/images.module';
import { InboxModule } from './inbox/inbox.module';
import { NewsletterSendingModule } from './newsletter/newsletter-sending.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { NotificationsModule } from './notifications/notifications.module';
import { SecurityModule } from './security/security.module';
import { SiteModule } from './site/site.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        ClockModule,
        OfficeCalendarModule,
        AuditModule,
        ContentModule,
        SecurityModule,
        AuthModule,
        ContactsModule,
        InboxModule,
        ContactModule,
        NewsletterModule,
        DataRightsModule,
        NotificationsModule,
        HealthModule,
        SiteModule,
        ImagesModule,
        NewsletterSendingModule,
        BookingModule,
      ],
    };
  }
}
