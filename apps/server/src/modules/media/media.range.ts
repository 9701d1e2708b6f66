/** One byte range of a file, both ends included (as HTTP counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A `Range` header against a file of `size` bytes. iOS Safari plays a `<video>` only from a server
 * that answers ranges, and asks for one range at a time, so one range is all we serve:
 * - null: no header, or one we ignore (several ranges, other units) -> the whole file, 200;
 * - 'unsatisfiable': starts past the end -> 416;
 * - a range, its end clamped to the file -> 206.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  // bytes=5-2 is not a valid range: ignored, as RFC 9110 allows.
  if (end < start) return null;
  return { start, end };
}
