import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiImport, { type Bidi } from 'bidi-js';
import { sfntOfWoff } from './woff-to-sfnt.js';

/*
 * Text in server-made PDFs (pdfkit): Noto Sans per script (Latin, Devanagari and the other scripts
 * of India — Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam —, Arabic, Hebrew)
 * from @fontsource, embedded as subsets, and lines put in visual order with the Unicode bidi
 * algorithm, so a Hindi name or an Arabic note prints as written. Shared by the weekly plan's
 * wall PDF, the portfolio download and report cards.
 */

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  sfntOfWoff(readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`)));

/**
 * The other scripts of India's scheduled languages a name or a note may be written in, each with
 * its Unicode block (Devanagari has its own entry below, with its extensions): Noto Sans <script>.
 */
const indicScripts = {
  bengali: [0x0980, 0x09ff],
  gurmukhi: [0x0a00, 0x0a7f],
  gujarati: [0x0a80, 0x0aff],
  oriya: [0x0b00, 0x0b7f],
  tamil: [0x0b80, 0x0bff],
  telugu: [0x0c00, 0x0c7f],
  kannada: [0x0c80, 0x0cff],
  malayalam: [0x0d00, 0x0d7f],
} as const;
type IndicScript = keyof typeof indicScripts;

export type FontName = 'latin' | 'latinBold' | 'devanagari' | 'arabic' | 'hebrew' | IndicScript;
let fonts: Record<FontName, Buffer> | null = null;
/** The .woff files, read and unwrapped once. */
function loadFonts(): Record<FontName, Buffer> {
  fonts ??= {
    latin: fontFile('noto-sans', 'noto-sans-latin-400-normal.woff'),
    latinBold: fontFile('noto-sans', 'noto-sans-latin-700-normal.woff'),
    devanagari: fontFile('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff'),
    arabic: fontFile('noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff'),
    hebrew: fontFile('noto-sans-hebrew', 'noto-sans-hebrew-hebrew-400-normal.woff'),
    ...(Object.fromEntries(
      Object.keys(indicScripts).map((script) => [
        script,
        fontFile(`noto-sans-${script}`, `noto-sans-${script}-${script}-400-normal.woff`),
      ]),
    ) as Record<IndicScript, Buffer>),
  };
  return fonts;
}

// bidi-js is a UMD bundle: its default import is the factory itself (typed as its module).
type BidiFactory = () => Bidi;
const imported = bidiImport as unknown as BidiFactory | { default: BidiFactory };
const bidi = (typeof imported === 'function' ? imported : imported.default)();

export type Script = 'latin' | 'devanagari' | 'arabic' | 'hebrew' | IndicScript;

const isJoiner = (code: number) => code === 0x200c || code === 0x200d;

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
  for (const [script, [first, last]] of Object.entries(indicScripts))
    if (code >= first && code <= last) return script as IndicScript;
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
    const code = char.codePointAt(0)!;
    const level = levels[index]!;
    const last = runs[runs.length - 1];
    // A joiner belongs to the letters it joins (a Tamil or Bengali conjunct as much as Devanagari).
    const script = isJoiner(code) && last && last.script !== 'latin' ? last.script : scriptOf(code);
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

/**
 * OpenType features left off where fontkit's shaping throws on a Noto font's tables: Gurmukhi's
 * above-base mark positioning (a null anchor, e.g. in ਸਿੰਘ); such marks keep their default place.
 * A fresh object each time: fontkit writes the features it applies into the one it is given.
 */
const featuresOff: Partial<Record<Script, readonly string[]>> = { gurmukhi: ['abvm'] };
function textOptions(script: Script): { features?: PDFKit.Mixins.OpenTypeFeatures[] } {
  const off = featuresOff[script];
  // pdfkit hands `features` to fontkit's layout, which takes a {tag: on} object as well as a list.
  return off ? { features: Object.fromEntries(off.map((tag) => [tag, false])) as never } : {};
}

export function widthOf(doc: Doc, text: string, size: number, bold = false): number {
  let width = 0;
  for (const run of visualRuns(text)) {
    doc.font(fontOf(run.script, bold)).fontSize(size);
    width += doc.widthOfString(run.text, textOptions(run.script));
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
    doc.text(run.text, cursor, y, { lineBreak: false, ...textOptions(run.script) });
    cursor += doc.widthOfString(run.text, textOptions(run.script));
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
