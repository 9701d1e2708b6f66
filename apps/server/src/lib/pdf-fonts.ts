import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiImport, { type Bidi } from 'bidi-js';
import { sfntOfWoff } from './woff-to-sfnt.js';

/*
 * Text in server-made PDFs (pdfkit): Noto Sans per script (Latin, Devanagari, Arabic, Hebrew)
 * from @fontsource, embedded as subsets, and lines put in visual order with the Unicode bidi
 * algorithm, so a Hindi name or an Arabic note prints as written. Shared by the weekly plan's
 * wall PDF and the portfolio download.
 */

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  sfntOfWoff(readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`)));

export type FontName = 'latin' | 'latinBold' | 'devanagari' | 'arabic' | 'hebrew';
let fonts: Record<FontName, Buffer> | null = null;
/** The .woff files, read and unwrapped once. */
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

// bidi-js is a UMD bundle: its default import is the factory itself (typed as its module).
type BidiFactory = () => Bidi;
const imported = bidiImport as unknown as BidiFactory | { default: BidiFactory };
const bidi = (typeof imported === 'function' ? imported : imported.default)();

export type Script = 'latin' | 'devanagari' | 'arabic' | 'hebrew';

/** The script of a character (everything else, spaces and digits included, is set in Latin). */
export function scriptOf(code: number): Script {
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || code === 0x25cc)
    return 'devanagari';
  if (
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x08a0 && code <= 0x08ff) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  )
    return 'arabic';
  if ((code >= 0x0590 && code <= 0x05ff) || (code >= 0xfb1d && code <= 0xfb4f)) return 'hebrew';
  // Joiners belong to the letters around them (Devanagari conjuncts).
  if (code === 0x200c || code === 0x200d) return 'devanagari';
  return 'latin';
}

export interface TextRun {
  text: string;
  script: Script;
  level: number;
}

/**
 * A line's runs of one script and one bidi level, in visual (left-to-right drawing) order. An
 * Arabic or Hebrew run keeps its characters in logical order: the font's shaping lays it out
 * right to left.
 */
export function visualRuns(line: string): TextRun[] {
  if (line.length === 0) return [];
  const { levels } = bidi.getEmbeddingLevels(line, 'auto');
  const runs: TextRun[] = [];
  let index = 0;
  for (const char of line) {
    const script = scriptOf(char.codePointAt(0)!);
    const level = levels[index]!;
    const last = runs[runs.length - 1];
    if (last && last.script === script && last.level === level) last.text += char;
    else runs.push({ text: char, script, level });
    index += char.length;
  }
  // Rule L2 over runs: from the highest level to the lowest odd one, reverse each stretch at or above it.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let start = 0;
    while (start < runs.length) {
      if (runs[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < runs.length && runs[end]!.level >= level) end += 1;
      runs.splice(start, end - start, ...runs.slice(start, end).reverse());
      start = end;
    }
  }
  return runs;
}

export type Doc = PDFKit.PDFDocument;

const fontOf = (script: Script, bold: boolean): FontName =>
  script === 'latin' ? (bold ? 'latinBold' : 'latin') : script;

export function widthOf(doc: Doc, text: string, size: number, bold = false): number {
  let width = 0;
  for (const run of visualRuns(text)) {
    doc.font(fontOf(run.script, bold)).fontSize(size);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/** Draws one line (no wrapping), runs in visual order; aligned right for a right-to-left line. */
export function drawLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
  bold = false,
) {
  const runs = visualRuns(text);
  const rtl = runs.length > 0 && bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level === 1;
  let cursor = rtl ? x + Math.max(0, width - widthOf(doc, text, size, bold)) : x;
  for (const run of runs) {
    doc.font(fontOf(run.script, bold)).fontSize(size);
    doc.text(run.text, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(run.text);
  }
}

/** Greedy word wrap by measured width; a word wider than the line is cut by characters. */
export function wrap(doc: Doc, text: string, width: number, size: number, bold = false): string[] {
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
}

/** Registers the fonts on a new document under the names drawLine and wrap use. */
export function registerPdfFonts(doc: Doc): void {
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
}
