import { describe, expect, it } from 'vitest';
import { avatarColor, avatarPalette } from './avatar-color';

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('avatar colours', () => {
  it('gives white initials at least WCAG AA contrast on every colour', () => {
    for (const colour of avatarPalette) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('is the same for one id every time, and follows the id rather than the name', () => {
    const aarav = '65a000000000000000000031';
    expect(avatarColor(aarav)).toBe(avatarColor(aarav));
    // Siblings' ids differ only at the end (ObjectIds of one seed), yet their colours differ.
    expect(avatarColor('65a000000000000000000031')).not.toBe(avatarColor('65a000000000000000000032'));
  });

  it('spreads a class of ids over the palette', () => {
    const ids = Array.from({ length: 40 }, (_, n) => `65a0000000000000000000${String(n).padStart(2, '0')}`);
    expect(new Set(ids.map(avatarColor)).size).toBeGreaterThanOrEqual(8);
  });
});
