import type { Readable } from 'node:stream';
import type { MediaFile, MediaVariant, UploadedMedia } from '@cue/contracts';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { declaredPixels } from './media.detect.js';
import * as refuse from './media.errors.js';
import { MAX_IMAGE_PIXELS, processImage } from './media.images.js';
import { linkWindow, type MediaLinkSigner } from './media-links.js';
import { presentMediaFile, variantMimeType, variantsOf } from './media.presenter.js';
import type { ReceivedFile } from './media.receive.js';
import { parseRange, type ByteRange } from './media.range.js';
import { MediaRepository, type MediaRow } from './media.repository.js';
import { blankVideoLocation } from './media.video-location.js';
import type { MediaStore } from './media.store.js';
import type { MediaLimits, MediaQuota } from './media.quota.js';

export interface MediaServiceDeps {
  repository: MediaRepository;
  store: MediaStore;
  schools: SchoolsService;
  clock: Clock;
  links: MediaLinkSigner;
  quota: MediaQuota;
}

interface StoredSize {
  variant: MediaVariant;
  key: string;
  bytes: number;
  save: () => Promise<void>;
}

const imageVariants: MediaVariant[] = ['original', 'display', 'thumbnail'];
/** The video types whose location boxes we know how to blank (ISO base media / QuickTime). */
const blanksLocation = new Set<string>(['video/mp4', 'video/quicktime']);

/**
 * The one upload service every feature shares (decision 040). The type is decided from the bytes
 * (never the file name or the declared type); images are re-encoded so EXIF and other metadata
 * (GPS position, camera, names) never leave the school, and where an MP4 or QuickTime video was
 * filmed is blanked in place; storage keys are made here.
 */
export class MediaService {
  constructor(private readonly deps: MediaServiceDeps) {}

  /** The server's limits and the school quota rule, shared with the routes and the usage calls. */
  get quota(): MediaQuota {
    return this.deps.quota;
  }

  get limits(): MediaLimits {
    return this.deps.quota.limits;
  }

  /**
   * media/files and media/images: stores a received file for the signed-in user (in their school
   * when staff; parents' uploads have no school and may only be images).
   */
  async upload(
    actor: Actor,
    file: ReceivedFile,
    options: { fileName: string | null; imagesOnly: boolean },
  ): Promise<UploadedMedia> {
    const { clock, quota } = this.deps;
    const schoolId = actor.kind === 'staff' ? (await this.deps.schools.staffAccess(actor)).schoolId : null;
    const imagesOnly = options.imagesOnly || schoolId === null;
    if (file.bytes === 0) throw refuse.emptyFile();
    const type = file.type;
    if (!type) throw imagesOnly ? refuse.onlyImages() : refuse.unsupportedFile();
    if (imagesOnly && type.kind !== 'image') throw refuse.onlyImages();
    if (file.activeContent) throw refuse.unsafeFile();
    // Before the work of decoding: the uploader is under their daily limit and the school has room
    // for at least what was sent (both checked again, exactly, when the row is inserted).
    await this.assertUnderDailyLimit(this.deps.repository, actor.userId);
    if (schoolId) await quota.assertRoom(this.deps.repository, schoolId, file.bytes);

    const id = newObjectId(clock.now());
    const keyOf = (variant: MediaVariant) => `${schoolId ?? 'users'}/${id}/${variant}`;
    let width = 0;
    let height = 0;
    let sizes: StoredSize[];
    if (type.kind === 'image') {
      // All frames together: processImage checks one frame's header, then decodes them all.
      const pixels = await declaredPixels(file.path, type.mimeType);
      if (pixels !== null && pixels > MAX_IMAGE_PIXELS) throw refuse.tooManyPixels();
      // The sizes are written as they are made; on any failure every one of them is removed.
      const removeSizes = () => this.deps.store.delete(imageVariants.map(keyOf)).catch(() => undefined);
      const image = await processImage(file.path, type.mimeType, (s) =>
        this.deps.store.saveFile(keyOf(s.variant), s.path, s.mimeType),
      ).catch(async (error: unknown) => {
        await removeSizes();
        throw error;
      });
      if (!image.ok) {
        await removeSizes();
        throw image.reason === 'too-many-pixels' ? refuse.tooManyPixels() : refuse.onlyImages();
      }
      ({ width, height } = image);
      sizes = image.sizes.map((s) => ({
        variant: s.variant,
        key: keyOf(s.variant),
        bytes: s.bytes,
        save: async () => {}, // already written
      }));
    } else {
      // Videos and PDFs are kept as uploaded, except where an MP4 or QuickTime video says it was
      // filmed: blanked in place, same length (decision 040). A box tree that does not parse is
      // refused, not stored with a location we could not find. WebM is kept as it is (no location
      // field that phones write).
      if (blanksLocation.has(type.mimeType)) {
        const blanked = await blankVideoLocation(file.path);
        if (!blanked.ok) throw refuse.unsupportedFile();
      }
      sizes = [
        {
          variant: 'original',
          key: keyOf('original'),
          bytes: file.bytes,
          save: () => this.deps.store.saveFile(keyOf('original'), file.path, type.mimeType),
        },
      ];
    }
    const size = sizes.reduce((sum, s) => sum + s.bytes, 0);
    const key = (variant: MediaVariant) => sizes.find((s) => s.variant === variant)?.key ?? null;
    const row = {
      id,
      schoolId,
      uploaderUserId: actor.userId,
      kind: type.kind,
      mimeType: type.mimeType,
      size,
      width,
      height,
      fileName: options.fileName,
      storageKey: key('original')!,
      displayKey: key('display'),
      thumbnailKey: key('thumbnail'),
      createdAt: clock.now(),
    };
    try {
      // Written before the quota lock, so the lock is held for two queries, not for disk or
      // bucket writes; nothing shows them until the row commits. Settled, not all: every write
      // has ended before a failure removes what was written.
      const saved = await Promise.allSettled(sizes.map((s) => s.save()));
      const failed = saved.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      await this.deps.repository.transaction(async (tx) => {
        await tx.lockUploader(actor.userId);
        await this.assertUnderDailyLimit(tx, actor.userId);
        if (schoolId) {
          // Two uploads at once cannot both take the last of the quota: check and insert under the lock.
          await tx.lockSchoolMedia(schoolId);
          await quota.assertRoom(tx, schoolId, size);
        }
        await tx.insertMedia(row);
      });
    } catch (error) {
      // Refused (quota) or failed: the files already stored would only cost disk, so they go.
      await this.deps.store.delete(sizes.map((s) => s.key)).catch(() => undefined);
      throw error;
    }
    return (await this.presentFiles([id])).get(id)!;
  }

  /** 429 tooManyUploads once the user has made their uploads of the last 24 hours. */
  private async assertUnderDailyLimit(repository: MediaRepository, userId: string): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const made = await repository.countUploadsSince(userId, new Date(now - DAY_MS));
    if (made.count < this.limits.uploadsPerUserPerDay) return;
    const freeAt = (made.oldest?.getTime() ?? now) + DAY_MS;
    throw refuse.tooManyUploads(Math.max(1, Math.ceil((freeAt - now) / 1000)));
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
      for (const variant of variantsOf(row)) {
        const file = {
          id: row.id,
          schoolId: row.schoolId,
          variant,
          mimeType: variantMimeType(row, variant),
          fileName: row.fileName,
          disposition: dispositionOf(row),
        };
        links[variant] = await this.deps.store.link(keyOf(row, variant)!, file, window);
      }
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
    rangeHeader?: string,
  ): Promise<{
    row: MediaRow;
    /** null: the range asked for starts past the end (416). */
    stream: Readable | null;
    size: number;
    range: ByteRange | null;
    secondsLeft: number;
    mimeType: string;
    disposition: 'inline' | 'attachment';
  }> {
    const [row] = await this.deps.repository.findLiveMedia([id]);
    const key = row && keyOf(row, variant);
    if (!row || !key) throw refuse.mediaNotFound();
    if (!this.deps.links.verify({ id, schoolId: row.schoolId, variant }, expires, signature))
      throw refuse.mediaNotFound();
    const secondsLeft = expires - Math.floor(this.deps.clock.now().getTime() / 1000);
    if (secondsLeft <= 0) throw refuse.linkExpired();
    const gone = () => {
      throw refuse.mediaNotFound();
    };
    // The size only matters to a range (videos on iPhones ask for them): no extra look-up otherwise.
    const size = rangeHeader ? await this.deps.store.sizeOf(key).catch(gone) : 0;
    const range = parseRange(rangeHeader, size);
    const stream =
      range === 'unsatisfiable' ? null : await this.deps.store.open(key, range ?? undefined).catch(gone);
    return {
      row,
      stream,
      size,
      range: range === 'unsatisfiable' ? null : range,
      secondsLeft,
      mimeType: variantMimeType(row, variant),
      disposition: dispositionOf(row),
    };
  }

  /**
   * The bytes of one size of a live file, for a download the server assembles itself (the
   * portfolio's PDF and zip). As with presentFiles, the caller has already decided the person may
   * see the file. Null for a deleted or unknown file, a size it does not have (a video's display
   * size), or a file the store no longer holds.
   */
  async openFile(id: string, variant: MediaVariant): Promise<{ stream: Readable; mimeType: string } | null> {
    const [row] = await this.deps.repository.findLiveMedia([id]);
    const key = row && keyOf(row, variant);
    if (!row || !key) return null;
    const stream = await this.deps.store.open(key).catch(() => null);
    return stream && { stream, mimeType: variantMimeType(row, variant) };
  }

  /**
   * The ids among `ids` that the user did not upload in this school (null: a parent's own uploads),
   * or that are deleted (for features that attach media).
   */
  async findNotUploadedBy(userId: string, schoolId: string | null, ids: string[]): Promise<string[]> {
    const owned = new Set(await this.deps.repository.listIdsUploadedBy(userId, schoolId, ids));
    return ids.filter((id) => !owned.has(id));
  }

  /**
   * Deletes a school's media (the library's delete): they leave every answer and the quota at
   * once, and their files are removed from the store after the commit. Ids of other schools or
   * already deleted are ignored; answers the ids deleted.
   */
  async deleteMedia(schoolId: string, ids: string[]): Promise<string[]> {
    const rows = await this.deps.repository.markDeleted(schoolId, ids, this.deps.clock.now());
    await this.removeFiles(rows);
    return rows.map((r) => r.id);
  }

  /**
   * The same inside the caller's transaction (`tx`): marks the rows deleted; call `removeFiles`
   * once the transaction has committed (a rollback then leaves every file in place).
   */
  async deleteMediaIn(tx: Database, schoolId: string, ids: string[]) {
    const rows = await new MediaRepository(tx).markDeleted(schoolId, ids, this.deps.clock.now());
    return { deletedIds: rows.map((r) => r.id), removeFiles: () => this.removeFiles(rows) };
  }

  /** Best effort: a file left behind is invisible (its row is deleted) and costs only disk. */
  async removeFiles(rows: MediaRow[]): Promise<void> {
    const keys = rows.flatMap((r) =>
      [r.storageKey, r.displayKey, r.thumbnailKey].filter((k): k is string => !!k),
    );
    await this.deps.store.delete(keys).catch(() => undefined);
  }

  /**
   * Files the server makes itself (a report card's PDF), kept in the same store as uploads (local
   * disk or S3) under `<school id>/generated/<name>`. They are records of the feature that made
   * them, not uploads: no media row, no quota, no sweep; that feature keeps the key, checks who
   * may read it and serves it through its own route. Answers the key.
   */
  async saveGeneratedFile(
    schoolId: string,
    name: string,
    path: string,
    contentType: string,
  ): Promise<string> {
    if (!/^[0-9a-f]{24}$/.test(schoolId) || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/.test(name))
      throw new Error('Generated file names are made by the server');
    const key = `${schoolId}/generated/${name}`;
    await this.deps.store.saveFile(key, path, contentType);
    return key;
  }

  /** The bytes of a generated file (see saveGeneratedFile); rejects when the store has none. */
  openGeneratedFile(key: string): Promise<Readable> {
    return this.deps.store.open(key);
  }

  /** Removes generated files (best effort: one left behind only costs disk). */
  async deleteGeneratedFiles(keys: readonly string[]): Promise<void> {
    await this.deps.store.delete(keys).catch(() => undefined);
  }
}

const DAY_MS = 24 * 3600 * 1000;

const dispositionOf = (row: MediaRow): 'inline' | 'attachment' =>
  row.kind === 'document' ? 'attachment' : 'inline';

function keyOf(row: MediaRow, variant: MediaVariant): string | null {
  if (variant === 'original') return row.storageKey;
  return variant === 'display' ? row.displayKey : row.thumbnailKey;
}
