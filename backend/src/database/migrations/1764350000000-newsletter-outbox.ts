import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import {
  CAMPAIGN_SUBSCRIBER_INDEX,
  NEWSLETTER_CAMPAIGNS_TABLE,
  NEWSLETTER_MESSAGES_TABLE,
  NEWSLETTER_PREVIEWS_TABLE,
  NEWSLETTER_SUBSCRIBERS_TABLE,
} from '../schema/newsletter';

/**
 * The newsletter's outbox: a campaign per post sent (once per post), one message row per recipient (the
 * confirmation emails too), and the previews staff sent themselves before a send.
 */
export class NewsletterOutbox1764350000000 implements MigrationInterface {
  name = 'NewsletterOutbox1764350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = String(queryRunner.connection.driver.mappedDataTypes.createDate);
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };
    await queryRunner.createTable(
      new Table({
        name: NEWSLETTER_CAMPAIGNS_TABLE,
        columns: [
          id,
          { name: 'post_id', type: 'varchar', length: '36' },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'requested_by', type: 'varchar', length: '254' },
          { name: 'requested_at', type: timestamp },
          { name: 'state', type: 'varchar', length: '10' },
          { name: 'total', type: 'integer', default: 0 },
        ],
        indices: [
          new TableIndex({ name: 'UQ_newsletter_campaigns_post', columnNames: ['post_id'], isUnique: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: NEWSLETTER_MESSAGES_TABLE,
        columns: [
          id,
          { name: 'subscriber_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'campaign_id', type: 'integer', isNullable: true },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'next_attempt_at', type: timestamp },
          { name: 'locked_until', type: timestamp, isNullable: true },
          { name: 'first_attempt_at', type: timestamp, isNullable: true },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'sent_at', type: timestamp, isNullable: true },
          { name: 'payload', type: 'text', isNullable: true },
          { name: 'created_at', type: timestamp },
        ],
        indices: [
          new TableIndex({ name: 'IDX_newsletter_messages_due', columnNames: ['status', 'next_attempt_at'] }),
          new TableIndex({
            name: CAMPAIGN_SUBSCRIBER_INDEX,
            columnNames: ['campaign_id', 'subscriber_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_newsletter_messages_subscriber', columnNames: ['subscriber_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['subscriber_id'],
            referencedTableName: NEWSLETTER_SUBSCRIBERS_TABLE,
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            columnNames: ['campaign_id'],
            referencedTableName: NEWSLETTER_CAMPAIGNS_TABLE,
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: NEWSLETTER_PREVIEWS_TABLE,
        columns: [
          id,
          { name: 'post_id', type: 'varchar', length: '36' },
          { name: 'revision', type: 'integer' },
          { name: 'sent_to', type: 'varchar', length: '254' },
          { name: 'sent_at', type: timestamp },
        ],
        indices: [new TableIndex({ name: 'IDX_newsletter_previews_post', columnNames: ['post_id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(NEWSLETTER_PREVIEWS_TABLE);
    await queryRunner.dropTable(NEWSLETTER_MESSAGES_TABLE);
    await queryRunner.dropTable(NEWSLETTER_CAMPAIGNS_TABLE);
  }
}
