import { open, type FileHandle } from 'node:fs/promises';

/**
 * Blanks where a phone video was filmed, in place, without re-encoding (decision 040): iPhones and
 * Android phones write the location as an ISO 6709 string in `moov/udta/©xyz`, iPhones also as
 * `com.apple.quicktime.location.*` items in `moov/meta` (a `keys` box names them, `ilst` holds the
 * values), and 3GPP writers use `udta/loci`. Each value is overwritten with spaces or zeros of the
 * same length, so every size and offset in the file stays valid and the video still plays.
 *
 * Only box headers are read, and inside `moov` only the few containers that can carry a location
 * (never `mdia`, whose sample tables are the bulk of it; never `mdat`): a 200 MB video, or one
 * whose `moov` comes after `mdat`, costs a few dozen small reads. A box tree that does not parse
 * (a box past the end of the file, a size smaller than its header) is answered `ok: false`: the
 * caller refuses the file rather than store a location it could not find.
 */
export type VideoLocationResult = { ok: true; blanked: number } | { ok: false };

interface Box {
  type: string;
  /** Where the box starts, where its payload starts, where it ends (file offsets). */
  start: number;
  payload: number;
  end: number;
}

class Unparseable extends Error {}

/** Containers that are walked into; every other box is stepped over by its size. */
const containers: Record<string, readonly string[]> = {
  moov: ['udta', 'meta', 'trak'],
  trak: ['udta', 'meta'],
  udta: ['meta'],
};
/** User-data boxes whose whole value is a location. */
const LOCATION_TEXT = '\u00a9xyz';
const LOCATION_3GPP = 'loci';
/** `com.apple.quicktime.location.ISO6709`, `...location.accuracy.horizontal`, `...location.name`... */
const locationKey = /(^|\.)location(\.|$)/i;
/** Bigger than any real `keys` box (a few dozen short names); a larger one is not read into memory. */
const MAX_KEYS_BYTES = 1 << 20;

export async function blankVideoLocation(path: string): Promise<VideoLocationResult> {
  const file = await open(path, 'r+');
  try {
    const size = (await file.stat()).size;
    const walker = new Walker(file);
    let blanked = 0;
    for (const box of await walker.children(0, size, 'top')) {
      if (box.type === 'moov') blanked += await walker.blankIn(box);
    }
    return { ok: true, blanked };
  } catch (error) {
    if (error instanceof Unparseable) return { ok: false };
    throw error;
  } finally {
    await file.close();
  }
}

class Walker {
  constructor(private readonly file: FileHandle) {}

  /** The location values blanked inside a container (moov, trak, udta or meta). */
  async blankIn(container: Box): Promise<number> {
    if (container.type === 'meta') return this.blankMeta(container);
    let blanked = 0;
    for (const box of await this.children(container.payload, container.end, container.type)) {
      if (containers[container.type]?.includes(box.type)) blanked += await this.blankIn(box);
      else if (container.type === 'udta' && box.type === LOCATION_TEXT) blanked += await this.blankXyz(box);
      else if (container.type === 'udta' && box.type === LOCATION_3GPP) blanked += await this.blankLoci(box);
    }
    return blanked;
  }

  /**
   * The boxes from `start` to `end`. A size of 0 means "to the end" (the last top-level box); a
   * `udta` list may end with a 32-bit zero (QuickTime's terminator) or a few bytes of padding.
   */
  async children(start: number, end: number, parent: string): Promise<Box[]> {
    const boxes: Box[] = [];
    let at = start;
    while (at < end) {
      const left = end - at;
      if (left < 8) {
        if (parent === 'udta') break;
        throw new Unparseable();
      }
      const head = await this.read(at, Math.min(left, 32));
      let size = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      let header = 8;
      if (size === 1) {
        if (head.length < 16) throw new Unparseable();
        const large = head.readBigUInt64BE(8);
        if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new Unparseable();
        size = Number(large);
        header = 16;
      } else if (size === 0) {
        if (parent === 'udta') break;
        if (parent !== 'top') throw new Unparseable();
        size = left;
      }
      if (type === 'uuid') header += 16; // the 16-byte extended type
      if (size < header || size > left) throw new Unparseable();
      boxes.push({ type, start: at, payload: at + header, end: at + size });
      at += size;
    }
    return boxes;
  }

  /** `©xyz`: a 16-bit text length and a language, then the text; the text becomes spaces. */
  private async blankXyz(box: Box): Promise<number> {
    const length = box.end - box.payload;
    const head = length >= 4 ? await this.read(box.payload, 4) : null;
    const textLength = head?.readUInt16BE(0) ?? 0;
    // The layout as expected: blank the text only. Otherwise (an odd writer) the whole payload.
    const textStart = head && textLength > 0 && textLength <= length - 4 ? box.payload + 4 : box.payload;
    await this.fill(textStart, box.end, 0x20);
    return 1;
  }

  /** `loci`: version, language, then name, role, longitude, latitude, altitude, notes: all zeroed. */
  private async blankLoci(box: Box): Promise<number> {
    await this.fill(Math.min(box.payload + 6, box.end), box.end, 0);
    return 1;
  }

  /**
   * A `meta` box: its `keys` names each `ilst` item by index; the items named as a location have
   * their values blanked. QuickTime's `meta` starts with its children (`hdlr` first); the ISO one
   * with a version and flags.
   */
  private async blankMeta(meta: Box): Promise<number> {
    const peek = meta.end - meta.payload >= 8 ? await this.read(meta.payload, 8) : null;
    const quickTime = peek?.toString('latin1', 4, 8) === 'hdlr';
    const start = quickTime ? meta.payload : meta.payload + 4;
    if (start > meta.end) throw new Unparseable();
    const boxes = await this.children(start, meta.end, 'meta');
    const keys = boxes.find((b) => b.type === 'keys');
    const ilst = boxes.find((b) => b.type === 'ilst');
    if (!keys || !ilst) return 0;
    const locationIndexes = await this.locationKeys(keys);
    if (locationIndexes.size === 0) return 0;
    let blanked = 0;
    for (const item of await this.children(ilst.payload, ilst.end, 'ilst')) {
      const index = (await this.read(item.start + 4, 4)).readUInt32BE(0);
      if (!locationIndexes.has(index)) continue;
      for (const data of await this.children(item.payload, item.end, 'item')) {
        if (data.type !== 'data' || data.end - data.payload < 8) continue;
        // type indicator (version + 24-bit well-known type) and locale, then the value.
        const wellKnown = (await this.read(data.payload, 4)).readUInt32BE(0) & 0xffffff;
        await this.fill(data.payload + 8, data.end, wellKnown === 1 ? 0x20 : 0);
        blanked++;
      }
    }
    return blanked;
  }

  /** The 1-based indexes of the `keys` entries that name a location. */
  private async locationKeys(keys: Box): Promise<Set<number>> {
    const length = keys.end - keys.payload;
    if (length < 8 || length > MAX_KEYS_BYTES) throw new Unparseable();
    const body = await this.read(keys.payload, length);
    const count = body.readUInt32BE(4);
    const found = new Set<number>();
    let at = 8;
    for (let index = 1; index <= count; index++) {
      if (at + 8 > body.length) throw new Unparseable();
      const size = body.readUInt32BE(at);
      if (size < 8 || at + size > body.length) throw new Unparseable();
      const name = body.toString('utf8', at + 8, at + size);
      if (locationKey.test(name)) found.add(index);
      at += size;
    }
    return found;
  }

  private async read(position: number, length: number): Promise<Buffer> {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await this.file.read(buffer, 0, length, position);
    if (bytesRead < length) throw new Unparseable();
    return buffer;
  }

  /** Overwrites [from, to) with `byte`, in slices: a value is small, but its size is the file's word. */
  private async fill(from: number, to: number, byte: number): Promise<void> {
    const slice = Buffer.alloc(Math.min(Math.max(to - from, 0), 64 * 1024), byte);
    for (let at = from; at < to; at += slice.length) {
      await this.file.write(slice, 0, Math.min(slice.length, to - at), at);
    }
  }
}
