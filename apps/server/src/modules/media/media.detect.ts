import { createReadStream } from 'node:fs';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MEDIA_MIME_TYPES, type MediaKind, type MediaMimeType } from '@cue/contracts';

/**
 * Deciding what a file is from its bytes, never its name or declared type. file-type 21.x is the
 * newest that runs on Node 20 (22.x needs Node 22). It does not recognise text formats (SVG, HTML,
 * scripts), so those are simply "not a type we accept".
 */
export const SNIFF_BYTES = 4100;

export interface DetectedType {
  mimeType: MediaMimeType;
  kind: MediaKind;
}

export async function detectType(head: Buffer): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  const mimeType = found?.mime as MediaMimeType | undefined;
  if (!mimeType || !MEDIA_MIME_TYPES.includes(mimeType)) return null;
  return { mimeType, kind: kindOf(mimeType) };
}

function kindOf(mimeType: MediaMimeType): MediaKind {
  if (mimeType.startsWith('image/')) return 'image';
  return mimeType.startsWith('video/') ? 'video' : 'document';
}

/**
 * Markup or script a browser or viewer could run. An HTML page with a JPEG header in front (a
 * polyglot) passes every signature check; finding the markup in its bytes is what refuses it.
 */
const markup = /<(?:script|html|svg|!doctype|\?php)/i;
/** Markup, or PDF actions that run code or open programs (`/JS` must end there, not `/JSomething`). */
const markupOrPdfActions = /<(?:script|html|svg|!doctype|\?php)|\/(?:javascript|launch|js[^a-z0-9])/i;

/**
 * PDF names may spell any character as `#xx` (`/J#61vaScript` is `/JavaScript` to a reader), so
 * names are decoded before matching. Streams compressed inside the PDF (object streams) are not
 * inflated: this filter is a first line; serving PDFs as sandboxed downloads is the protection.
 */
const decodePdfNames = (text: string) =>
  text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** True when the file at `path` carries markup (images, PDFs) or PDF script actions. */
export async function containsActiveContent(path: string, kind: MediaKind): Promise<boolean> {
  if (kind === 'video') return false;
  const pdf = kind === 'document';
  // One pattern, one pass over each chunk: a phone photo is several MB.
  const pattern = pdf ? markupOrPdfActions : markup;
  // Chunks overlap, so a pattern split across two reads is still found, even spelt in #xx escapes
  // (three characters each: `/JavaScript` escaped whole is 31).
  let tail = '';
  for await (const chunk of createReadStream(path, { encoding: 'latin1', highWaterMark: 1 << 20 })) {
    const text = tail + (chunk as string);
    if (pattern.test(pdf ? decodePdfNames(text) : text)) return true;
    tail = text.slice(-64);
  }
  return false;
}

/**
 * The pixels an image's header declares, every frame counted: an animated GIF or WebP is decoded
 * whole, so 11 frames of 2000 x 2000 are 44 million pixels even though each frame is 4 million.
 * null when the header cannot be read. The header alone is read, nothing is decoded.
 */
export async function declaredPixels(path: string, mimeType: MediaMimeType): Promise<number | null> {
  const header = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return null;
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  const frames = animated ? (header.pages ?? 1) : 1;
  return header.width * (header.pageHeight ?? header.height) * frames;
}
