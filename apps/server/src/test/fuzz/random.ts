/**
 * A small seeded generator (mulberry32): the same seed gives the same requests on every machine,
 * so a failure the fuzzer prints can be replayed.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one part of a run, independent of how many values other parts drew. */
  static for(seed: number, ...labels: (string | number)[]): Random {
    let hash = seed >>> 0;
    for (const char of labels.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x9e3779b1) >>> 0;
    return new Random(hash);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[this.int(0, items.length - 1)]!;
  }
}
