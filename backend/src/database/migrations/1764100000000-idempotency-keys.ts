import { type MigrationInterface, type QueryRunner } from 'typeorm';

const INDEX = 'IDX_contact_submissions_idempotency_key';

/**
 * The hash of a submission's Idempotency-Key, unique. Plain ALTER TABLE on both engines: TypeORM's
 * addColumn rebuilds a SQLite table, which would drop the outbox trigger on contact_submissions.
 * A unique index admits any number of NULLs on both engines, so requests without a key are unaffected.
 */
export class IdempotencyKeys1764100000000 implements MigrationInterface {
  name = 'IdempotencyKeys1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "contact_submissions" ADD COLUMN "idempotency_key" varchar(64) NULL',
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "${INDEX}" ON "contact_submissions" ("idempotency_key")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "${INDEX}"`);
    await queryRunner.query('ALTER TABLE "contact_submissions" DROP COLUMN "idempotency_key"');
  }
}
