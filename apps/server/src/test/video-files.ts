/**
 * Tiny phone videos made by hand, box by box (ISO base media / QuickTime): no frames, but the
 * location boxes an iPhone or an Android phone writes, where they write them.
 */
export const box = (type: string, ...body: Buffer[]) => {
  const payload = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const fullBox = (type: string, ...body: Buffer[]) => box(type, u32(0), ...body);

export const LONDON = '+51.5072-000.1276+011.000/';
export const PLACE_NAME = 'Home_12_Elm_Road';

const ftyp = (brand: string) =>
  box('ftyp', Buffer.from(brand, 'latin1'), u32(0), Buffer.from(`${brand}mp41`));
/** A QuickTime user-data text: 16-bit length, language, the text (how `©xyz` is written). */
const userText = (type: string, text: string) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(Buffer.byteLength(text));
  head.writeUInt16BE(0x15c7, 2);
  return box(type, head, Buffer.from(text));
};
/** An `ilst` value: type indicator (1 UTF-8, 23 float32), locale, value. */
const data = (wellKnown: number, value: Buffer) => box('data', u32(wellKnown), u32(0), value);
const float32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeFloatBE(n);
  return b;
};

/** iPhone's `moov/meta`: hdlr "mdta", the key names, and the values by 1-based key index. */
const appleMeta = () => {
  const keys = [
    'com.apple.quicktime.make',
    'com.apple.quicktime.location.ISO6709',
    'com.apple.quicktime.location.accuracy.horizontal',
    'com.apple.quicktime.location.name',
  ];
  const keyBoxes = keys.map((k) => box('mdta', Buffer.from(k)));
  const item = (index: number, value: Buffer) => Buffer.concat([u32(8 + value.length), u32(index), value]);
  return box(
    'meta',
    fullBox('hdlr', u32(0), Buffer.from('mdta'), Buffer.alloc(12), Buffer.from([0])),
    fullBox('keys', u32(keys.length), ...keyBoxes),
    box(
      'ilst',
      item(1, data(1, Buffer.from('Apple'))),
      item(2, data(1, Buffer.from(LONDON))),
      item(3, data(23, float32(4.7))),
      item(4, data(1, Buffer.from(PLACE_NAME))),
    ),
  );
};

const trak = (withXyz: boolean) =>
  box(
    'trak',
    box('tkhd', Buffer.alloc(84)),
    box('mdia', box('mdhd', Buffer.alloc(24)), box('minf', box('stbl', Buffer.alloc(40)))),
    ...(withXyz ? [box('udta', userText('\u00a9xyz', LONDON))] : []),
  );

const frames = () => box('mdat', Buffer.alloc(256, 0x5a));

/** An iPhone .mov: `©xyz` in `moov/udta` and the location keys in `moov/meta`, `moov` before `mdat`. */
export const iphoneMov = () =>
  Buffer.concat([
    ftyp('qt  '),
    box('wide'),
    box(
      'moov',
      box('mvhd', Buffer.alloc(100)),
      trak(false),
      box('udta', userText('\u00a9xyz', LONDON), userText('\u00a9mak', 'Apple'), u32(0)),
      appleMeta(),
    ),
    frames(),
  ]);

/** An Android .mp4: `moov` written last, after `mdat`; `©xyz` in `moov/udta` and a track's `udta`. */
export const androidMp4 = () =>
  Buffer.concat([
    ftyp('isom'),
    frames(),
    box('moov', box('mvhd', Buffer.alloc(100)), trak(true), box('udta', userText('\u00a9xyz', LONDON))),
  ]);

/**
 * Every box an independent reader finds (type path, offset, size), walking into the containers
 * and `ilst` items; it throws when a size runs past its parent. Used to show the tree is intact.
 */
export function boxTree(bytes: Buffer): string[] {
  const found: string[] = [];
  const walk = (start: number, end: number, path: string) => {
    let at = start;
    while (at + 8 <= end) {
      const size = bytes.readUInt32BE(at);
      if (size === 0) break;
      const type = bytes.toString('latin1', at + 4, at + 8);
      if (size < 8 || at + size > end) throw new Error(`${path}/${type} runs past its parent`);
      const here = `${path}/${type}`;
      found.push(`${here}@${at}+${size}`);
      if (['moov', 'trak', 'mdia', 'minf', 'udta', 'ilst'].includes(type) || path.endsWith('ilst'))
        walk(at + 8, at + size, here);
      if (type === 'meta') walk(at + 8, at + size, here);
      at += size;
    }
  };
  walk(0, bytes.length, '');
  return found;
}
