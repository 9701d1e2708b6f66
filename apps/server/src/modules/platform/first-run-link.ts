import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Clock } from '../../lib/clock.js';
import type { PlatformRepository } from './platform.repository.js';

/** Bytes of randomness in a setup link's token (256 bits, base64url: 43 characters). */
const TOKEN_BYTES = 32;
const LINK_FILE = 'setup-link.txt';

/** Only this hash of a setup link's token is stored, so the database alone cannot set up a school. */
export function hashFirstRunToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function setupLinkUrl(port: number, token: string): string {
  return `http://localhost:${port}/public/setup?token=${token}`;
}

/**
 * `DATA_DIR/setup-link.txt`: the one place besides the console the setup link is written, readable
 * by the server's user only, so a restart can print the same link again.
 */
export class SetupLinkFile {
  readonly path: string;

  constructor(dataDir: string) {
    this.path = join(dataDir, LINK_FILE);
  }

  /** The token of the link in the file, or null when there is no usable file. */
  async readToken(): Promise<string | null> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch {
      return null;
    }
    try {
      return new URL(text.trim()).searchParams.get('token');
    } catch {
      return null;
    }
  }

  async write(link: string): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true });
    // Replace, never append; mode applies when the file is created, so remove any older one first.
    await rm(this.path, { force: true });
    await writeFile(this.path, `${link}\n`, { mode: 0o600 });
  }

  async remove(): Promise<void> {
    await rm(this.path, { force: true });
  }
}

/**
 * The first-run setup link of a server starting on a database with no school (decision 032):
 * the link in `DATA_DIR/setup-link.txt` when its token is still unused (a restart prints the same
 * link), else a new token whose hash is stored, older unused ones killed. Returns null, and removes
 * a leftover file, once the database has a school.
 */
export async function prepareFirstRunLink(deps: {
  repository: PlatformRepository;
  file: SetupLinkFile;
  clock: Clock;
  port: number;
}): Promise<string | null> {
  const { repository, file, clock, port } = deps;
  if ((await repository.countSchools()) > 0) {
    await file.remove();
    return null;
  }
  const kept = await file.readToken();
  if (kept) {
    const row = await repository.findFirstRunToken(hashFirstRunToken(kept));
    if (row && !row.usedAt) {
      const link = setupLinkUrl(port, kept);
      await file.write(link); // the port may have changed since the link was made
      return link;
    }
  }
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const at = clock.now();
  await repository.transaction(async (tx) => {
    await tx.killFirstRunTokens(at);
    await tx.insertFirstRunToken(hashFirstRunToken(token), at);
  });
  const link = setupLinkUrl(port, token);
  await file.write(link);
  return link;
}
