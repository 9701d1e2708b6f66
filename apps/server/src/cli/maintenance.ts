import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SetMaintenanceInputSchema } from '@cue/contracts';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { AuditRepository } from '../modules/audit/audit.repository.js';
import { MaintenanceRepository } from '../modules/maintenance/maintenance.repository.js';
import { MaintenanceService } from '../modules/maintenance/maintenance.service.js';

const usage = `Usage: npm run maintenance -- <command>
  on [--from ISO] [--until ISO]   show the maintenance page (from now, or from --from; until --until or off)
  off                             end maintenance
  status                          print the current status
Uses the same DATA_DIR / DATABASE_URL as the server.`;

/** Switches the web app's maintenance page from a terminal, on the server's own database. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, until: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0];
  if (values.help || !command || !['on', 'off', 'status'].includes(command) || positionals.length > 1) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  if (command !== 'on' && (values.from || values.until)) {
    throw new ConfigError('--from and --until go with "on" only');
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: resolve(config.dataDir) });
  try {
    await database.migrate();
    const maintenance = new MaintenanceService({
      repository: new MaintenanceRepository(database.db),
      audit: new AuditRepository(database.db),
      clock: systemClock,
    });
    let status;
    if (command === 'status') {
      status = await maintenance.currentStatus('web');
    } else {
      const parsed = SetMaintenanceInputSchema.safeParse({
        status: command === 'on',
        start_time: values.from ? new Date(values.from).toISOString() : null,
        end_time: values.until ? new Date(values.until).toISOString() : null,
      });
      if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => i.message).join('; '));
      status = await maintenance.setWindow('web', parsed.data, { userId: null, schoolId: null, via: 'cli' });
    }
    process.stdout.write(`${JSON.stringify(status, null, 2)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RangeError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
