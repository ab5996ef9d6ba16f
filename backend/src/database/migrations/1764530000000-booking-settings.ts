import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { BOOKING_SETTINGS_TABLE } from '../schema/booking-settings';

/**
 * The booking availability staff set: one row, made by the first save. Until then there is no
 * row and bookings follow the defaults (the office hours and the standard meeting kinds).
 */
export class BookingSettings1764530000000 implements MigrationInterface {
  name = 'BookingSettings1764530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    await queryRunner.createTable(
      new Table({
        name: BOOKING_SETTINGS_TABLE,
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'availability', type: 'text' },
          { name: 'version', type: 'integer' },
          { name: 'updated_at', type: String(driver.mappedDataTypes.createDate) },
          { name: 'updated_by', type: 'varchar', length: '254' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(BOOKING_SETTINGS_TABLE);
  }
}
