import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSecrets } from './secrets.js';

describe('secrets', () => {
  it('generates missing secrets once, owner-readable only, and keeps them across restarts', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'cue-secrets-')), 'nested');
    const first = await resolveSecrets(dir, {});
    const second = await resolveSecrets(dir, {});
    expect(second).toEqual(first);
    expect(first.accessToken.length).toBeGreaterThanOrEqual(32);
    expect(new Set([first.accessToken, first.refreshToken, first.otp]).size).toBe(3);
    expect((await stat(join(dir, 'secrets.json'))).mode & 0o777).toBe(0o600);
  });

  it('prefers secrets from the environment and never writes them to disk', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cue-secrets-'));
    const configured = 'a-configured-access-secret-that-is-long-enough';
    const secrets = await resolveSecrets(dir, { accessToken: configured });
    expect(secrets.accessToken).toBe(configured);
    expect(await readFile(join(dir, 'secrets.json'), 'utf8')).not.toContain(configured);
  });
});
