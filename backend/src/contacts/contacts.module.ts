import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContactNote } from './contact-note.entity';
import { ContactNotesRepository } from './contact-notes.repository';
import { ContactNotesService } from './contact-notes.service';
import { ContactSubmission } from './contact-submission.entity';
import { ContactsExport } from './contacts-export';
import { CONTACTS_STORAGE } from './contacts-storage';
import { ContactsService } from './contacts.service';
import { SearchIndexer } from './search-indexer';
import { SubmissionWriter } from './submission-writer';

/**
 * The consultation requests and their notes: storage, intake, changes and the CSV export. It depends on no
 * other feature module; notifications and the staff views (inbox) read requests through its services. The
 * repositories that differ between the engines are chosen once, at start-up (contacts-storage.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContactSubmission, ContactNote])],
  providers: [
    ...CONTACTS_STORAGE,
    {
      provide: SubmissionWriter,
      inject: [DataSource],
      useFactory: (dataSource: DataSource) => new SubmissionWriter(dataSource),
    },
    ContactNotesRepository,
    ContactsService,
    ContactNotesService,
    ContactsExport,
    SearchIndexer,
  ],
  exports: [ContactsService, ContactNotesService, ContactsExport, SearchIndexer],
})
export class ContactsModule {}
