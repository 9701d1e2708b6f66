import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { appMaintenance } from '../../db/schema/index.js';

export class MaintenanceRepository extends Repository<MaintenanceRepository> {
  protected bind(db: Database) {
    return new MaintenanceRepository(db);
  }

  async findWindow(platform: string) {
    const [row] = await this.db.select().from(appMaintenance).where(eq(appMaintenance.platform, platform));
    return row ?? null;
  }

  async saveWindow(
    platform: string,
    window: { status: boolean; startTime: Date | null; endTime: Date | null },
  ) {
    await this.db
      .insert(appMaintenance)
      .values({ platform, ...window })
      .onConflictDoUpdate({ target: appMaintenance.platform, set: { ...window, updatedAt: new Date() } });
  }
}
