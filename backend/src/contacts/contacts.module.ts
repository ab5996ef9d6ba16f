import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactNote } from './contact-note.entity';
import { ContactNotesService } from './contact-notes.service';
import { ContactSubmission } from './contact-submission.entity';
import { ContactsExport } from './contacts-export';
import { ContactsService } from './contacts.service';
import { SqliteReader } from '../database/sqlite-reader';
import { SearchIndexer } from './search-indexer';

/**
 * The consultation requests and their notes: storage, intake, changes and the CSV export. It depends on no
 * other feature module; notifications and the staff views (inbox) read requests through its services.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContactSubmission, ContactNote])],
  providers: [ContactsService, ContactNotesService, ContactsExport, SearchIndexer, SqliteReader],
  exports: [ContactsService, ContactNotesService, ContactsExport, SearchIndexer],
})
export class ContactsModule {}
