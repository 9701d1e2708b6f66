import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

/*
 * The photos download (issue 17, decision 050): a zip of the portfolio's photos and videos at the
 * size they were uploaded (re-encoded without metadata by the media pipeline), named by the day
 * they were taken. archiver 8 (MIT, declares Node >= 18) streams it: one file is read from the
 * media store at a time, and only once the zip has taken the one before, so neither the files nor
 * the zip are ever held whole in memory. Photos and videos are compressed already: stored as is.
 */

export interface ZipFile {
  mediaId: string;
  /** The day it was taken, YYYY-MM-DD. */
  day: string;
}

type OpenFile = (mediaId: string) => Promise<{ stream: Readable; mimeType: string } | null>;

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** Resolves once the archive has read an appended entry; rejects when it fails or is closed. */
function entryTaken(archive: ZipArchive): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      archive.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEntry = () => done();
    const onError = (error: Error) => done(error);
    const onClose = () => done(new Error('the download was closed'));
    archive.on('entry', onEntry);
    archive.on('error', onError);
    archive.on('close', onClose);
  });
}

/** The zip as a stream; `open` is called once per file, in order, as the zip reaches it. */
export function photosZip(files: ZipFile[], open: OpenFile): Readable {
  const archive = new ZipArchive({ store: true });
  let current: Readable | null = null;
  const fill = async () => {
    const perDay = new Map<string, number>();
    for (const file of files) {
      const opened = await open(file.mediaId);
      // A file deleted since the list was read is left out.
      if (!opened) continue;
      const count = (perDay.get(file.day) ?? 0) + 1;
      perDay.set(file.day, count);
      const name = `${file.day}-${String(count).padStart(2, '0')}.${extensions[opened.mimeType] ?? 'bin'}`;
      current = opened.stream;
      const taken = entryTaken(archive);
      archive.append(opened.stream, { name, date: new Date(`${file.day}T12:00:00Z`) });
      await taken;
      current = null;
    }
    await archive.finalize();
  };
  void fill().catch((error: unknown) => {
    // The person left (or a file failed): close the open file and end the download.
    current?.destroy();
    if (!archive.destroyed) archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
