import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { visualRuns } from '../week-plans/week-plan-pdf.js';

/*
 * TEMPORARY stand-in for the shared `lib/pdf-fonts.ts` (being moved out of the weekly plan PDF on
 * another branch): the same Noto Sans fonts per script and the weekly plan's bidi runs. Removed
 * when that file is merged; the card's renderer only sees `PdfTextKit`.
 */

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  sfntOfWoff(readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`)));

/**
 * A WOFF 1.0 font as the plain font file it wraps (each table inflated once), so every document
 * that embeds it does not inflate its tables again (most of a card's printing time otherwise).
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF'
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  let power = 1;
  while (power * 2 <= count) power *= 2;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

type FontName = 'latin' | 'latinBold' | 'devanagari' | 'arabic' | 'hebrew';
let fonts: Record<FontName, Buffer> | null = null;
function loadFonts(): Record<FontName, Buffer> {
  fonts ??= {
    latin: fontFile('noto-sans', 'noto-sans-latin-400-normal.woff'),
    latinBold: fontFile('noto-sans', 'noto-sans-latin-700-normal.woff'),
    devanagari: fontFile('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff'),
    arabic: fontFile('noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff'),
    hebrew: fontFile('noto-sans-hebrew', 'noto-sans-hebrew-hebrew-400-normal.woff'),
  };
  return fonts;
}

type Doc = PDFKit.PDFDocument;
/** The paragraph reads right to left when its first letter is Hebrew or Arabic (bidi rule P2). */
const firstStrongIsRtl = /^[^\p{L}]*[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const fontOf = (script: string, bold: boolean): FontName =>
  script === 'latin' ? (bold ? 'latinBold' : 'latin') : (script as FontName);

/** What the report card needs of the PDF text helpers: fonts per script, measuring, lines, wrapping. */
export interface PdfTextKit {
  registerFonts(doc: Doc): void;
  widthOf(doc: Doc, text: string, size: number, bold?: boolean): number;
  /** One line, runs in visual order; a right-to-left line is aligned right within `width`. */
  drawLine(doc: Doc, text: string, x: number, y: number, width: number, size: number, bold?: boolean): void;
  wrap(doc: Doc, text: string, width: number, size: number, bold?: boolean): string[];
}

function widthOf(doc: Doc, text: string, size: number, bold = false): number {
  let width = 0;
  for (const run of visualRuns(text)) {
    doc.font(fontOf(run.script, bold)).fontSize(size);
    width += doc.widthOfString(run.text);
  }
  return width;
}

export const pdfTextKit: PdfTextKit = {
  registerFonts(doc) {
    for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  },
  widthOf,
  drawLine(doc, text, x, y, width, size, bold = false) {
    const runs = visualRuns(text);
    const rtl = firstStrongIsRtl.test(text);
    let cursor = rtl ? x + Math.max(0, width - widthOf(doc, text, size, bold)) : x;
    for (const run of runs) {
      doc.font(fontOf(run.script, bold)).fontSize(size);
      doc.text(run.text, cursor, y, { lineBreak: false });
      cursor += doc.widthOfString(run.text);
    }
  },
  wrap(doc, text, width, size, bold = false) {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (widthOf(doc, next, size, bold) <= width) {
          line = next;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (widthOf(doc, line, size, bold) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && widthOf(doc, line.slice(0, cut), size, bold) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  },
};
