import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { NEWSLETTER_SUBSCRIBERS_TABLE } from '../schema/newsletter';

/** The newsletter's subscribers: one row per address, with the proof of consent and the link secrets. */
export class NewsletterSubscribers1764340000000 implements MigrationInterface {
  name = 'NewsletterSubscribers1764340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = String(queryRunner.connection.driver.mappedDataTypes.createDate);
    await queryRunner.createTable(
      new Table({
        name: NEWSLETTER_SUBSCRIBERS_TABLE,
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'requested_at', type: timestamp },
          { name: 'confirm_token_hash', type: 'varchar', length: '64', isNullable: true },
          { name: 'confirm_expires_at', type: timestamp, isNullable: true },
          { name: 'confirmation_sent_at', type: timestamp, isNullable: true },
          { name: 'confirmed_at', type: timestamp, isNullable: true },
          { name: 'privacy_policy_version', type: 'varchar', length: '10', isNullable: true },
          { name: 'consent_text', type: 'text', isNullable: true },
          { name: 'consent_language', type: 'varchar', length: '2', isNullable: true },
          { name: 'unsubscribed_at', type: timestamp, isNullable: true },
          { name: 'unsubscribe_token', type: 'varchar', length: '43' },
          { name: 'created_at', type: timestamp },
        ],
        indices: [
          new TableIndex({ name: 'UQ_newsletter_subscribers_email', columnNames: ['email'], isUnique: true }),
          new TableIndex({
            name: 'UQ_newsletter_subscribers_confirm_token',
            columnNames: ['confirm_token_hash'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'UQ_newsletter_subscribers_unsubscribe_token',
            columnNames: ['unsubscribe_token'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_newsletter_subscribers_status_language',
            columnNames: ['status', 'language'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(NEWSLETTER_SUBSCRIBERS_TABLE);
  }
}
