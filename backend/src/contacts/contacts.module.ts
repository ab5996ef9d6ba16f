import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SqliteReader } from '../database/sqlite-reader';
import { ContactNote } from './contact-note.entity';
import { ContactNotesRepository } from './contact-notes.repository';
import { ContactNotesService } from './contact-notes.service';
import { ContactSubmission } from './contact-submission.entity';
import { ContactsExport } from './contacts-export';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';
import { PostgresContactsRepository } from './postgres-contacts.repository';
import {
  PostgresSearchIndexRepository,
  SearchIndexRepository,
  SqliteSearchIndexRepository,
} from './search-index.repository';
import { SearchIndexer } from './search-indexer';
import { SqliteContactsRepository } from './sqlite-contacts.repository';
import { SubmissionWriter } from './submission-writer';

/**
 * The consultation requests and their notes: storage, intake, changes and the CSV export. It depends on no
 * other feature module; notifications and the staff views (inbox) read requests through its services. The
 * repositories that differ between the engines are chosen here, once, by the configured engine.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContactSubmission, ContactNote])],
  providers: [
    {
      provide: ContactsRepository,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): ContactsRepository =>
        config.database.type === 'sqlite'
          ? new SqliteContactsRepository(dataSource, new SqliteReader(dataSource, config))
          : new PostgresContactsRepository(dataSource),
    },
    {
      provide: SearchIndexRepository,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): SearchIndexRepository =>
        config.database.type === 'sqlite'
          ? new SqliteSearchIndexRepository(dataSource)
          : new PostgresSearchIndexRepository(),
    },
    {
      provide: SubmissionWriter,
      inject: [DataSource],
      useFactory: (ds: DataSource) => new SubmissionWriter(ds),
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
