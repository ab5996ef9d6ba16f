import { Logger } from '@nestjs/common';
import { type DataSource } from 'typeorm';
import { ContactSubmission, type ContactSubmissionFields } from './contact-submission.entity';

export type NewSubmissionRow = ContactSubmissionFields &
  Pick<ContactSubmission, 'processed' | 'createdAt' | 'consentAt' | 'searchText'>;

const COLUMNS: Array<keyof NewSubmissionRow> = [
  'nombre',
  'email',
  'telefono',
  'tipo_caso',
  'mensaje',
  'consent',
  'processed',
  'createdAt',
  'consentAt',
  'privacyPolicyVersion',
  'consentText',
  'language',
  'searchText',
];
/** Rows per statement: well under both engines' limits on bound parameters. */
const MAX_BATCH = 100;

interface Pending {
  row: NewSubmissionRow;
  resolve(id: number): void;
  reject(error: unknown): void;
}

/**
 * Group commit. Requests that arrive while a write is on its way to disk wait for the next one, and that
 * next write stores all of them in one multi-row INSERT: a single autocommit statement, so it is all or
 * nothing, is never joined by another request's transaction (the trap of TypeORM's shared SQLite
 * connection), and costs one fsync however many rows it carries. Each caller's promise settles only after
 * the statement has committed, so a 201 still means "on disk". A lone request is written at once.
 */
export class SubmissionWriter {
  private readonly logger = new Logger('Submissions');
  private queue: Pending[] = [];
  private writing = false;

  constructor(private readonly dataSource: DataSource) {}

  insert(row: NewSubmissionRow): Promise<number> {
    return new Promise<number>((resolve, reject) => {
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

  /** One INSERT for all rows; returns their ids in the rows' order. */
  private async insertRows(rows: NewSubmissionRow[]): Promise<number[]> {
    const { driver } = this.dataSource;
    const metadata = this.dataSource.getMetadata(ContactSubmission);
    const columns = COLUMNS.map((property) => metadata.findColumnWithPropertyName(property)!);
    const parameters: unknown[] = [];
    const tuples = rows.map((row) => {
      const slots = columns.map((column) => {
        parameters.push(
          driver.preparePersistentValue(row[column.propertyName as keyof NewSubmissionRow], column),
        );
        return driver.createParameter(`p${parameters.length}`, parameters.length - 1);
      });
      return `(${slots.join(', ')})`;
    });
    const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
    const sql = `INSERT INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${tuples.join(', ')}`;

    const runner = this.dataSource.createQueryRunner();
    try {
      if (this.dataSource.options.type === 'sqlite') {
        // One statement inserts its rows in order with consecutive rowids, ending at the last one it reports.
        const result = (await runner.query(sql, parameters, true)) as { raw: number; affected?: number };
        const first = Number(result.raw) - rows.length + 1;
        return rows.map((_row, index) => first + index);
      }
      // PostgreSQL returns the ids of a multi-row VALUES list in its order (TypeORM relies on the same).
      const result = (await runner.query(`${sql} RETURNING id`, parameters, true)) as {
        records: Array<{ id: number | string }>;
      };
      return result.records.map((record) => Number(record.id));
    } finally {
      await runner.release();
    }
  }
}
