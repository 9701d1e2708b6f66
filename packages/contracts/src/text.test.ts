import { describe, expect, it } from 'vitest';
import { displayClassName, initials } from './text.js';

describe('display text', () => {
  it('truncates class names at 25 characters with an ellipsis', () => {
    expect(displayClassName('Nursery A')).toBe('Nursery A');
    expect(displayClassName('Butterflies Kindergarten With A Very Long Class Name')).toBe(
      'Butterflies Kindergarten …',
    );
    expect(displayClassName('x'.repeat(25))).toBe('x'.repeat(25));
  });

  it('makes initials from a name', () => {
    expect(initials('Aarav', 'Sharma')).toBe('AS');
    expect(initials(' maya', '')).toBe('M');
  });
});
