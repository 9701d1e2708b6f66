import { describe, expect, it } from 'vitest';
import { newObjectId } from './object-id.js';

describe('object ids', () => {
  it('are 24 lowercase hex characters', () => {
    expect(newObjectId()).toMatch(/^[0-9a-f]{24}$/);
  });

  it('sort by creation time and never repeat', () => {
    const earlier = newObjectId(new Date('2026-01-01T00:00:00Z'));
    const later = newObjectId(new Date('2026-01-01T00:00:01Z'));
    expect(earlier < later).toBe(true);
    const many = new Set(Array.from({ length: 10_000 }, () => newObjectId()));
    expect(many.size).toBe(10_000);
  });
});
