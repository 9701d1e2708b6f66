import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { PortfolioItemKind } from '@cue/contracts';
import { drawLine, registerPdfFonts, wrap, type Doc } from '../../lib/pdf-fonts.js';

/*
 * The portfolio as a PDF to keep (issue 17, decision 050): the child's name and school, then every
 * item newest first — its day, kind, class and author, title, words (a story's three parts whole),
 * competencies, and each photo at its display size. A4 portrait, as many pages as it takes. It is
 * written as a stream: each photo is read from the media store only when its turn comes, so a
 * long portfolio never sits whole in memory. Text goes through lib/pdf-fonts.ts (Noto Sans per
 * script, bidi order), so a Hindi name or an Arabic note prints as written.
 */

export interface PdfEntry {
  kind: PortfolioItemKind;
  date: string;
  title: string;
  className: string;
  author: string | null;
  /** The words, part by part (a story's parts carry a heading). */
  parts: { heading: string | null; text: string }[];
  /** 'C-1.1 Title' lines. */
  competencies: string[];
  /** A photo or video item's file. */
  file: { mediaId: string; isVideo: boolean } | null;
}

export interface PdfHeader {
  childName: string;
  schoolName: string;
  /** e.g. 'Made on 20 Nov 2026 · 12 items · shared with the family'. */
  subtitle: string;
  /** What an empty portfolio says. */
  emptyText: string;
}

/** A photo ready to embed: JPEG or PNG bytes and their pixel size. */
export interface PdfImage {
  data: Buffer;
  width: number;
  height: number;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const PHOTO_MAX_HEIGHT = 340;

const kindLabels: Record<PortfolioItemKind, string> = {
  story: 'Learning story',
  observation: 'Observation',
  photo: 'Photo',
};

export const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Writes the pages as they are made; `loadImage` is called once per photo, in order. */
export function portfolioPdf(
  header: PdfHeader,
  entries: PdfEntry[],
  loadImage: (mediaId: string) => Promise<PdfImage | null>,
): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: true,
    info: { Title: `${header.childName} — Portfolio`, Creator: 'Cue' },
  });
  registerPdfFonts(doc);
  void write(doc, header, entries, loadImage).catch((error: unknown) =>
    doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
}

async function write(
  doc: Doc,
  header: PdfHeader,
  entries: PdfEntry[],
  loadImage: (mediaId: string) => Promise<PdfImage | null>,
): Promise<void> {
  const { margin } = PAGE;
  let y = margin;
  /** Room for `height` more points on this page, else a new page. */
  const ensure = (height: number) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = margin;
  };
  const lines = (text: string, size: number, options: { bold?: boolean; color?: string } = {}) => {
    const line = size * 1.35;
    doc.fillColor(options.color ?? '#000000');
    for (const wrapped of wrap(doc, text, CONTENT, size, options.bold)) {
      ensure(line);
      drawLine(doc, wrapped, margin, y, CONTENT, size, options.bold);
      y += line;
    }
    doc.fillColor('#000000');
  };

  lines(header.childName, 22, { bold: true });
  y += 2;
  lines(header.schoolName ? `Portfolio · ${header.schoolName}` : 'Portfolio', 12);
  lines(header.subtitle, 9, { color: '#555555' });
  y += 6;
  doc
    .lineWidth(0.75)
    .strokeColor('#888888')
    .moveTo(margin, y)
    .lineTo(margin + CONTENT, y)
    .stroke();
  y += 14;
  if (entries.length === 0) lines(header.emptyText, 11, { color: '#555555' });

  for (const entry of entries) {
    // An item's heading never sits alone at the foot of a page.
    ensure(60);
    const meta = [longDate(entry.date), kindLabels[entry.kind], entry.className, entry.author]
      .filter(Boolean)
      .join(' · ');
    lines(meta, 9, { color: '#555555' });
    if (entry.title) lines(entry.title, 13, { bold: true });
    for (const part of entry.parts) {
      if (!part.text.trim()) continue;
      y += 2;
      if (part.heading) lines(part.heading, 10.5, { bold: true });
      lines(part.text, 10.5);
    }
    if (entry.competencies.length > 0) {
      y += 2;
      lines(`Competencies: ${entry.competencies.join('; ')}`, 9, { color: '#333333' });
    }
    if (entry.file?.isVideo) {
      lines('Video: in the photos download', 9, { color: '#555555' });
    } else if (entry.file) {
      const image = await loadImage(entry.file.mediaId);
      if (image) {
        const scale = Math.min(CONTENT / image.width, PHOTO_MAX_HEIGHT / image.height, 1);
        const width = image.width * scale;
        const height = image.height * scale;
        y += 4;
        ensure(height);
        doc.image(image.data, margin, y, { width, height });
        y += height;
      } else {
        lines('(This photo is no longer available.)', 9, { color: '#555555' });
      }
    }
    y += 10;
    ensure(14);
    doc
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .moveTo(margin, y)
      .lineTo(margin + CONTENT, y)
      .stroke();
    y += 14;
  }
  doc.end();
}
