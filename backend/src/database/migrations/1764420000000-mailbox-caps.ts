import { type ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { mailboxHash } from '../../common/mailbox-key';

/** A stored slot as it is moved between tables: the date as the driver read it, written back unchanged. */
interface Slot {
  hash: string;
  holder: number;
  claimedAt: unknown;
}

/**
 * The caps on emails to visitors count mailboxes, not addresses (`ana+1@…` and `ana+2@…` are one mailbox):
 * the acknowledgments' caps (`prospect_acknowledgments`, a hash of the lower-cased address) move to
 * `mailbox_caps` under the hash of the request's mailbox, and the newsletter's confirmations already sent
 * take their mailbox's slot too, so no mailbox gets a second email because of the change. Each request also
 * records whether its client address had used up its emails to visitors (`ack_withheld`), read by the worker
 * before it sends the acknowledgment. Plain ALTER TABLE, never TypeORM's addColumn: on SQLite that rebuilds
 * the table and drops its triggers.
 */
export class MailboxCaps1764420000000 implements MigrationInterface {
  name = 'MailboxCaps1764420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const falseDefault = driver.normalizeDefault({ default: false } as ColumnMetadata);
    await queryRunner.query(
      `ALTER TABLE "contact_submissions" ADD COLUMN "ack_withheld" boolean NOT NULL DEFAULT ${falseDefault}`,
    );
    await queryRunner.createTable(
      new Table({
        name: 'mailbox_caps',
        columns: [
          { name: 'purpose', type: 'varchar', length: '16', isPrimary: true },
          { name: 'mailbox_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'holder_id', type: 'integer' },
          { name: 'claimed_at', type: String(driver.mappedDataTypes.createDate) },
        ],
      }),
    );
    // Oldest first, so of the slots that fall on one mailbox the latest is kept. A request deleted since
    // leaves its slot under the address's old hash: the same as its mailbox's but for tagged addresses.
    const acknowledgments = (await queryRunner.query(
      'SELECT a.address_hash, a.notification_id, a.claimed_at, s.email FROM prospect_acknowledgments a ' +
        'LEFT JOIN notification_outbox o ON o.id = a.notification_id ' +
        'LEFT JOIN contact_submissions s ON s.id = o.submission_id ORDER BY a.claimed_at',
    )) as Array<{ address_hash: string; notification_id: number; claimed_at: unknown; email: string | null }>;
    await insertSlots(
      queryRunner,
      'acknowledgment',
      acknowledgments.map((row) => ({
        hash: row.email === null ? row.address_hash : mailboxHash(row.email),
        holder: Number(row.notification_id),
        claimedAt: row.claimed_at,
      })),
    );
    const confirmations = (await queryRunner.query(
      'SELECT m.id, m.sent_at, s.email FROM newsletter_messages m ' +
        'JOIN newsletter_subscribers s ON s.id = m.subscriber_id ' +
        "WHERE m.kind = 'confirm' AND m.status = 'sent' AND m.sent_at IS NOT NULL ORDER BY m.sent_at",
    )) as Array<{ id: number; sent_at: unknown; email: string }>;
    await insertSlots(
      queryRunner,
      'confirmation',
      confirmations.map((row) => ({
        hash: mailboxHash(row.email),
        holder: Number(row.id),
        claimedAt: row.sent_at,
      })),
    );
    await queryRunner.dropTable('prospect_acknowledgments');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'prospect_acknowledgments',
        columns: [
          { name: 'address_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'notification_id', type: 'integer' },
          { name: 'claimed_at', type: String(queryRunner.connection.driver.mappedDataTypes.createDate) },
        ],
      }),
    );
    await queryRunner.query(
      'INSERT INTO prospect_acknowledgments (address_hash, notification_id, claimed_at) ' +
        "SELECT mailbox_hash, holder_id, claimed_at FROM mailbox_caps WHERE purpose = 'acknowledgment'",
    );
    await queryRunner.dropTable('mailbox_caps');
    await queryRunner.query('ALTER TABLE "contact_submissions" DROP COLUMN "ack_withheld"');
  }
}

/** One row per mailbox: a later slot of the same mailbox replaces an earlier one. */
async function insertSlots(queryRunner: QueryRunner, purpose: string, slots: Slot[]): Promise<void> {
  const latest = new Map(slots.map((slot) => [slot.hash, slot]));
  const { driver } = queryRunner.connection;
  for (const slot of latest.values()) {
    const [sql, parameters] = driver.escapeQueryWithParameters(
      'INSERT INTO mailbox_caps (purpose, mailbox_hash, holder_id, claimed_at) VALUES (:purpose, :hash, :holder, :at)',
      { purpose, hash: slot.hash, holder: slot.holder, at: slot.claimedAt },
      {},
    );
    await queryRunner.query(sql, parameters);
  }
}
