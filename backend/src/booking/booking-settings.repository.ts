import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BOOKING_SETTINGS_TABLE } from '../database/schema/booking-settings';
import { BOOKING_SETTINGS_ID, BookingSettingsRow } from './booking-settings.entity';

/** What a save writes besides the version: the availability's JSON text, when and by whom. */
export interface BookingSettingsWrite {
  availability: string;
  at: Date;
  by: string;
}

/**
 * The booking availability's one row. A save is one statement guarded by the version the editor loaded:
 * the first an INSERT that a row already there turns into nothing (ON CONFLICT DO NOTHING), the others an
 * UPDATE of the row still at that version. Of two saves from one version exactly one writes, on either
 * engine. The same SQL on both.
 */
@Injectable()
export class BookingSettingsRepository {
  constructor(@InjectRepository(BookingSettingsRow) private readonly rows: Repository<BookingSettingsRow>) {}

  /** The saved row, or null before the first save. */
  row(): Promise<BookingSettingsRow | null> {
    return this.rows.findOneBy({ id: BOOKING_SETTINGS_ID });
  }

  /** Writes `next` as version `version + 1` if the stored version is still `version` (0: none stored). */
  async save(next: BookingSettingsWrite, version: number): Promise<boolean> {
    return version === 0 ? this.insertFirst(next) : this.update(next, version);
  }

  private async insertFirst({ availability, at, by }: BookingSettingsWrite): Promise<boolean> {
    const { driver } = this.rows.manager.connection;
    const updatedAt = this.rows.metadata.findColumnWithPropertyName('updatedAt')!;
    const [sql, parameters] = driver.escapeQueryWithParameters(
      `INSERT INTO ${BOOKING_SETTINGS_TABLE} (id, availability, version, updated_at, updated_by) ` +
        'VALUES (:id, :availability, 1, :at, :by) ON CONFLICT (id) DO NOTHING',
      { id: BOOKING_SETTINGS_ID, availability, at: driver.preparePersistentValue(at, updatedAt), by },
      {},
    );
    // A runner of its own for the structured result: the number of rows the INSERT wrote, on either engine.
    const runner = this.rows.manager.connection.createQueryRunner();
    try {
      return (await runner.query(sql, parameters, true)).affected === 1;
    } finally {
      await runner.release();
    }
  }

  private async update({ availability, at, by }: BookingSettingsWrite, version: number): Promise<boolean> {
    const result = await this.rows
      .createQueryBuilder()
      .update(BookingSettingsRow)
      .set({ availability, version: () => 'version + 1', updatedAt: at, updatedBy: by })
      .where('id = :id AND version = :version', { id: BOOKING_SETTINGS_ID, version })
      .execute();
    return result.affected === 1;
  }
}
