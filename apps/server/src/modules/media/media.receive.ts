import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaKind } from '@cue/contracts';
import { ActiveContentScan, detectType, SNIFF_BYTES, type DetectedType } from './media.detect.js';

/** A file received to a private temp folder; `discard` removes it (always call it, in `finally`). */
export interface ReceivedFile {
  path: string;
  bytes: number;
  /** null: not a type we accept (decided from the first bytes). */
  type: DetectedType | null;
  /** Markup or script found in the bytes (decided while they streamed in; false when no type). */
  activeContent: boolean;
  discard(): Promise<void>;
}

/** Thrown when the file passes its kind's limit: the upload stops there, nothing is kept. */
export class KindLimitExceeded extends Error {
  constructor(readonly kind: MediaKind) {
    super(`The ${kind} is over its limit`);
  }
}

/**
 * Decides, from the first bytes, whether to go on receiving: null to go on, or the error the upload
 * stops with (not a type we accept, or not an image where only images are taken).
 */
export type EarlyRefusal = (type: DetectedType | null) => Error | null;

/**
 * Streams an upload to a temp file, counting bytes, never holding it in memory (a video may be
 * 200 MB). The type is sniffed from the first bytes as they arrive, and from then on the kind's
 * own limit applies, so a 200 MB "image" stops at the image limit, not the video one. A file whose
 * first bytes `refuse` stops there too, instead of streaming to the largest limit first.
 */
export async function receiveToTempFile(
  source: Readable,
  limitOf: (kind: MediaKind) => number,
  refuse: EarlyRefusal = () => null,
): Promise<ReceivedFile> {
  const dir = await mkdtemp(join(tmpdir(), 'cue-upload-'));
  const path = join(dir, 'upload');
  const discard = () => rm(dir, { recursive: true, force: true });
  let bytes = 0;
  let head: Buffer[] = [];
  let headBytes = 0;
  let type: DetectedType | null | undefined;
  let scan = null as ActiveContentScan | null;
  const sniff = async () => {
    if (type !== undefined) return;
    const start = Buffer.concat(head);
    type = await detectType(start);
    head = [];
    if (type) (scan = new ActiveContentScan(type.kind)).push(start);
  };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      const overLimit = () => (type && bytes > limitOf(type.kind) ? new KindLimitExceeded(type.kind) : null);
      // Once the type is known every chunk is checked at once; only the sniff waits.
      if (type !== undefined) {
        scan?.push(chunk);
        return done(overLimit(), chunk);
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SNIFF_BYTES) return done(null, chunk);
      sniff().then(
        // Shorter files end before this: the service refuses them with the same messages.
        () => done(refuse(type ?? null) ?? overLimit(), chunk),
        done,
      );
    },
    flush(done) {
      sniff().then(() => {
        if (type && bytes > limitOf(type.kind)) return done(new KindLimitExceeded(type.kind));
        done();
      }, done);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(path, { mode: 0o600, highWaterMark: 1 << 20 }));
  } catch (error) {
    await discard();
    // Drain what the client still sends, so the answer is not cut off by an unread body.
    source.resume();
    throw error;
  }
  return { path, bytes, type: type ?? null, activeContent: scan?.found ?? false, discard };
}
