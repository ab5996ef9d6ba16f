import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Each staff member's panel language ('es' or 'en'), null until chosen. Plain ALTER TABLE on both engines,
 * as the other column additions: nothing else about the table changes.
 */
export class StaffLocale1764320000000 implements MigrationInterface {
  name = 'StaffLocale1764320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "staff_users" ADD COLUMN "locale" varchar(2) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "staff_users" DROP COLUMN "locale"');
  }
}
