import { type QueryRunner } from 'typeorm';

/**
 * The notifications' tables and the SQL their migrations share: the outbox of each request's notifications,
 * and the fleet's senders (which server can send which route, seen when).
 */

export const NOTIFICATION_OUTBOX_TABLE = 'notification_outbox';

/**
 * One row per running server (an id it draws at start-up): the routes it is set up to send and when it last
 * said so (a heartbeat). The fleet's channels are what its servers say, not what the last one started says.
 */
export const NOTIFICATION_SENDERS_TABLE = 'notification_senders';

/** A route of an outbox row: which notification, by which channel ('new:email', 'ack:email', …). */
export interface OutboxRoute {
  kind: string;
  channel: string;
}

/**
 * A new request's outbox row, written with the request in its transaction: 'pending' when some server of the
 * fleet is set up to send its route, 'skipped' when none is (the channel is not configured anywhere).
 */
export interface IntakeRoute extends OutboxRoute {
  status: 'pending' | 'skipped';
}

/** Why a route's row was stored 'skipped' with its request (the panel reads it as "channel off"). */
export const NOT_CONFIGURED = 'not configured on any server';

// What the migrations of the outbox trigger (1764200000000, 1764390000000) made, and the migration that
// removed it (1764500000000) undoes on the way down.

export const OUTBOX_TRIGGER = 'trg_contact_submissions_outbox';
export const OUTBOX_FUNCTION = 'contact_submissions_outbox';
/** The routes table the trigger read its rows from (1764390000000), dropped with it. */
export const NOTIFICATION_ROUTES_TABLE = 'notification_routes';

/** The routes table's rows, in the order of the outbox rows: staff by email, by webhook, the acknowledgment. */
const NOTIFICATION_ROUTES = [
  ['new', 'email', 1],
  ['new', 'webhook', 2],
  ['ack', 'email', 3],
] as const;

/** The routes table as 1764390000000 made it: every route configured until a server said otherwise. */
export async function createRoutesTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(
    `CREATE TABLE ${NOTIFICATION_ROUTES_TABLE} (kind varchar(10) NOT NULL, channel varchar(10) NOT NULL, ` +
      'position integer NOT NULL, configured boolean NOT NULL DEFAULT true, PRIMARY KEY (kind, channel))',
  );
  const values = NOTIFICATION_ROUTES.map(
    ([kind, channel, position]) => `('${kind}', '${channel}', ${position})`,
  );
  await queryRunner.query(
    `INSERT INTO ${NOTIFICATION_ROUTES_TABLE} (kind, channel, position) VALUES ${values.join(', ')}`,
  );
}

/** One row per kind and channel, due at once: staff by email and webhook, the prospect's acknowledgment. */
export const OUTBOX_INSERT =
  'INSERT INTO notification_outbox (submission_id, kind, channel, status, attempts, next_attempt_at, created_at) ' +
  "VALUES (NEW.id, 'new', 'email', 'pending', 0, NEW.created_at, NEW.created_at), " +
  "(NEW.id, 'new', 'webhook', 'pending', 0, NEW.created_at, NEW.created_at), " +
  "(NEW.id, 'ack', 'email', 'pending', 0, NEW.created_at, NEW.created_at);";

/** The same rows from the routes table: a route no server was set up for is written 'skipped'. */
export const ROUTED_OUTBOX_INSERT =
  'INSERT INTO notification_outbox (submission_id, kind, channel, status, attempts, next_attempt_at, created_at) ' +
  "SELECT NEW.id, r.kind, r.channel, CASE WHEN r.configured THEN 'pending' ELSE 'skipped' END, 0, " +
  `NEW.created_at, NEW.created_at FROM ${NOTIFICATION_ROUTES_TABLE} r ORDER BY r.position;`;

/** Makes `body` what the outbox trigger on contact_submissions does for each new row (PostgreSQL: its function). */
export async function replaceOutboxTrigger(queryRunner: QueryRunner, body: string): Promise<void> {
  if (queryRunner.connection.driver.options.type === 'postgres') {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION ${OUTBOX_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`,
    );
  } else {
    await queryRunner.query(`DROP TRIGGER IF EXISTS ${OUTBOX_TRIGGER}`);
    await queryRunner.query(
      `CREATE TRIGGER ${OUTBOX_TRIGGER} AFTER INSERT ON contact_submissions FOR EACH ROW BEGIN ${body} END`,
    );
  }
}
