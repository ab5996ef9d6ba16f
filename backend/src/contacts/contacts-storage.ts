import { type Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SqliteReader } from '../database/sqlite-reader';
import { ContactsRepository } from './contacts.repository';
import { PostgresContactsRepository } from './postgres-contacts.repository';
import {
  PostgresSearchIndexRepository,
  SearchIndexRepository,
  SqliteSearchIndexRepository,
} from './search-index.repository';
import { SqliteContactsRepository } from './sqlite-contacts.repository';

/** The requests' repository for the configured engine. */
export function contactsRepositoryFor(config: AppConfig, dataSource: DataSource): ContactsRepository {
  return config.database.type === 'sqlite'
    ? new SqliteContactsRepository(dataSource, new SqliteReader(dataSource, config))
    : new PostgresContactsRepository(dataSource);
}

/** The search index's repository for the configured engine. */
export function searchIndexRepositoryFor(config: AppConfig, dataSource: DataSource): SearchIndexRepository {
  return config.database.type === 'sqlite'
    ? new SqliteSearchIndexRepository(dataSource)
    : new PostgresSearchIndexRepository();
}

/** The repositories that differ between the engines, chosen once at start-up by the configured engine. */
export const CONTACTS_STORAGE: Provider[] = [
  { provide: ContactsRepository, inject: [APP_CONFIG, DataSource], useFactory: contactsRepositoryFor },
  { provide: SearchIndexRepository, inject: [APP_CONFIG, DataSource], useFactory: searchIndexRepositoryFor },
];
