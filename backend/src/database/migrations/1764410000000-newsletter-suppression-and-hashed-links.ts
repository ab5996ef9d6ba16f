import { createHash, randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import {
  NEWSLETTER_LINK_TOKENS_TABLE,
  NEWSLETTER_SUBSCRIBER_EVENTS_TABLE,
  NEWSLETTER_SUBSCRIBERS_TABLE,
} from '../schema/newsletter';

const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The newsletter keeps its link secrets hashed and its subscribers' history:
 *
 * - `newsletter_link_tokens`: the SHA-256 of every unsubscribe and preferences link emailed (one per post
 *   email from now on, made as it is sent). Each subscriber's old `unsubscribe_token`, kept as is until now,
 *   moves here hashed, so the links in emails already sent keep working, and the column goes.
 * - `newsletter_messages.payload` goes: it held a confirmation email's raw secret until it was sent; the
 *   secret is now made at sending. Rows still waiting get a new link then (none was emailed yet), and the
 *   ones already sent are unaffected: the subscriber's row only ever kept their hash.
 * - `newsletter_subscriber_events`: every confirmation (with its proof) and unsubscribe, so a person who
 *   leaves and later confirms a new opt-in has both on record. Filled from each row's dates as they stand.
 */
export class NewsletterSuppressionAndHashedLinks1764410000000 implements MigrationInterface {
  name = 'NewsletterSuppressionAndHashedLinks1764410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = String(queryRunner.connection.driver.mappedDataTypes.createDate);
    const subscriber = () =>
      new TableForeignKey({
        columnNames: ['subscriber_id'],
        referencedTableName: NEWSLETTER_SUBSCRIBERS_TABLE,
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      });
    await queryRunner.createTable(
      new Table({
        name: NEWSLETTER_LINK_TOKENS_TABLE,
        columns: [
          { name: 'token_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'subscriber_id', type: 'integer' },
          { name: 'created_at', type: timestamp },
        ],
        indices: [
          new TableIndex({ name: 'IDX_newsletter_link_tokens_subscriber', columnNames: ['subscriber_id'] }),
        ],
        foreignKeys: [subscriber()],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: NEWSLETTER_SUBSCRIBER_EVENTS_TABLE,
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'subscriber_id', type: 'integer' },
          { name: 'event', type: 'varchar', length: '12' },
          { name: 'at', type: timestamp },
          { name: 'requested_at', type: timestamp, isNullable: true },
          { name: 'privacy_policy_version', type: 'varchar', length: '10', isNullable: true },
          { name: 'consent_text', type: 'text', isNullable: true },
          { name: 'consent_language', type: 'varchar', length: '2', isNullable: true },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_newsletter_subscriber_events_subscriber',
            columnNames: ['subscriber_id'],
          }),
        ],
        foreignKeys: [subscriber()],
      }),
    );

    const rows = (await queryRunner.query(
      'SELECT id, unsubscribe_token, created_at FROM newsletter_subscribers',
    )) as Array<{ id: number; unsubscribe_token: string; created_at: unknown }>;
    for (const row of rows) {
      await this.run(
        queryRunner,
        'INSERT INTO newsletter_link_tokens (token_hash, subscriber_id, created_at) VALUES (:hash, :id, :at)',
        { hash: sha256(row.unsubscribe_token), id: row.id, at: row.created_at },
      );
    }
    await queryRunner.query(
      'INSERT INTO newsletter_subscriber_events ' +
        '(subscriber_id, event, at, requested_at, privacy_policy_version, consent_text, consent_language) ' +
        "SELECT id, 'confirmed', confirmed_at, requested_at, privacy_policy_version, consent_text, consent_language " +
        'FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL ORDER BY id',
    );
    await queryRunner.query(
      'INSERT INTO newsletter_subscriber_events (subscriber_id, event, at) ' +
        "SELECT id, 'unsubscribed', unsubscribed_at FROM newsletter_subscribers " +
        'WHERE unsubscribed_at IS NOT NULL ORDER BY id',
    );
    await queryRunner.dropIndex('newsletter_subscribers', 'UQ_newsletter_subscribers_unsubscribe_token');
    await queryRunner.dropColumn('newsletter_subscribers', 'unsubscribe_token');
    await queryRunner.dropColumn('newsletter_messages', 'payload');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "newsletter_messages" ADD COLUMN "payload" text NULL');
    // The secrets themselves are gone: every subscriber gets a new one (the links already emailed stop working).
    await queryRunner.query(
      'ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_token" varchar(43) NULL',
    );
    const rows = (await queryRunner.query('SELECT id FROM newsletter_subscribers')) as Array<{ id: number }>;
    for (const { id } of rows) {
      await this.run(
        queryRunner,
        'UPDATE newsletter_subscribers SET unsubscribe_token = :token WHERE id = :id',
        {
          token: randomBytes(32).toString('base64url'),
          id,
        },
      );
    }
    const table = await queryRunner.getTable('newsletter_subscribers');
    const column = table!.findColumnByName('unsubscribe_token')!;
    const required = column.clone();
    required.isNullable = false;
    await queryRunner.changeColumn(table!, column, required);
    await queryRunner.createIndex(
      'newsletter_subscribers',
      new TableIndex({
        name: 'UQ_newsletter_subscribers_unsubscribe_token',
        columnNames: ['unsubscribe_token'],
        isUnique: true,
      }),
    );
    await queryRunner.dropTable(NEWSLETTER_SUBSCRIBER_EVENTS_TABLE);
    await queryRunner.dropTable(NEWSLETTER_LINK_TOKENS_TABLE);
  }

  private async run(queryRunner: QueryRunner, sql: string, parameters: Record<string, unknown>) {
    const [query, values] = queryRunner.connection.driver.escapeQueryWithParameters(sql, parameters, {});
    await queryRunner.query(query, values);
  }
}
