import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Secrets } from '../config.js';

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json
 * (owner-only), so sessions survive a restart of the embedded server. Several processes must be
 * given the same secrets through the environment (README "Configuration").
 */
export async function resolveSecrets(dataDir: string, configured: Partial<Secrets>): Promise<Secrets> {
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch {
    stored = {};
  }
  const generated = (): string => randomBytes(48).toString('base64url');
  const secrets: Secrets = {
    accessToken: configured.accessToken ?? stored.accessToken ?? generated(),
    refreshToken: configured.refreshToken ?? stored.refreshToken ?? generated(),
    otp: configured.otp ?? stored.otp ?? generated(),
    mediaLinks: configured.mediaLinks ?? stored.mediaLinks ?? generated(),
  };
  // Secrets that came from the environment are never written to disk.
  const toStore = Object.fromEntries(
    (Object.keys(secrets) as (keyof Secrets)[]).filter((k) => !configured[k]).map((k) => [k, secrets[k]]),
  );
  if (Object.keys(toStore).length > 0 && JSON.stringify(toStore) !== JSON.stringify(stored)) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return secrets;
}
