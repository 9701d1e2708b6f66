import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaVariant } from '@cue/contracts';
import type { LinkWindow, MediaLinkSigner } from './media-links.js';
import { localMediaLink } from './media.presenter.js';
import type { ByteRange } from './media.range.js';

/** What a link needs to know about the file it opens (never user input but the cleaned name). */
export interface LinkedFile {
  id: string;
  schoolId: string | null;
  variant: MediaVariant;
  mimeType: string;
  fileName: string | null;
  disposition: 'inline' | 'attachment';
}

/**
 * Where uploaded files live: local disk (default) or an S3-compatible bucket. Keys are made by
 * the server (`<school id or users>/<media id>/<variant>`), never from a file name.
 */
export interface MediaStore {
  /** Stores a finished local file (a video from its temp file, a size of a photo) under `key`. */
  saveFile(key: string, path: string, contentType: string): Promise<void>;
  /** Removes the keys; a key that is already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** A link that opens `key` until `window.expires` (stable within one window). */
  link(key: string, file: LinkedFile, window: LinkWindow): Promise<string>;
  /** The bytes of `key` (or of one range of it), for our own signed route. */
  open(key: string, range?: ByteRange): Promise<Readable>;
  /** The size of `key` in bytes (a range is answered against it). */
  sizeOf(key: string): Promise<number>;
}

/** Files on local disk under one private folder (DATA_DIR/media), served by our signed route. */
export class LocalMediaStore implements MediaStore {
  private readonly root: string;

  constructor(
    root: string,
    private readonly signer: MediaLinkSigner,
  ) {
    this.root = resolve(root);
  }

  async saveFile(key: string, path: string): Promise<void> {
    await this.place(key, async (partial) => {
      await copyFile(path, partial);
      // Readable by the server's user only, whatever mode the file it came from had.
      await chmod(partial, 0o600);
    });
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async link(_key: string, file: LinkedFile, window: LinkWindow): Promise<string> {
    const signature = this.signer.sign(file, window.expires);
    return localMediaLink(file.id, file.variant, window.expires, signature);
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key), range && { start: range.start, end: range.end });
    // Opening first turns a missing file into a rejected promise instead of a broken answer.
    await new Promise<void>((done, fail) => stream.once('open', () => done()).once('error', fail));
    return stream;
  }

  async sizeOf(key: string): Promise<number> {
    return (await stat(this.pathOf(key))).size;
  }

  /** Write then rename, so a reader never sees half a file. */
  private async place(key: string, write: (partial: string) => Promise<void>) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.partial`;
    await write(partial);
    await rename(partial, path);
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Media key outside the store: ${key}`);
    return path;
  }
}
