import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { bugReports } from '../../db/schema/index.js';

export class BugReportRepository extends Repository<BugReportRepository> {
  protected bind(db: Database) {
    return new BugReportRepository(db);
  }

  async insertBugReport(row: typeof bugReports.$inferInsert): Promise<void> {
    await this.db.insert(bugReports).values(row);
  }
}
