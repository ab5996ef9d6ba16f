import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { BOOKING_FEED_TABLE } from '../schema/booking-feed';

/**
 * The staff's private calendar feed of bookings: one row, made the first time staff ask for the feed's link
 * and replaced by each renewal. Only the hash of the link's secret is kept, with the seed it is derived from
 * under a key from SESSION_SECRET, so the database alone names no working link.
 */
export class BookingFeed1764550000000 implements MigrationInterface {
  name = 'BookingFeed1764550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    await queryRunner.createTable(
      new Table({
        name: BOOKING_FEED_TABLE,
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'seed', type: 'varchar', length: '43' },
          { name: 'created_at', type: String(driver.mappedDataTypes.createDate) },
          { name: 'created_by', type: 'varchar', length: '254' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(BOOKING_FEED_TABLE);
  }
}
