import { Logger } from '@nestjs/common';
import { type DataSource } from 'typeorm';
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

interface Pending {
  row: NewSubmissionRow;
  resolve(id: InsertOutcome): void;
  reject(error: unknown): void;
}

/**
 * Group commit. Requests that arrive while a write is on its way to disk wait for the next one, and that
 * next write stores all of them in one multi-row INSERT: a single autocommit statement, so it is all or
 * nothing, is never joined by another request's transaction (the trap of TypeORM's shared SQLite
 * connection), and costs one fsync however many rows it carries. Each caller's promise settles only after
 * the statement has committed, so a 201 still means "on disk". A lone request is written at once.
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

  insert(row: NewSubmissionRow): Promise<InsertOutcome> {
    return new Promise<InsertOutcome>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const ids = await this.insertRows(batch.map((pending) => pending.row));
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
        pending.resolve((await this.insertRows([pending.row]))[0]);
      } catch (rowError) {
        pending.reject(rowError);
      }
    }
  }

  /** One INSERT for all rows; returns their ids in the rows' order (undefined: skipped as a duplicate key). */
  private async insertRows(rows: NewSubmissionRow[]): Promise<InsertOutcome[]> {
    const { driver } = this.dataSource;
    const metadata = this.dataSource.getMetadata(ContactSubmission);
    const columns = COLUMNS.map((property) => metadata.findColumnWithPropertyName(property)!);
    const prefix = driver.options.type === 'postgres' ? '$' : '?';
    const parameters: unknown[] = [];
    const bound = new Map([...SHARED].map((property) => [property, new Map<unknown, number>()]));
    const tuples = rows.map((row) => {
      const slots = columns.map((column) => {
        const property = column.propertyName as keyof NewSubmissionRow;
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
    const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
    const key = driver.escape(metadata.findColumnWithPropertyName('idempotencyKey')!.databaseName);
    // The comment in front makes TypeORM's SQLite runner collect RETURNING's rows (PostgreSQL ignores it).
    const sql =
      `/* intake */ INSERT INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${tuples.join(', ')} ` +
      `ON CONFLICT (${key}) DO NOTHING RETURNING id, ${key} AS idempotency_key`;

    const runner = this.dataSource.createQueryRunner();
    try {
      const result = (await runner.query(sql, parameters, true)) as {
        records: Array<{ id: number | string; idempotency_key: string | null }>;
      };
      return idsInRowOrder(rows, result.records);
    } finally {
      await runner.release();
    }
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
