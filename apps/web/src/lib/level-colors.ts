import type { HpcScheme } from '@cue/contracts';

/**
 * A level's colour by its place in the scheme's order: one hue from light (the first step) to
 * deep (the furthest), so "further" reads the same on every scheme and to colour-blind eyes, and
 * the level's name is always written on it. Text is dark on light shades and white on deep ones
 * (contrast at least 4.5:1 on Mantine's indigo).
 */
export function levelShade(index: number, count: number): number {
  if (count <= 1) return 5;
  return 1 + Math.round((8 * index) / (count - 1));
}

export function levelStyle(index: number, count: number): { background: string; color: string } {
  const shade = levelShade(index, count);
  return {
    background: `var(--mantine-color-indigo-${shade})`,
    color: shade >= 7 ? 'var(--mantine-color-white)' : 'var(--mantine-color-black)',
  };
}

/** The scheme's level and its place, or null when the key is not one of its levels. */
export function findLevel(scheme: Pick<HpcScheme, 'levels'>, key: string) {
  const index = scheme.levels.findIndex((level) => level.key === key);
  return index < 0 ? null : { level: scheme.levels[index]!, index, count: scheme.levels.length };
}

/** A short form of a dimension's label for tight cells ('Awareness' → 'Aw', 'DG-1 Health…' → 'DG-1'). */
export function dimensionShort(label: string): string {
  const code = /^[A-Z]{1,4}-\d+/.exec(label);
  if (code) return code[0];
  return label.slice(0, 2);
}
