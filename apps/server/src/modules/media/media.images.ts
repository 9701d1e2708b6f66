import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  MEDIA_DISPLAY_LONG_SIDE,
  MEDIA_THUMBNAIL_LONG_SIDE,
  type MediaMimeType,
  type MediaVariant,
} from '@cue/contracts';

// libvips' operation cache keeps decoded pictures around for reuse we never make (every upload is a
// new file): off, so a burst of phone photos does not hold hundreds of MB.
sharp.cache(false);
// sharp.concurrency stays at sharp's own choice (one libvips thread per image on glibc, against
// memory fragmentation): the three sizes of a photo already run side by side on three threads.
const CORES = availableParallelism();

/** A few-KB PNG can declare 20000x20000 pixels: refuse such decompression bombs before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * How each size is encoded, shared with the media bench so its "sharp directly" does the same work.
 * The original JPEG skips Huffman optimisation: that pass holds the whole photo's DCT coefficients
 * (~36 MB for 12 MP) per upload and, freed on a worker thread, the allocator keeps it; the file is
 * some 5-9% larger. The small sizes keep it (a few MB at most).
 */
export const IMAGE_ENCODING = {
  originalJpeg: { quality: 90, mozjpeg: false, optimiseCoding: false },
  originalWebp: { quality: 90 },
  smallJpeg: { quality: 82, mozjpeg: false },
  smallWebp: { quality: 82 },
} as const;

/** Decoding options: a JPEG cut short is refused, not stored with a grey half. */
export const IMAGE_DECODING = { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS } as const;

/**
 * At most as many photos are decoded at once as there are cores: 50 uploads at once wait their
 * turn instead of decoding 50 x 36 MB of pixels together. Waiting costs nothing: the cores are busy.
 */
const slots = { free: CORES, waiting: [] as (() => void)[] };
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (slots.free > 0) slots.free--;
  else await new Promise<void>((turn) => slots.waiting.push(turn));
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free++;
  }
}

/** One size of a picture, made as a file next to the upload (in its private temp folder). */
export interface ImageSize {
  variant: MediaVariant;
  path: string;
  bytes: number;
  mimeType: string;
}

export type ImageOutcome =
  | { ok: true; width: number; height: number; sizes: ImageSize[] }
  | { ok: false; reason: 'too-many-pixels' | 'unreadable' };

/**
 * An upload made into the three sizes we keep, each written as a file beside the upload and handed
 * to `keep` as it is ready: the original re-encoded in its own format (so EXIF, GPS, camera and
 * name metadata never leave the school: sharp keeps none unless asked), a display size and a
 * thumbnail. Files, not buffers: some 6 MB of encoded photo per upload on the JS heap's books made
 * the server collect garbage every other photo (a third slower under a burst of uploads). `.rotate()` applies the EXIF orientation first, so photos stand
 * up the way the phone showed them. GIFs keep their frames.
 */
export async function processImage(
  path: string,
  mimeType: MediaMimeType,
  keep: (size: ImageSize) => Promise<void> = async () => {},
): Promise<ImageOutcome> {
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  // The header alone: the pixel count is checked before anything is decoded.
  // No pixel limit here (it would refuse before we can say why): metadata reads the header only.
  const header = await sharp(path, { animated, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return { ok: false, reason: 'unreadable' };
  const pageHeight = header.pageHeight ?? header.height;
  if (header.width * pageHeight > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too-many-pixels' };

  const smallType = mimeType === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
  // Each size is kept (written) as soon as it is made, while the larger ones are still encoding.
  // A failure to keep is the store's, not the picture's: it is thrown, not called unreadable.
  let keepFailed: { error: unknown } | null = null;
  const beside = (variant: MediaVariant) => join(dirname(path), `${variant}.size`);
  const made = async (variant: MediaVariant, type: string, bytes: number) => {
    const size = { variant, path: beside(variant), bytes, mimeType: type };
    await keep(size).catch((error: unknown) => {
      keepFailed ??= { error };
      throw error;
    });
    return size;
  };
  const outcome = await inTurn(async () => {
    const decoded = sharp(path, { ...IMAGE_DECODING, animated }).rotate();
    let dimensions = { width: 0, height: 0 };
    // Settled, not all: every size has ended (and been written or not) before the answer.
    const sizes = await Promise.allSettled([
      sameFormat(decoded.clone(), mimeType)
        .toFile(beside('original'))
        .then((info) => {
          dimensions = { width: info.width, height: info.pageHeight ?? info.height };
          return made('original', mimeType, info.size);
        }),
      smaller(decoded.clone(), MEDIA_DISPLAY_LONG_SIDE, mimeType)
        .toFile(beside('display'))
        .then((info) => made('display', smallType, info.size)),
      smaller(decoded.clone(), MEDIA_THUMBNAIL_LONG_SIDE, mimeType)
        .toFile(beside('thumbnail'))
        .then((info) => made('thumbnail', smallType, info.size)),
    ]);
    return { dimensions, sizes };
  });
  if (keepFailed) throw (keepFailed as { error: unknown }).error;
  const sizes = outcome.sizes.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (sizes.length < 3) return { ok: false, reason: 'unreadable' };
  return { ok: true, ...outcome.dimensions, sizes };
}

function sameFormat(image: Sharp, mimeType: MediaMimeType): Sharp {
  switch (mimeType) {
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp(IMAGE_ENCODING.originalWebp);
    case 'image/gif':
      return image.gif();
    default:
      return image.jpeg(IMAGE_ENCODING.originalJpeg);
  }
}

/** Display size and thumbnail: JPEG for photos, WebP (keeps transparency and frames) otherwise. */
function smaller(image: Sharp, longSide: number, mimeType: MediaMimeType): Sharp {
  const resized = image.resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true });
  return mimeType === 'image/jpeg'
    ? resized.jpeg(IMAGE_ENCODING.smallJpeg)
    : resized.webp(IMAGE_ENCODING.smallWebp);
}
