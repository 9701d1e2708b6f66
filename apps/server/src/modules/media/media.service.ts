import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { messages, type MediaFile, type MediaVariant, type UploadedMedia } from '@cue/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { LocalMediaStore } from './media.storage.js';
import { linkWindow, type MediaLinkSigner } from './media-links.js';
import { localMediaLink, presentMediaFile, variantsOf } from './media.presenter.js';
import type { MediaRepository, MediaRow } from './media.repository.js';

export interface MediaServiceDeps {
  repository: MediaRepository;
  store: LocalMediaStore;
  schools: SchoolsService;
  clock: Clock;
  links: MediaLinkSigner;
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
const linkExpired = () => new AppError('FORBIDDEN', messages.mediaLinkExpired);

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
    return (await this.presentFiles([id])).get(id)!;
  }

  /**
   * Files as an answer shows them, with fresh signed links, by id (deleted or unknown ids are
   * left out). Callers have already decided the viewer may see them: the link is the permission.
   */
  async presentFiles(ids: readonly string[]): Promise<Map<string, MediaFile>> {
    const rows = await this.deps.repository.findLiveMedia([...new Set(ids)]);
    const window = linkWindow(this.deps.clock.now());
    const files = new Map<string, MediaFile>();
    for (const row of rows) {
      const links: Partial<Record<MediaVariant, string>> = {};
      for (const variant of variantsOf(row)) links[variant] = this.linkTo(row, variant, window.expires);
      files.set(row.id, presentMediaFile(row, links, window.expires));
    }
    return files;
  }

  /** Profile pictures by media id: the thumbnail's signed link (null for none or a deleted one). */
  async pictureLinks(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const files = await this.presentFiles(ids.filter((id): id is string => id !== null));
    return new Map([...files].map(([id, file]) => [id, file.thumbnail_link ?? file.media_link]));
  }

  /** GET media/{id}/{variant}?expires&signature: the file, while the link is good. */
  async openSigned(
    id: string,
    variant: MediaVariant,
    expires: number,
    signature: string,
  ): Promise<{ row: MediaRow; stream: Readable; secondsLeft: number }> {
    const [row] = await this.deps.repository.findLiveMedia([id]);
    const key = row && keyOf(row, variant);
    if (!row || !key) throw mediaNotFound();
    if (!this.deps.links.verify({ id, schoolId: row.schoolId, variant }, expires, signature)) throw mediaNotFound();
    const secondsLeft = expires - Math.floor(this.deps.clock.now().getTime() / 1000);
    if (secondsLeft <= 0) throw linkExpired();
    return { row, stream: this.deps.store.open(key), secondsLeft };
  }

  private linkTo(row: MediaRow, variant: MediaVariant, expires: number): string {
    const signature = this.deps.links.sign({ id: row.id, schoolId: row.schoolId, variant }, expires);
    return localMediaLink(row.id, variant, expires, signature);
  }

  /**
   * Deletes files everywhere (the class library's delete): marked deleted at once, so every
   * answer leaves them out (presentFiles), then their stored sizes are removed. The caller has
   * checked who may delete them.
   */
  async deleteMedia(ids: readonly string[]): Promise<void> {
    const rows = await this.deps.repository.markDeleted([...new Set(ids)], this.deps.clock.now());
    for (const row of rows) {
      for (const key of [row.storageKey, row.displayKey, row.thumbnailKey]) {
        if (key) await this.deps.store.remove(key);
      }
    }
  }

  /** The ids among `ids` that the user did not upload in this school (for features that attach media). */
  async findNotUploadedBy(userId: string, schoolId: string, ids: string[]): Promise<string[]> {
    const owned = new Set(await this.deps.repository.listIdsUploadedBy(userId, schoolId, ids));
    return ids.filter((id) => !owned.has(id));
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

function keyOf(row: MediaRow, variant: MediaVariant): string | null {
  if (variant === 'original') return row.storageKey;
  return variant === 'display' ? row.displayKey : row.thumbnailKey;
}
