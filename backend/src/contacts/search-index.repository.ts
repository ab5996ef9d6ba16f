import { type DataSource } from 'typeorm';
import { INDEXED_UP_TO, indexNextSql } from '../database/schema';

/**
 * The staff search index's queries for the search indexer (search-indexer.ts). SQLite feeds its index off the
 * intake path (migration 1764380000000); PostgreSQL indexes each request in its own INSERT (a trigger and a
 * GIN index), so nothing waits there.
 */
export abstract class SearchIndexRepository {
  /** Whether requests wait to be indexed after they are stored, for the indexer to copy them. */
  abstract readonly offIntake: boolean;

  /** How many requests wait to be indexed (at most; deleted ones leave gaps in the ids). */
  abstract waiting(): Promise<number>;

  /** Indexes the next `limit` requests waiting (at least one when any waits), in one statement. */
  abstract indexNext(limit: number): Promise<void>;
}

export class SqliteSearchIndexRepository extends SearchIndexRepository {
  readonly offIntake = true;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async waiting(): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT coalesce((SELECT max(id) FROM contact_submissions), 0) - ${INDEXED_UP_TO} AS waiting`,
    )) as Array<{ waiting: number }>;
    return Math.max(0, Number(row.waiting));
  }

  async indexNext(limit: number): Promise<void> {
    await this.dataSource.query(indexNextSql(limit));
  }
}

export class PostgresSearchIndexRepository extends SearchIndexRepository {
  readonly offIntake = false;

  waiting(): Promise<number> {
    return Promise.resolve(0);
  }

  indexNext(): Promise<void> {
    return Promise.resolve();
  }
}
