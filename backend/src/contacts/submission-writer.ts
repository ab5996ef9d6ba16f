import { Logger } from '@nestjs/common';
import { type DataSource, type EntityTarget, type ObjectLiteral, type QueryRunner } from 'typeorm';
import { type IntakeRoute, NOTIFICATION_OUTBOX_TABLE } from '../database/schema';
import { ContactSubmission, type ContactSubmissionFields } from './contact-submission.entity';

export type NewSubmissionRow = ContactSubmissionFields &
  Pick<
    ContactSubmission,
    'processed' | 'createdAt' | 'answerBy' | 'consentAt' | 'searchText' | 'idempotencyKey' | 'ackWithheld'
  >;

const COLUMNS: Array<keyof NewSubmissionRow> = [
  'nombre',
  'email',
  'telefono',
  'tipo_caso',
  'mensaje',
  'consent',
  'processed',
  'createdAt',
  'answerBy',
  'consentAt',
  'privacyPolicyVersion',
  'consentText',
  'language',
  'searchText',
  'idempotencyKey',
  'ackWithheld',
];
/**
 * Columns whose values come from short fixed lists (or are constants): each distinct value is bound once per
 * batch and named by every row that has it (a numbered parameter, ?N on SQLite and $N on PostgreSQL), so a
 * batch of 25 requests binds their consent text once rather than 25 times.
 */
const SHARED = new Set<keyof NewSubmissionRow>([
  'tipo_caso',
  'consent',
  'processed',
  'privacyPolicyVersion',
  'consentText',
  'language',
  'idempotencyKey',
  'ackWithheld',
]);
/** Rows per statement: well under both engines' limits on bound parameters. */
const MAX_BATCH = 100;

/** The new row's id, or undefined when a row with the same idempotency key was already stored. */
export type InsertOutcome = number | undefined;

/** A request's notification row, written with it (the outbox's columns, by their property names). */
interface OutboxRow {
  submissionId: number;
  kind: string;
  channel: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
}
const OUTBOX_COLUMNS: Array<keyof OutboxRow> = [
  'submissionId',
  'kind',
  'channel',
  'status',
  'attempts',
  'nextAttemptAt',
  'createdAt',
];
const OUTBOX_SHARED = new Set<keyof OutboxRow>(['kind', 'channel', 'status', 'attempts']);

interface Pending {
  row: NewSubmissionRow;
  /** Its notification rows, one per route (what the fleet sends decides pending or skipped). */
  outbox: readonly IntakeRoute[];
  resolve(id: InsertOutcome): void;
  reject(error: unknown): void;
}

/**
 * Group commit. Requests that arrive while a write is on its way to disk wait for the next one, and that
 * next write stores all of them in one transaction: one multi-row INSERT of the requests, one of their
 * notification rows (the outbox's fan-out, here in code), one commit, so a request is never stored without
 * its notifications and a batch costs one fsync however many requests it carries. Each caller's promise
 * settles only after the commit, so a 201 still means "on disk". A lone request is written at once.
 * (Measured on SQLite: one transaction per request, one at a time, reached about 1,940 requests a second;
 * batches of about 25 under load carry the form as far as the request chain lets it, see BENCHMARKS.md.)
 *
 * On SQLite TypeORM shares one connection, so a statement another request sends while a batch is open runs
 * inside it and is committed with it; every other write is a single autocommit statement, so it only commits
 * a millisecond later, and a batch is rolled back only when the database itself fails. On PostgreSQL the
 * batch has a pooled connection of its own.
 *
 * A row whose idempotency key is already stored (by an earlier request, another row of the same batch or
 * another server instance) is skipped by ON CONFLICT DO NOTHING instead of failing the whole statement; its
 * caller is told so and looks the stored row up.
 */
export class SubmissionWriter {
  private readonly logger = new Logger('Submissions');
  private queue: Pending[] = [];
  private writing = false;

  constructor(private readonly dataSource: DataSource) {}

  /** Stores the request and its notification rows (one per route in `outbox`), in one transaction. */
  insert(row: NewSubmissionRow, outbox: readonly IntakeRoute[]): Promise<InsertOutcome> {
    return new Promise<InsertOutcome>((resolve, reject) => {
      this.queue.push({ row, outbox, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const ids = await this.insertRows(batch);
        batch.forEach((pending, index) => pending.resolve(ids[index]));
      } catch (error) {
        await this.insertOneByOne(batch, error);
      }
    }
    this.writing = false;
  }

  /** A failed batch is retried row by row, so one bad row never costs the others their answer. */
  private async insertOneByOne(batch: Pending[], error: unknown): Promise<void> {
    if (batch.length === 1) return batch[0].reject(error);
    this.logger.warn(`A batch of ${batch.length} failed; writing its rows one by one`);
    for (const pending of batch) {
      try {
        pending.resolve((await this.insertRows([pending]))[0]);
      } catch (rowError) {
        pending.reject(rowError);
      }
    }
  }

  /**
   * One transaction for all of them: their requests in one INSERT, then their notification rows in
   * another. Returns the requests' ids in the batch's order (undefined: skipped as a duplicate key).
   */
  private async insertRows(batch: Pending[]): Promise<InsertOutcome[]> {
    const rows = batch.map((pending) => pending.row);
    const requests = this.values(ContactSubmission, COLUMNS, SHARED, rows);
    const key = this.dataSource.driver.escape(
      this.dataSource.getMetadata(ContactSubmission).findColumnWithPropertyName('idempotencyKey')!
        .databaseName,
    );
    // The comment in front makes TypeORM's SQLite runner collect RETURNING's rows (PostgreSQL ignores it).
    const sql =
      `/* intake */ INSERT INTO ${requests.table} (${requests.names}) VALUES ${requests.tuples} ` +
      `ON CONFLICT (${key}) DO NOTHING RETURNING id, ${key} AS idempotency_key`;

    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.query('BEGIN');
      try {
        const result = (await runner.query(sql, requests.parameters, true)) as {
          records: Array<{ id: number | string; idempotency_key: string | null }>;
        };
        const ids = idsInRowOrder(rows, result.records);
        await this.insertOutbox(runner, batch, ids);
        await runner.query('COMMIT');
        return ids;
      } catch (error) {
        await runner.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      await runner.release();
    }
  }

  /** The notification rows of the requests stored (not of those skipped as repeats), due at once. */
  private async insertOutbox(runner: QueryRunner, batch: Pending[], ids: InsertOutcome[]): Promise<void> {
    const rows = batch.flatMap(({ row, outbox }, index) => {
      const submissionId = ids[index];
      if (submissionId === undefined) return [];
      return outbox.map((route) => ({
        submissionId,
        kind: route.kind,
        channel: route.channel,
        status: route.status,
        attempts: 0,
        nextAttemptAt: row.createdAt,
        createdAt: row.createdAt,
      }));
    });
    if (rows.length === 0) return;
    const notifications = this.values(NOTIFICATION_OUTBOX_TABLE, OUTBOX_COLUMNS, OUTBOX_SHARED, rows);
    await runner.query(
      `INSERT INTO ${notifications.table} (${notifications.names}) VALUES ${notifications.tuples}`,
      notifications.parameters,
    );
  }

  /**
   * The VALUES list of rows of an entity, with numbered parameters (?N on SQLite, $N on PostgreSQL). Each
   * distinct value of a `shared` column is bound once per statement and named by every row that has it, so a
   * batch of 25 requests binds their consent text once rather than 25 times.
   */
  private values<T extends ObjectLiteral>(
    entity: EntityTarget<T> | string,
    properties: ReadonlyArray<keyof T & string>,
    shared: ReadonlySet<keyof T>,
    rows: readonly T[],
  ): { table: string; names: string; tuples: string; parameters: unknown[] } {
    const { driver } = this.dataSource;
    const metadata = this.dataSource.getMetadata(entity);
    const columns = properties.map((property) => metadata.findColumnWithPropertyName(property)!);
    const prefix = driver.options.type === 'postgres' ? '$' : '?';
    const parameters: unknown[] = [];
    const bound = new Map([...shared].map((property) => [property, new Map<unknown, number>()]));
    const tuples = rows.map((row) => {
      const slots = columns.map((column) => {
        const property = column.propertyName as keyof T;
        const values = bound.get(property);
        let number = values?.get(row[property]);
        if (number === undefined) {
          number = parameters.push(driver.preparePersistentValue(row[property], column));
          values?.set(row[property], number);
        }
        return `${prefix}${number}`;
      });
      return `(${slots.join(', ')})`;
    });
    return {
      table: driver.escape(metadata.tableName),
      names: columns.map((column) => driver.escape(column.databaseName)).join(', '),
      tuples: tuples.join(', '),
      parameters,
    };
  }
}

/**
 * Both engines number the rows of one INSERT in the order of its VALUES list (SQLite's rowid, PostgreSQL's
 * sequence), and skip, without a number, the rows whose key was already stored (including by an earlier row
 * of the same list). So the inserted rows, in order, match the returned ids in ascending order; the keys
 * RETURNING gives back check that pairing.
 */
function idsInRowOrder(
  rows: NewSubmissionRow[],
  records: Array<{ id: number | string; idempotency_key: string | null }>,
): InsertOutcome[] {
  const storedKeys = new Set(records.flatMap((record) => record.idempotency_key ?? []));
  const sorted = records
    .map((record) => ({ id: Number(record.id), key: record.idempotency_key }))
    .sort((a, b) => a.id - b.id);
  let next = 0;
  return rows.map((row) => {
    const key = row.idempotencyKey;
    if (key !== null && !storedKeys.delete(key)) return undefined;
    const record = sorted[next++];
    if (!record || record.key !== key) throw new Error('INSERT returned rows that do not match its VALUES');
    return record.id;
  });
}
