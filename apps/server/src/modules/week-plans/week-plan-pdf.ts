import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiImport, { type Bidi } from 'bidi-js';
import PDFDocument from 'pdfkit';
import type { PlanItem, WeekPlan } from '@cue/contracts';

/*
 * The weekly plan as one A4 landscape page for the classroom wall (issue 16): the class, the
 * week's dates and theme, a grid of school days × day-cycle blocks with each activity's title,
 * minutes and marks (adult-led / child-initiated, outdoor), and the week's notes. The font
 * shrinks until everything fits one page; at the smallest size what still does not fit is cut.
 * Text is set per script run (Noto Sans for Latin, Devanagari, Arabic, Hebrew), and runs are put
 * in visual order with the Unicode bidi algorithm so Arabic and Hebrew read right to left.
 */

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`));

type FontName = 'latin' | 'latinBold' | 'devanagari' | 'arabic' | 'hebrew';
let fonts: Record<FontName, Buffer> | null = null;
/** The .woff files, read once. */
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

type Script = 'latin' | 'devanagari' | 'arabic' | 'hebrew';

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

type Doc = PDFKit.PDFDocument;

const fontOf = (script: Script, bold: boolean): FontName =>
  script === 'latin' ? (bold ? 'latinBold' : 'latin') : script;

function widthOf(doc: Doc, text: string, size: number, bold = false): number {
  let width = 0;
  for (const run of visualRuns(text)) {
    doc.font(fontOf(run.script, bold)).fontSize(size);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/** Draws one line (no wrapping), runs in visual order; aligned right for a right-to-left line. */
function drawLine(doc: Doc, text: string, x: number, y: number, width: number, size: number, bold = false) {
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
function wrap(doc: Doc, text: string, width: number, size: number, bold = false): string[] {
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

export interface PrintLabels {
  className: string;
  /** e.g. 'Week of 23 Nov 2026 – 27 Nov 2026'. */
  week: string;
}

const PAGE = { width: 841.89, height: 595.28, margin: 24 };
const LABEL_COLUMN = 96;

const dayName = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const marksOf = (item: PlanItem) =>
  [
    `${item.activity.minutes} min`,
    item.activity.lead === 'adult_led' ? 'AL' : 'CI',
    item.activity.setting === 'outdoor' ? 'Out' : null,
    item.status === 'planned' ? null : item.status,
  ]
    .filter(Boolean)
    .join(' · ');

interface Layout {
  size: number;
  rows: { label: string[]; cells: { text: string; small: boolean }[][]; height: number }[];
  notes: string[];
  height: number;
}

/** Lines of every cell at a font size, and the height the whole grid and notes need. */
function layout(doc: Doc, plan: WeekPlan, size: number, columnWidth: number): Layout {
  const line = size * 1.25;
  const pad = 3;
  const rows = plan.blocks.map((block) => {
    const label = wrap(doc, `${block.label} (${block.start})`, LABEL_COLUMN - 2 * pad, size, true);
    const cells = plan.days.map((day) =>
      plan.items
        .filter((item) => item.date === day && item.block_id === block.id)
        .sort((a, b) => a.position - b.position)
        .flatMap((item) => [
          ...wrap(doc, `• ${item.activity.title}`, columnWidth - 2 * pad, size).map((text) => ({
            text,
            small: false,
          })),
          ...wrap(doc, marksOf(item), columnWidth - 4 * pad, size * 0.85).map((text) => ({
            text,
            small: true,
          })),
        ]),
    );
    const lines = Math.max(label.length, ...cells.map((cell) => cell.length), 1);
    return { label, cells, height: lines * line + 2 * pad };
  });
  const notes = plan.notes.trim() ? wrap(doc, plan.notes, PAGE.width - 2 * PAGE.margin, size) : [];
  const header = size * 1.6;
  const height = header + rows.reduce((sum, row) => sum + row.height, 0) + (notes.length + 2) * line;
  return { size, rows, notes, height };
}

/** The one-page PDF of a week, as bytes. */
export async function weekPlanPdf(plan: WeekPlan, labels: PrintLabels): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: true,
    info: { Title: `${labels.className} — ${labels.week}`, Creator: 'Cue' },
  });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const { margin } = PAGE;
  const contentWidth = PAGE.width - 2 * margin;
  let top = margin;
  drawLine(doc, labels.className, margin, top, contentWidth, 18, true);
  top += 24;
  const subtitle = [labels.week, plan.theme ? `Theme: ${plan.theme}` : null].filter(Boolean).join('   ·   ');
  drawLine(doc, subtitle, margin, top, contentWidth, 11);
  top += 18;

  const legend = 'AL adult-led · CI child-initiated · Out outdoors';
  const bottom = PAGE.height - margin - 12;
  const available = bottom - top;
  const columnWidth = plan.days.length > 0 ? (contentWidth - LABEL_COLUMN) / plan.days.length : 0;
  // Shrink until it fits; at the smallest size, cut what is left over.
  let fit = layout(doc, plan, 10, columnWidth);
  for (let size = 9.5; fit.height > available && size >= 4; size -= 0.5) {
    fit = layout(doc, plan, size, columnWidth);
  }
  const { size } = fit;
  const line = size * 1.25;
  const pad = 3;

  // Header row: the days.
  const headerHeight = size * 1.6;
  doc.lineWidth(0.5).strokeColor('#888888');
  doc.rect(margin, top, contentWidth, headerHeight).fillAndStroke('#eeeeee', '#888888');
  doc.fillColor('#000000');
  plan.days.forEach((day, i) => {
    drawLine(
      doc,
      dayName(day),
      margin + LABEL_COLUMN + i * columnWidth + pad,
      top + pad / 2,
      columnWidth,
      size,
      true,
    );
  });
  let y = top + headerHeight;
  const gridBottom = bottom - (fit.notes.length > 0 ? (fit.notes.length + 1) * line : 0);
  for (const row of fit.rows) {
    const height = Math.min(row.height, Math.max(0, gridBottom - y));
    if (height <= line) break;
    doc.rect(margin, y, contentWidth, height).stroke();
    const fits = Math.floor((height - 2 * pad) / line);
    row.label.slice(0, fits).forEach((text, i) => {
      drawLine(doc, text, margin + pad, y + pad + i * line, LABEL_COLUMN - 2 * pad, size, true);
    });
    row.cells.forEach((cell, d) => {
      const x = margin + LABEL_COLUMN + d * columnWidth;
      doc
        .moveTo(x, y)
        .lineTo(x, y + height)
        .stroke();
      cell.slice(0, fits).forEach(({ text, small }, i) => {
        doc.fillColor(small ? '#444444' : '#000000');
        const indent = small ? 3 * pad : pad;
        drawLine(
          doc,
          text,
          x + indent,
          y + pad + i * line,
          columnWidth - 2 * pad,
          small ? size * 0.85 : size,
        );
      });
      doc.fillColor('#000000');
    });
    y += height;
  }
  if (fit.notes.length > 0) {
    let notesY = Math.max(y + line * 0.5, gridBottom);
    drawLine(doc, 'Notes', margin, notesY, contentWidth, size, true);
    notesY += line;
    for (const text of fit.notes) {
      if (notesY + line > bottom) break;
      drawLine(doc, text, margin, notesY, contentWidth, size);
      notesY += line;
    }
  }
  doc.fillColor('#666666');
  drawLine(doc, legend, margin, PAGE.height - margin - 8, contentWidth, 7);
  doc.end();
  return done;
}
