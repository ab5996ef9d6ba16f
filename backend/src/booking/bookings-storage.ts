import { type Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { BookingsRepository } from './bookings.repository';
import { PostgresBookingsRepository } from './postgres-bookings.repository';
import { SqliteBookingsRepository } from './sqlite-bookings.repository';

/** The bookings' repository for the configured engine: how a slot write is locked differs. */
export function bookingsRepositoryFor(
  config: AppConfig,
  dataSource: DataSource,
  clock: Clock,
): BookingsRepository {
  return config.database.type === 'sqlite'
    ? new SqliteBookingsRepository(dataSource, clock)
    : new PostgresBookingsRepository(dataSource, clock);
}

/** Chosen once at start-up by the configured engine. */
export const BOOKINGS_STORAGE: Provider[] = [
  { provide: BookingsRepository, inject: [APP_CONFIG, DataSource, Clock], useFactory: bookingsRepositoryFor },
];
