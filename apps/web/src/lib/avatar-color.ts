/**
 * Each person's initials avatar gets its own colour, the same on every screen and every visit:
 * chosen from their id (not their name, so two children of one family named alike, "Aarav
 * Sharma" and "Anaya Sharma", still look different). Every colour carries white initials at WCAG
 * AA contrast (at least 4.5:1, checked by avatar-color.test.ts).
 */
export const avatarPalette = [
  '#1864ab', // blue
  '#c92a2a', // red
  '#862e9c', // grape
  '#087f5b', // teal green
  '#a61e4d', // wine
  '#364fc7', // indigo
  '#0b7285', // cyan
  '#5f3dc4', // violet
  '#9c3d00', // brown
  '#495057', // slate
] as const;

/** FNV-1a over the key: cheap, stable, and spreads ids that differ only in their last characters. */
function hash(key: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    value ^= key.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** The avatar colour of the person with this id (or, for someone without one, this name). */
export function avatarColor(key: string): string {
  return avatarPalette[hash(key) % avatarPalette.length]!;
}
