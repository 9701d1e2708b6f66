import type { Database } from './client.js';

/**
 * Base of every *.repository.ts. Services own transactions: `repo.transaction(async (tx) => ...)`
 * hands them the same repository bound to one database transaction.
 */
export abstract class Repository<Self> {
  constructor(protected readonly db: Database) {}

  protected abstract bind(db: Database): Self;

  transaction<T>(work: (repository: Self) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(this.bind(tx as unknown as Database)));
  }
}
