import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Notification } from '../notifications/notification.entity';
import { ContactNote } from './contact-note.entity';
import { ContactNotesService } from './contact-notes.service';
import { ContactSubmission } from './contact-submission.entity';
import { ContactViews } from './contact-views';
import { ContactsExport } from './contacts-export';
import { ContactsController } from './contacts.controller';
import { ContactsService } from './contacts.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactSubmission, ContactNote, Notification])],
  controllers: [ContactsController],
  providers: [ContactsService, ContactViews, ContactNotesService, ContactsExport],
  exports: [ContactsService],
})
export class ContactsModule {}
