import { fileTypeFromBuffer } from 'file-type';
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
 * Looks for markup (images, PDFs) or PDF script actions in a file as its chunks arrive, so the
 * upload is read once (while it streams in), not again from disk afterwards. Videos are not
 * scanned. One pattern, one pass over each chunk; chunks overlap by a little, so a pattern split
 * across two chunks is still found.
 */
export class ActiveContentScan {
  private tail = '';
  private readonly pattern: RegExp | null;
  found = false;

  constructor(kind: MediaKind) {
    this.pattern = kind === 'video' ? null : kind === 'document' ? markupOrPdfActions : markup;
  }

  push(chunk: Buffer): void {
    if (!this.pattern || this.found) return;
    const text = this.tail + chunk.toString('latin1');
    this.found = this.pattern.test(text);
    this.tail = text.slice(-16);
  }
}
