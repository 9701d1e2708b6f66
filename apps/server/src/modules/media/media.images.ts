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

/** A few-KB PNG can declare 20000x20000 pixels: refuse such decompression bombs before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageSize {
  variant: MediaVariant;
  bytes: Buffer;
  mimeType: string;
}

export type ImageOutcome =
  | { ok: true; width: number; height: number; sizes: ImageSize[] }
  | { ok: false; reason: 'too-many-pixels' | 'unreadable' };

/**
 * One decode of an upload into the three sizes we keep: the original re-encoded in its own format
 * (so EXIF, GPS, camera and name metadata never leave the school: sharp keeps none unless asked),
 * a display size and a thumbnail. `.rotate()` applies the EXIF orientation first, so photos stand
 * up the way the phone showed them. GIFs keep their frames.
 */
export async function processImage(path: string, mimeType: MediaMimeType): Promise<ImageOutcome> {
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  // The header alone: the pixel count is checked before anything is decoded.
  // No pixel limit here (it would refuse before we can say why): metadata reads the header only.
  const header = await sharp(path, { animated, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return { ok: false, reason: 'unreadable' };
  const pageHeight = header.pageHeight ?? header.height;
  if (header.width * pageHeight > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too-many-pixels' };

  try {
    // failOn 'truncated': a JPEG cut short is refused, not stored with a grey half.
    const decoded = sharp(path, {
      animated,
      failOn: 'truncated',
      limitInputPixels: MAX_IMAGE_PIXELS,
    }).rotate();
    const [original, display, thumbnail] = await Promise.all([
      sameFormat(decoded.clone(), mimeType).toBuffer({ resolveWithObject: true }),
      smaller(decoded.clone(), MEDIA_DISPLAY_LONG_SIDE, mimeType).toBuffer(),
      smaller(decoded.clone(), MEDIA_THUMBNAIL_LONG_SIDE, mimeType).toBuffer(),
    ]);
    const smallType = mimeType === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
    return {
      ok: true,
      width: original.info.width,
      height: original.info.pageHeight ?? original.info.height,
      sizes: [
        { variant: 'original', bytes: original.data, mimeType },
        { variant: 'display', bytes: display, mimeType: smallType },
        { variant: 'thumbnail', bytes: thumbnail, mimeType: smallType },
      ],
    };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

function sameFormat(image: Sharp, mimeType: MediaMimeType): Sharp {
  switch (mimeType) {
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/gif':
      return image.gif();
    default:
      return image.jpeg({ quality: 90, mozjpeg: false });
  }
}

/** Display size and thumbnail: JPEG for photos, WebP (keeps transparency and frames) otherwise. */
function smaller(image: Sharp, longSide: number, mimeType: MediaMimeType): Sharp {
  const resized = image.resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true });
  return mimeType === 'image/jpeg' ? resized.jpeg({ quality: 82 }) : resized.webp({ quality: 82 });
}
