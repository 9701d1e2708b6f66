import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startSmsGateway, type SmsGateway } from '../../apps/server/src/test/sms-gateway.js';
import { startBuiltServer, type BuiltServer } from './built-server.js';

export interface ProductionInstall extends BuiltServer {
  /** The loopback SMS gateway the server texts sign-in codes to. */
  sms: SmsGateway;
  /** The one-time setup link the server printed on its first start. */
  setupLink: () => Promise<string>;
  dataDir: string;
}

/**
 * A fresh production install: `NODE_ENV=production`, no demo school, an empty embedded database,
 * sign-in codes texted through the webhook provider to a real HTTP gateway on loopback (the only
 * way in production: the log provider and test codes are refused there).
 */
export async function startProductionInstall(): Promise<ProductionInstall> {
  const sms = await startSmsGateway();
  const dataDir = await mkdtemp(join(tmpdir(), 'cue-e2e-production-'));
  const server = await startBuiltServer(
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'debug',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: sms.url,
      SMS_WEBHOOK_SECRET: sms.secret,
      AUTH_TEST_OTP: '',
      SEED_DEMO_SCHOOL: '',
    },
    join(inject('e2eLogDir'), 'production-server.log'),
  );
  return {
    ...server,
    sms,
    dataDir,
    setupLink: async () => {
      const printed = server.output().match(/https?:\/\/\S+\/public\/setup\?token=[\w-]+/)?.[0];
      if (!printed) throw new Error(`No setup link printed:\n${server.output()}`);
      // The same link is kept in DATA_DIR for whoever installs without watching the console.
      const kept = await readFile(join(dataDir, 'setup-link.txt'), 'utf8');
      if (!kept.includes(new URL(printed).searchParams.get('token')!)) {
        throw new Error('The printed setup link is not the one kept in DATA_DIR');
      }
      return printed;
    },
    stop: async () => {
      await server.stop();
      await sms.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
