import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { messages, type UploadedMedia } from '@cue/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { LocalMediaStore } from './media.storage.js';
import { presentUploadedMedia } from './media.presenter.js';
import type { MediaRepository } from './media.repository.js';

export interface MediaServiceDeps {
  repository: MediaRepository;
  store: LocalMediaStore;
  schools: SchoolsService;
  clock: Clock;
  maxImageBytes: number;
}

/** Formats sharp recognises that we accept, with the type and extension they are stored as. */
const imageFormats = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
} as const;
type ImageFormat = keyof typeof imageFormats;

const onlyImages = () => new AppError('VALIDATION_ERROR', messages.onlyImages, { field: 'file' });
const emptyFile = () => new AppError('VALIDATION_ERROR', messages.emptyFile, { field: 'file' });
export const imageTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', messages.imageTooLarge, { field: 'file' });
const mediaNotFound = () => notFound('Media not found');

/**
 * The one upload service every feature shares. The type is decided from the bytes (never the
 * file name or the declared type), and every image is re-encoded so EXIF and other metadata
 * (GPS position, camera, names) never leave the school.
 */
export class MediaService {
  constructor(private readonly deps: MediaServiceDeps) {}

  /** media/images: stores an image for the signed-in user (in their school when staff). */
  async uploadImage(actor: Actor, bytes: Buffer): Promise<UploadedMedia> {
    const { repository, store, clock, maxImageBytes } = this.deps;
    if (bytes.length > maxImageBytes) throw imageTooLarge();
    if (bytes.length === 0) throw emptyFile();
    const schoolId = actor.kind === 'staff' ? (await this.deps.schools.staffAccess(actor)).schoolId : null;

    // sharp throws some refusals at once rather than rejecting: a 400 either way, never a 500.
    const format = await Promise.resolve()
      .then(() => sharp(bytes, sharpLimits).metadata())
      .then((m) => m.format as string | undefined)
      .catch(() => undefined);
    if (!format || !(format in imageFormats)) throw onlyImages();
    const { mimeType, extension } = imageFormats[format as ImageFormat];

    // A truncated or damaged image fails here (its header can be whole): not an image we can keep.
    const { data, info } = await Promise.resolve()
      .then(() => reencode(bytes, format as ImageFormat))
      .catch(() => {
        throw onlyImages();
      });
    const id = newObjectId(clock.now());
    const storageKey = `${schoolId ?? 'users'}/${id}.${extension}`;
    await store.save(storageKey, data);
    const row = {
      id,
      schoolId,
      uploaderUserId: actor.userId,
      mimeType,
      size: data.length,
      width: info.width,
      height: info.height,
      storageKey,
      createdAt: clock.now(),
    };
    await repository.insertMedia(row);
    return presentUploadedMedia(row);
  }

  /** media/{id}: the uploader, or staff of the media's school; anyone else gets 404. */
  async openMedia(actor: Actor, id: string): Promise<{ mimeType: string; stream: Readable }> {
    const row = await this.deps.repository.findMedia(id);
    if (!row || !(await this.canRead(actor, row.uploaderUserId, row.schoolId))) throw mediaNotFound();
    return { mimeType: row.mimeType, stream: this.deps.store.open(row.storageKey) };
  }

  /** The ids among `ids` that the user did not upload in this school (for features that attach media). */
  async findNotUploadedBy(userId: string, schoolId: string, ids: string[]): Promise<string[]> {
    const owned = new Set(await this.deps.repository.listIdsUploadedBy(userId, schoolId, ids));
    return ids.filter((id) => !owned.has(id));
  }

  /**
   * A parent's private upload (no school) is read only by that parent, with a parent token; a
   * school's media only by its staff, with a staff token of that school. A dual-role person's
   * two sides, and a temporary token, never see across.
   */
  private async canRead(actor: Actor, uploaderUserId: string, schoolId: string | null): Promise<boolean> {
    if (schoolId === null) return actor.kind === 'parent' && uploaderUserId === actor.userId;
    if (actor.kind !== 'staff' || actor.schoolId !== schoolId) return false;
    // The token's school, and the person still works there.
    return this.deps.schools.staffAccess(actor).then(
      () => true,
      () => false,
    );
  }
}

/** A few-KB PNG can declare 16000x16000 pixels: refuse such decompression bombs before decoding. */
const sharpLimits = { limitInputPixels: 40_000_000 } as const;

/** Re-encodes in the same format without metadata; `.rotate()` applies the EXIF orientation first. */
function reencode(bytes: Buffer, format: ImageFormat) {
  switch (format) {
    case 'jpeg':
      return sharp(bytes, sharpLimits).rotate().jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
    case 'png':
      return sharp(bytes, sharpLimits).rotate().png().toBuffer({ resolveWithObject: true });
    case 'webp':
      return sharp(bytes, sharpLimits).rotate().webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
    case 'gif':
      // Keep every frame of an animation; GIFs carry no orientation.
      return sharp(bytes, { ...sharpLimits, animated: true })
        .gif()
        .toBuffer({ resolveWithObject: true });
  }
}
