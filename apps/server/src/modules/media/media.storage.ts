import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * The media store: files on local disk under one private folder (DATA_DIR/media by default).
 * Keys look like `<school id>/<media id>.png`; nothing here is served without a permission check.
 * An S3-compatible store will implement the same two methods.
 */
export class LocalMediaStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async save(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${path}.partial`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, path);
  }

  /** Removes a file; one already gone is not an error. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  open(key: string): ReadStream {
    return createReadStream(this.pathOf(key));
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Media key outside the store: ${key}`);
    return path;
  }
}
