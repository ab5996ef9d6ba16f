import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Staff's word on whether a request's phone number has WhatsApp: null until they say (the panel then goes by
 * the number: a Colombian mobile has it, a landline not), true or false once they do. Plain ALTER TABLE on
 * both engines, as the other column additions: on SQLite TypeORM's addColumn rebuilds the table and drops
 * its triggers.
 */
export class WhatsappMark1764525000000 implements MigrationInterface {
  name = 'WhatsappMark1764525000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "contact_submissions" ADD COLUMN "has_whatsapp" boolean NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "contact_submissions" DROP COLUMN "has_whatsapp"');
  }
}
