import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { drawLine, registerPdfFonts, widthOf, wrap } from '../../lib/pdf-fonts.js';
import type { ReportCardContent, SelfAssessmentFace } from './report-card-content.js';

/*
 * The report card as an A4 portrait PDF (issue 17, decision 050): the school (name, logo), the
 * title, the child, class, cycle and attendance; per domain a table of its competencies with the
 * scheme's level for each dimension and the evidence, then the teacher's narrative; the child's
 * "all about me" and self-assessment faces; feedback; the report-card observations; the level key;
 * the sign-off. Text goes through the shared PDF text helpers (`lib/pdf-fonts.ts`: fonts per
 * script, bidi), so a child's name in
 * Devanagari prints in Devanagari and an Arabic or Hebrew one reads right to left. Pages break
 * between rows; every page has a footer with the child's name and the page number.
 */

type Doc = PDFKit.PDFDocument;

/** The text helpers the card is set with (`lib/pdf-fonts.ts`). */
const text = { drawLine, widthOf, wrap };
type TextKit = typeof text;

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 18;
const ACCENT = '#2c5282';
const ACCENT_LIGHT = '#ebf4ff';
const MUTED = '#555555';
const RULE = '#a0aec0';

export interface ReportCardAssets {
  /** The school's logo, PNG or JPEG bytes (null: none). */
  logo: Buffer | null;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-20' → '20 Nov 2026' (the card is printed in English). */
export function printedDate(iso: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  if (Number.isNaN(day.getTime())) return iso;
  return dateFormat.format(day);
}

export const childFullName = (content: Pick<ReportCardContent, 'child'>) =>
  `${content.child.firstName} ${content.child.lastName}`.trim();

/** A page-aware writer: the y cursor and a new page when what comes next does not fit. */
class Cursor {
  y = PAGE.margin;
  readonly text: TextKit = text;
  constructor(private readonly doc: Doc) {}

  /** Starts a new page unless `height` still fits below the cursor. */
  ensure(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /** Wrapped lines at the cursor, each on the page (a long paragraph may cross pages). */
  paragraph(
    text: string,
    options: { x?: number; width?: number; size: number; bold?: boolean; color?: string; gap?: number },
  ): void {
    const x = options.x ?? PAGE.margin;
    const width = options.width ?? CONTENT_WIDTH;
    const line = options.size * 1.35;
    this.doc.fillColor(options.color ?? '#000000');
    for (const part of this.text.wrap(this.doc, text, width, options.size, options.bold)) {
      this.ensure(line);
      this.text.drawLine(this.doc, part, x, this.y, width, options.size, options.bold);
      this.y += line;
    }
    this.y += options.gap ?? 0;
    this.doc.fillColor('#000000');
  }

  heading(text: string): void {
    this.ensure(60);
    this.y += 6;
    this.doc.rect(PAGE.margin, this.y, CONTENT_WIDTH, 20).fill(ACCENT_LIGHT);
    this.doc.rect(PAGE.margin, this.y, 3, 20).fill(ACCENT);
    this.doc.fillColor(ACCENT);
    this.text.drawLine(this.doc, text, PAGE.margin + 10, this.y + 4, CONTENT_WIDTH - 20, 11.5, true);
    this.doc.fillColor('#000000');
    this.y += 28;
  }
}

/** A simple face (no emoji font needed): happy, okay, not yet; an empty circle when not asked. */
function drawFace(doc: Doc, face: SelfAssessmentFace | null, cx: number, cy: number, r: number): void {
  const fill = { happy: '#fbd38d', okay: '#faf089', not_yet: '#bee3f8' } as const;
  doc.save();
  doc.lineWidth(0.8);
  doc.circle(cx, cy, r).fillAndStroke(face ? fill[face] : '#ffffff', '#4a5568');
  if (face) {
    doc.fillColor('#2d3748');
    doc.circle(cx - r * 0.35, cy - r * 0.25, r * 0.1).fill();
    doc.circle(cx + r * 0.35, cy - r * 0.25, r * 0.1).fill();
    doc.strokeColor('#2d3748').lineWidth(0.9);
    const left = cx - r * 0.45;
    const right = cx + r * 0.45;
    const mouth = cy + r * 0.35;
    if (face === 'happy')
      doc
        .moveTo(left, mouth - r * 0.1)
        .quadraticCurveTo(cx, mouth + r * 0.35, right, mouth - r * 0.1)
        .stroke();
    else if (face === 'not_yet')
      doc
        .moveTo(left, mouth + r * 0.05)
        .lineTo(right, mouth - r * 0.12)
        .stroke();
    else doc.moveTo(left, mouth).lineTo(right, mouth).stroke();
  }
  doc.restore();
}

/** What a face means, printed beside the prompt. */
const faceWords: Record<SelfAssessmentFace, string> = {
  happy: 'I can do it!',
  okay: 'I am learning',
  not_yet: 'Not yet',
};

function drawHeader(cursor: Cursor, doc: Doc, content: ReportCardContent, assets: ReportCardAssets): void {
  const top = cursor.y;
  let x = PAGE.margin;
  if (assets.logo) {
    try {
      doc.image(assets.logo, PAGE.margin, top, { fit: [56, 56] });
      x += 68;
    } catch {
      // A logo pdfkit cannot read (not PNG or JPEG) is left out rather than failing the card.
    }
  }
  const width = PAGE.width - PAGE.margin - x;
  doc.fillColor(MUTED);
  text.drawLine(doc, content.school.name, x, top, width, 10.5, true);
  doc.fillColor(ACCENT);
  const titleLines = text.wrap(doc, content.title, width, 19, true);
  titleLines.forEach((line, i) => text.drawLine(doc, line, x, top + 15 + i * 24, width, 19, true));
  doc.fillColor(MUTED);
  const period = `${content.cycle.name} · ${printedDate(content.cycle.startDate)} – ${printedDate(content.cycle.endDate)}`;
  text.drawLine(doc, period, x, top + 17 + titleLines.length * 24, width, 10);
  if (!content.signOff.by) {
    // Printed before the progress card was signed off: a draft, for the teachers' eyes.
    doc.fillColor('#c53030');
    const draft = 'DRAFT — not signed off';
    text.drawLine(
      doc,
      draft,
      PAGE.width - PAGE.margin - text.widthOf(doc, draft, 9, true),
      top,
      200,
      9,
      true,
    );
  }
  doc.fillColor('#000000');
  cursor.y = Math.max(top + 60, top + 32 + titleLines.length * 24) + 6;
  doc
    .moveTo(PAGE.margin, cursor.y)
    .lineTo(PAGE.width - PAGE.margin, cursor.y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  cursor.y += 12;
}

function drawChild(cursor: Cursor, doc: Doc, content: ReportCardContent): void {
  const top = cursor.y;
  const attendance = content.attendance
    ? content.attendance.total > 0
      ? `${content.attendance.present} of ${content.attendance.total} days (${Math.round(
          (100 * content.attendance.present) / content.attendance.total,
        )}%)`
      : 'No days marked yet'
    : 'Not recorded';
  const facts: [string, string][] = [
    ['Class', content.className],
    ['Cycle', content.cycle.name],
    ['Attendance', attendance],
  ];
  const height = 34 + facts.length * 15;
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, height, 6).fillAndStroke('#f7fafc', '#cbd5e0');
  doc.fillColor('#000000');
  text.drawLine(doc, childFullName(content), PAGE.margin + 12, top + 9, CONTENT_WIDTH - 24, 16, true);
  facts.forEach(([label, value], i) => {
    const y = top + 34 + i * 15;
    doc.fillColor(MUTED);
    text.drawLine(doc, label, PAGE.margin + 12, y, 80, 9.5, true);
    doc.fillColor('#000000');
    text.drawLine(doc, value, PAGE.margin + 96, y, CONTENT_WIDTH - 108, 9.5);
  });
  cursor.y = top + height + 10;
}

function drawDomain(cursor: Cursor, doc: Doc, domain: ReportCardContent['domains'][number]): void {
  cursor.heading(domain.name);
  const dimensions = [
    ...new Set(domain.competencies.flatMap((competency) => competency.levels.map((cell) => cell.dimension))),
  ];
  const dimensionWidth = dimensions.length > 0 ? Math.min(92, (CONTENT_WIDTH * 0.5) / dimensions.length) : 0;
  const nameWidth = CONTENT_WIDTH - dimensions.length * dimensionWidth;
  const pad = 4;
  if (domain.competencies.length > 0) {
    // Column heads: the scheme's dimensions.
    const heads = dimensions.map((label) => text.wrap(doc, label, dimensionWidth - 2 * pad, 8, true));
    const headHeight = Math.max(1, ...heads.map((lines) => lines.length)) * 10.5 + 2 * pad;
    cursor.ensure(headHeight + 30);
    const headTop = cursor.y;
    doc.rect(PAGE.margin, headTop, CONTENT_WIDTH, headHeight).fill('#edf2f7');
    doc.fillColor(MUTED);
    text.drawLine(doc, 'Competency', PAGE.margin + pad, headTop + pad, nameWidth - 2 * pad, 8, true);
    heads.forEach((lines, i) =>
      lines.forEach((line, j) =>
        text.drawLine(
          doc,
          line,
          PAGE.margin + nameWidth + i * dimensionWidth + pad,
          headTop + pad + j * 10.5,
          dimensionWidth - 2 * pad,
          8,
          true,
        ),
      ),
    );
    doc.fillColor('#000000');
    cursor.y = headTop + headHeight;
    for (const competency of domain.competencies) {
      const name = text.wrap(doc, `${competency.code} ${competency.name}`, nameWidth - 2 * pad, 9);
      const evidence =
        competency.evidence.length > 0
          ? text.wrap(doc, `Seen in: ${competency.evidence.join('; ')}`, nameWidth - 2 * pad, 7.5)
          : [];
      const cells = dimensions.map((dimension) => {
        const cell = competency.levels.find((level) => level.dimension === dimension);
        if (!cell) return [''];
        return text.wrap(doc, cell.level ?? '—', dimensionWidth - 2 * pad, 9, cell.level !== null);
      });
      const height =
        Math.max(name.length * 12 + evidence.length * 9.5, ...cells.map((lines) => lines.length * 12)) +
        2 * pad;
      cursor.ensure(height);
      const top = cursor.y;
      doc
        .moveTo(PAGE.margin, top + height)
        .lineTo(PAGE.width - PAGE.margin, top + height)
        .lineWidth(0.4)
        .strokeColor('#e2e8f0')
        .stroke();
      name.forEach((line, i) =>
        text.drawLine(doc, line, PAGE.margin + pad, top + pad + i * 12, nameWidth, 9),
      );
      doc.fillColor(MUTED);
      evidence.forEach((line, i) =>
        text.drawLine(doc, line, PAGE.margin + pad, top + pad + name.length * 12 + i * 9.5, nameWidth, 7.5),
      );
      cells.forEach((lines, i) => {
        doc.fillColor(lines[0] === '—' ? MUTED : ACCENT);
        lines.forEach((line, j) =>
          text.drawLine(
            doc,
            line,
            PAGE.margin + nameWidth + i * dimensionWidth + pad,
            top + pad + j * 12,
            dimensionWidth - 2 * pad,
            9,
            line !== '—',
          ),
        );
      });
      doc.fillColor('#000000');
      cursor.y = top + height;
    }
    cursor.y += 8;
  }
  for (const [label, words] of [
    ['Strengths', domain.strengths],
    ['Next steps', domain.nextSteps],
  ] as const) {
    if (!words.trim()) continue;
    cursor.ensure(30);
    doc.fillColor(MUTED);
    text.drawLine(doc, label, PAGE.margin, cursor.y, CONTENT_WIDTH, 9, true);
    cursor.y += 13;
    cursor.paragraph(words, { size: 9.5, gap: 6 });
  }
}

function drawProfile(cursor: Cursor, doc: Doc, content: ReportCardContent): void {
  const { profile } = content;
  const facts: [string, string][] = (
    [
      ['I like', profile.likes],
      ['My family', profile.myFamily],
      ['Languages at home', profile.languagesAtHome.join(', ')],
      ['About me', profile.aboutMe],
    ] as [string, string][]
  ).filter(([, words]) => words.trim());
  if (facts.length === 0) return;
  cursor.heading('All about me');
  for (const [label, words] of facts) {
    cursor.ensure(16);
    doc.fillColor(MUTED);
    text.drawLine(doc, label, PAGE.margin, cursor.y, 110, 9, true);
    const top = cursor.y;
    cursor.paragraph(words, { x: PAGE.margin + 116, width: CONTENT_WIDTH - 116, size: 9.5 });
    cursor.y = Math.max(cursor.y, top + 13) + 3;
  }
  cursor.y += 4;
}

function drawSelfAssessment(cursor: Cursor, doc: Doc, content: ReportCardContent): void {
  if (content.selfAssessment.length === 0) return;
  cursor.heading('How I feel about my learning');
  const wordsWidth = 110;
  for (const item of content.selfAssessment) {
    const lines = text.wrap(doc, item.prompt, CONTENT_WIDTH - 40 - wordsWidth, 10);
    const height = Math.max(24, lines.length * 13.5 + 6);
    cursor.ensure(height);
    drawFace(doc, item.face, PAGE.margin + 11, cursor.y + 10, 9);
    lines.forEach((line, i) =>
      text.drawLine(
        doc,
        line,
        PAGE.margin + 30,
        cursor.y + 4 + i * 13.5,
        CONTENT_WIDTH - 40 - wordsWidth,
        10,
      ),
    );
    doc.fillColor(MUTED);
    text.drawLine(
      doc,
      item.face ? faceWords[item.face] : 'Not asked yet',
      PAGE.width - PAGE.margin - wordsWidth,
      cursor.y + 5,
      wordsWidth,
      8.5,
    );
    doc.fillColor('#000000');
    cursor.y += height;
  }
  cursor.y += 4;
}

function drawFeedback(cursor: Cursor, doc: Doc, content: ReportCardContent): void {
  if (content.feedback.length === 0) return;
  cursor.heading('Feedback from home and friends');
  for (const item of content.feedback) {
    cursor.ensure(28);
    doc.fillColor(MUTED);
    text.drawLine(doc, item.from, PAGE.margin, cursor.y, CONTENT_WIDTH, 8.5, true);
    cursor.y += 12;
    cursor.paragraph(item.text, { size: 9.5, gap: 5 });
  }
}

function drawObservations(cursor: Cursor, doc: Doc, content: ReportCardContent): void {
  if (content.observations.length === 0) return;
  cursor.heading('Observations');
  for (const observation of content.observations) {
    cursor.ensure(30);
    doc.fillColor(MUTED);
    text.drawLine(doc, printedDate(observation.date), PAGE.margin, cursor.y, 80, 8.5, true);
    doc.fillColor('#000000');
    text.drawLine(doc, observation.title, PAGE.margin + 80, cursor.y, CONTENT_WIDTH - 80, 9.5, true);
    cursor.y += 13;
    if (observation.note.trim())
      cursor.paragraph(observation.note, { x: PAGE.margin + 80, width: CONTENT_WIDTH - 80, size: 9.5 });
    cursor.y += 5;
  }
}

function drawKeyAndSignOff(cursor: Cursor, doc: Doc, content: ReportCardContent): void {
  if (content.levels.length > 0) {
    cursor.ensure(20 + content.levels.length * 13);
    doc.fillColor(MUTED);
    text.drawLine(doc, 'Levels', PAGE.margin, cursor.y, CONTENT_WIDTH, 9, true);
    cursor.y += 13;
    for (const level of content.levels)
      cursor.paragraph(`${level.label}: ${level.description}`, { size: 8.5, color: MUTED });
    cursor.y += 6;
  }
  cursor.ensure(90);
  cursor.y += 18;
  const column = (CONTENT_WIDTH - 30) / 2;
  const signed = content.signOff.by
    ? `${content.signOff.by}${content.signOff.at ? `, ${printedDate(content.signOff.at)}` : ''}`
    : ' ';
  const signatures: [string, string][] = [
    ['Signed off by the class teacher', signed],
    ['Parent or guardian', ' '],
  ];
  signatures.forEach(([label, name], i) => {
    const x = PAGE.margin + i * (column + 30);
    doc
      .moveTo(x, cursor.y + 26)
      .lineTo(x + column, cursor.y + 26)
      .lineWidth(0.6)
      .strokeColor('#4a5568')
      .stroke();
    doc.fillColor('#000000');
    if (name.trim()) text.drawLine(doc, name, x, cursor.y + 12, column, 9.5);
    doc.fillColor(MUTED);
    text.drawLine(doc, label, x, cursor.y + 30, column, 8.5, true);
  });
  cursor.y += 48;
  text.drawLine(
    doc,
    `Printed on ${printedDate(content.signOff.printedOn)}`,
    PAGE.margin,
    cursor.y,
    CONTENT_WIDTH,
    8.5,
  );
  doc.fillColor('#000000');
}

/**
 * Prints one card into `sink` (a file, a buffer collector); resolves with the bytes written once
 * the PDF has ended.
 */
export async function renderReportCard(
  content: ReportCardContent,
  assets: ReportCardAssets,
  sink: Writable,
): Promise<number> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    info: { Title: `${content.title} — ${childFullName(content)}`, Creator: 'Cue' },
  });
  registerPdfFonts(doc);
  let bytes = 0;
  doc.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  const finished = new Promise<number>((resolve, reject) => {
    sink.on('finish', () => resolve(bytes));
    sink.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(sink);
  const cursor = new Cursor(doc);
  drawHeader(cursor, doc, content, assets);
  drawChild(cursor, doc, content);
  drawProfile(cursor, doc, content);
  for (const domain of content.domains) drawDomain(cursor, doc, domain);
  drawSelfAssessment(cursor, doc, content);
  drawFeedback(cursor, doc, content);
  drawObservations(cursor, doc, content);
  drawKeyAndSignOff(cursor, doc, content);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.fillColor('#718096');
    const footer = `${childFullName(content)} · ${content.title} · ${content.cycle.name}`;
    text.drawLine(doc, footer, PAGE.margin, PAGE.height - PAGE.margin + 4, CONTENT_WIDTH - 70, 7.5);
    const pageText = `Page ${i - range.start + 1} of ${range.count}`;
    text.drawLine(
      doc,
      pageText,
      PAGE.width - PAGE.margin - text.widthOf(doc, pageText, 7.5),
      PAGE.height - PAGE.margin + 4,
      70,
      7.5,
    );
  }
  doc.end();
  return finished;
}
