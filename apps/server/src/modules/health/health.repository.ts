import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export class HealthRepository {
  constructor(private readonly db: Database) {}

  /** One round trip to the database; throws when it cannot be reached. */
  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
