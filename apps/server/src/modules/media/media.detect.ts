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

/**
 * Looks for markup (images, PDFs) or PDF script actions in a file as its chunks arrive, so the
 * upload is read once (while it streams in), not again from disk afterwards. Videos are not
 * scanned. One pattern, one pass over each chunk; chunks overlap, so a pattern split across two
 * chunks is still found, even spelt in #xx escapes (three characters each: `/JavaScript` escaped
 * whole is 31).
 */
export class ActiveContentScan {
  private tail = '';
  private readonly pattern: RegExp | null;
  private readonly pdf: boolean;
  found = false;

  constructor(kind: MediaKind) {
    this.pdf = kind === 'document';
    this.pattern = kind === 'video' ? null : this.pdf ? markupOrPdfActions : markup;
  }

  push(chunk: Buffer): void {
    if (!this.pattern || this.found) return;
    const text = this.tail + chunk.toString('latin1');
    this.found = this.pattern.test(this.pdf ? decodePdfNames(text) : text);
    this.tail = text.slice(-64);
  }
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
