import { createHash } from 'node:crypto';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Sessions are kept under the SHA-256 (hex, 64 characters) of their id, never the id itself: the cookie's
 * secret is then nowhere in the database. The sessions already open are re-keyed in place, so nobody signed
 * in is signed out by the upgrade. Down cannot give the ids back: it ends every session instead.
 */
export class HashedSessionIds1764490000000 implements MigrationInterface {
  name = 'HashedSessionIds1764490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query('SELECT id FROM sessions')) as { id: string }[];
    for (const { id } of rows) {
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

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM sessions');
  }
}
