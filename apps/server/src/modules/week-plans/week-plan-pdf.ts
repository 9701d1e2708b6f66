import PDFDocument from 'pdfkit';
import type { PlanItem, WeekPlan } from '@cue/contracts';
import { drawLine, registerPdfFonts, wrap, type Doc } from '../../lib/pdf-fonts.js';

/*
 * The weekly plan as one A4 landscape page for the classroom wall (issue 16): the class, the
 * week's dates and theme, a grid of school days × day-cycle blocks with each activity's title,
 * minutes and marks (adult-led / child-initiated, outdoor), and the week's notes. The font
 * shrinks until everything fits one page; at the smallest size what still does not fit is cut.
 * Text is set per script run and in visual order by lib/pdf-fonts.ts.
 */

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
  registerPdfFonts(doc);
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
