import { createHash } from 'node:crypto';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** A session's key as the store writes it: SHA-256, hex. */
const HASHED = /^[0-9a-f]{64}$/;

/**
 * Sessions are kept under the SHA-256 (hex, 64 characters) of their id, never the id itself: the cookie's
 * secret is then nowhere in the database. The sessions already open are re-keyed in place, so nobody signed
 * in is signed out by the upgrade; a key already hashed (the migration undone, then run again) stays as it is,
 * since an express-session id (24 random bytes, 32 characters) never looks like one.
 */
export class HashedSessionIds1764490000000 implements MigrationInterface {
  name = 'HashedSessionIds1764490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query('SELECT id FROM sessions')) as { id: string }[];
    for (const { id } of rows.filter((row) => !HASHED.test(row.id))) {
      const hashed = createHash('sha256').update(id).digest('hex');
      await queryRunner.query(
        ...queryRunner.connection.driver.escapeQueryWithParameters(
          'UPDATE sessions SET id = :hashed WHERE id = :id',
          { hashed, id },
          {},
        ),
      );
    }
  }

  /** The ids cannot be given back: the keys stay hashed, and a store that looks ids up as they are finds none. */
  async down(): Promise<void> {}
}
