import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF the server made with pdfkit, read the way a PDF reader does: each text run's
 * glyph ids mapped back to characters through its font's ToUnicode map. A test that finds a Hindi
 * name this way knows the name was set in a font that has it (a missing glyph maps to nothing).
 * Enough of the format for pdfkit's output (no object streams, Flate or plain streams, Identity-H
 * fonts, TJ/Tj with hex strings), not a general PDF parser; pdftotext is not on every machine.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

/** Index of the `>>` closing the dictionary opened at `start` (which points at `<<`). */
function dictionaryEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text.startsWith('<<', i)) {
      depth++;
      i++;
    } else if (text.startsWith('>>', i)) {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    } else if (text[i] === '<') {
      i = text.indexOf('>', i); // a hex string
    } else if (text[i] === '(') {
      // A literal string: skip to its closing parenthesis (escapes and nesting).
      let nesting = 0;
      for (; i < text.length; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') nesting++;
        else if (text[i] === ')' && --nesting === 0) break;
      }
    }
  }
  throw new Error('unterminated dictionary');
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    if (!text.startsWith('<<', start)) continue;
    const end = dictionaryEnd(text, start);
    const dict = text.slice(start, end);
    let stream: Buffer | null = null;
    const streamHead = /^\s*stream\r?\n/.exec(text.slice(end, end + 20));
    if (streamHead) {
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const from = end + streamHead[0].length;
      const raw = pdf.subarray(from, from + length);
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
      header.lastIndex = from + length;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap: glyph code (hex) -> characters. */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(code!, 16), utf16(target!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const range = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g;
    for (const [, low, high, target] of block[1]!.matchAll(range)) {
      const first = parseInt(low!, 16);
      const last = parseInt(high!, 16);
      if (target!.startsWith('[')) {
        [...target!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, hex], i) => map.set(first + i, utf16(hex!)));
      } else {
        const base = Buffer.from(target!.slice(1, -1), 'hex');
        for (let code = first; code <= last; code++) {
          const next = Buffer.from(base);
          next.writeUInt16BE(base.readUInt16BE(base.length - 2) + (code - first), base.length - 2);
          map.set(code, next.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

/** Every text run of the PDF, in drawing order, one per line. */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const toUnicode = new Map<string, Map<number, string>>();
  // Font resource names (pdfkit names them /F1, /F2... across the document) -> their ToUnicode.
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const cmapRef = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      const cmap = cmapRef ? objects.get(Number(cmapRef))?.stream : null;
      if (cmap) toUnicode.set(name!, parseCmap(cmap.toString('latin1')));
    }
  }
  const runs: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1') ?? '';
    if (!/\bTf\b/.test(content)) continue;
    let font: Map<number, string> | undefined;
    const operators = /\/(F\d+) [\d.]+ Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const [, fontName, array, single] of content.matchAll(operators)) {
      if (fontName) {
        font = toUnicode.get(fontName);
        continue;
      }
      const hexes =
        array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [single!];
      let run = '';
      for (const hex of hexes) {
        for (let i = 0; i + 4 <= hex.length; i += 4)
          run += font?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      }
      runs.push(run);
    }
  }
  return runs.join('\n');
}

/** How many images the PDF embeds. */
export function pdfImageCount(pdf: Buffer): number {
  return [...objectsOf(pdf).values()].filter(({ dict }) => /\/Subtype \/Image/.test(dict)).length;
}
