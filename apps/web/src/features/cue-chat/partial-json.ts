/**
 * A tolerant reader for JSON that is still arriving (a tool call's arguments streamed piece by
 * piece): it reads as far as the text goes and closes whatever is open. An unfinished string keeps
 * what arrived so far; a key whose value has not started, a half-written literal (`tru`) or number
 * (`1.`, `-`) is left out. Returns undefined when nothing usable has arrived yet. Text after a
 * complete value is ignored. Never throws.
 */
export function parsePartialJson(text: string): unknown {
  const reader = new PartialJsonReader(text);
  try {
    return reader.readValue();
  } catch {
    // Malformed rather than unfinished: what was read so far is lost, the card waits for more.
    return undefined;
  }
}

/** Returned by the reader when the text ended before a value could be read. */
const INCOMPLETE = Symbol('incomplete');
type Read = unknown;

class Malformed extends Error {}

const LITERALS: [string, unknown][] = [
  ['true', true],
  ['false', false],
  ['null', null],
];

class PartialJsonReader {
  private position = 0;
  constructor(private readonly text: string) {}

  readValue(): unknown {
    const value = this.read();
    return value === INCOMPLETE ? undefined : value;
  }

  private get atEnd(): boolean {
    return this.position >= this.text.length;
  }

  private skipSpace(): void {
    while (!this.atEnd && /\s/.test(this.text[this.position] ?? '')) this.position += 1;
  }

  private read(): Read {
    this.skipSpace();
    if (this.atEnd) return INCOMPLETE;
    const char = this.text[this.position];
    if (char === '{') return this.readObject();
    if (char === '[') return this.readArray();
    if (char === '"') return this.readString().value;
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return this.readNumber();
    return this.readLiteral();
  }

  private readObject(): Read {
    this.position += 1; // {
    const object: Record<string, unknown> = {};
    for (;;) {
      this.skipSpace();
      if (this.atEnd) return object;
      if (this.text[this.position] === '}') {
        this.position += 1;
        return object;
      }
      if (this.text[this.position] === ',') {
        this.position += 1;
        continue;
      }
      if (this.text[this.position] !== '"') throw new Malformed('key expected');
      const key = this.readString();
      // A key still being written has no value yet.
      if (!key.complete) return object;
      this.skipSpace();
      if (this.atEnd) return object;
      if (this.text[this.position] !== ':') throw new Malformed('colon expected');
      this.position += 1;
      const value = this.read();
      if (value === INCOMPLETE) return object;
      object[key.value] = value;
    }
  }

  private readArray(): Read {
    this.position += 1; // [
    const array: unknown[] = [];
    for (;;) {
      this.skipSpace();
      if (this.atEnd) return array;
      if (this.text[this.position] === ']') {
        this.position += 1;
        return array;
      }
      if (this.text[this.position] === ',') {
        this.position += 1;
        continue;
      }
      const value = this.read();
      if (value === INCOMPLETE) return array;
      array.push(value);
    }
  }

  /** A string, closed at the end of the text when unfinished (a half escape is dropped). */
  private readString(): { value: string; complete: boolean } {
    this.position += 1; // opening quote
    let value = '';
    while (!this.atEnd) {
      const char = this.text[this.position] as string;
      if (char === '"') {
        this.position += 1;
        return { value, complete: true };
      }
      if (char === '\\') {
        const escaped = this.readEscape();
        if (escaped === null) break;
        value += escaped;
        continue;
      }
      value += char;
      this.position += 1;
    }
    this.position = this.text.length;
    return { value, complete: false };
  }

  /** One escape sequence at the position; null when the text ends inside it. */
  private readEscape(): string | null {
    const next = this.text[this.position + 1];
    if (next === undefined) return null;
    const simple: Record<string, string> = {
      '"': '"',
      '\\': '\\',
      '/': '/',
      b: '\b',
      f: '\f',
      n: '\n',
      r: '\r',
      t: '\t',
    };
    if (next === 'u') {
      const hex = this.text.slice(this.position + 2, this.position + 6);
      if (hex.length < 4) return null;
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new Malformed('bad unicode escape');
      this.position += 6;
      return String.fromCharCode(parseInt(hex, 16));
    }
    const replacement = simple[next];
    if (replacement === undefined) throw new Malformed('bad escape');
    this.position += 2;
    return replacement;
  }

  private readNumber(): Read {
    const match = /^-?\d*(\.\d*)?([eE][+-]?\d*)?/.exec(this.text.slice(this.position));
    const token = match?.[0] ?? '';
    this.position += token.length;
    // A number that may still grow ('1' of '12') is complete only when something follows it.
    if (this.atEnd) return INCOMPLETE;
    const value = Number(token);
    if (token === '' || token === '-' || Number.isNaN(value)) throw new Malformed('bad number');
    return value;
  }

  private readLiteral(): Read {
    const rest = this.text.slice(this.position);
    for (const [word, value] of LITERALS) {
      if (rest.startsWith(word)) {
        this.position += word.length;
        return value;
      }
      if (word.startsWith(rest)) {
        this.position = this.text.length;
        return INCOMPLETE;
      }
    }
    throw new Malformed('unexpected character');
  }
}
