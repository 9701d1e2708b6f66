import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF made by pdfkit, for tests: each font's ToUnicode map read back, and every
 * string drawn with it turned into the characters it shows, a new line wherever the text moves to
 * another line. Enough to check that a name was printed as written (e.g. in Devanagari with the
 * font embedded), not a general PDF reader: pdfkit keeps no object streams, and writes text as
 * hex glyph strings of Identity-H fonts.
 */
const LINE_TOLERANCE = 5;

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: Buffer | null }>();
  const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const match of source.matchAll(objectPattern)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    let start = streamAt + 'stream'.length;
    if (body[start] === '\r') start++;
    if (body[start] === '\n') start++;
    const end = body.lastIndexOf('endstream');
    const raw = Buffer.from(body.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    const stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    objects.set(match[1]!, { dict, stream });
  }

  // Font resource names (/F1) → their ToUnicode maps (glyph id → text).
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(dict);
    if (!fontDict) continue;
    for (const [, name, ref] of fontDict[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      if (fonts.has(name!)) continue;
      const font = objects.get(ref!);
      const toUnicode = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict);
      const cmap = toUnicode && objects.get(toUnicode[1]!)?.stream;
      fonts.set(name!, cmap ? parseToUnicode(cmap.toString('latin1')) : new Map());
    }
  }

  const lines: string[] = [];
  let line = '';
  let lastY: number | null = null;
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/Length1|\/Subtype|\/CIDInit|\/Type \/XObject/.test(dict)) continue;
    const content = stream.toString('latin1');
    if (!/\bTf\b/.test(content)) continue;
    let font = new Map<number, string>();
    const tokens =
      /\/(\w+)\s+[\d.]+\s+Tf|[\d.-]+\s+[\d.-]+\s+[\d.-]+\s+[\d.-]+\s+[\d.-]+\s+([\d.-]+)\s+Tm|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const token of content.matchAll(tokens)) {
      if (token[1]) font = fonts.get(token[1]) ?? new Map();
      else if (token[2] !== undefined) {
        // Runs of one line set in different fonts sit a few points apart (each font's ascent).
        const y = Number(token[2]);
        if (lastY !== null && Math.abs(y - lastY) > LINE_TOLERANCE && line) {
          lines.push(line);
          line = '';
        }
        lastY = y;
      } else {
        const hexes =
          token[3] !== undefined
            ? [...token[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!)
            : [token[4]!];
        for (const hex of hexes)
          for (let i = 0; i + 4 <= hex.length; i += 4)
            line += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      }
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** A ToUnicode CMap's bfchar and bfrange entries: glyph id → the text it stands for. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => {
    const units: number[] = [];
    for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, glyph, text] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(glyph!, 16), utf16(text!.replace(/\s+/g, '')));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const start = parseInt(from!, 16);
      const end = parseInt(to!, 16);
      if (target!.startsWith('[')) {
        // An entry may stand for several characters: '<0928 094d>' (a half form: न्).
        const items = [...target!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1]!.replace(/\s+/g, ''));
        items.forEach((hex, i) => map.set(start + i, utf16(hex)));
      } else {
        const base = target!.slice(1, -1);
        const last = parseInt(base.slice(-4), 16);
        for (let glyph = start; glyph <= end; glyph++)
          map.set(glyph, utf16(base.slice(0, -4) + (last + glyph - start).toString(16).padStart(4, '0')));
      }
    }
  }
  return map;
}

/** How many images the PDF embeds (each image XObject's dictionary names its subtype once). */
export function pdfImageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Subtype\s*\/Image\b/g) ?? []).length;
}
