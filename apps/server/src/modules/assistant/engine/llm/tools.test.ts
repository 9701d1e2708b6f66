import { describe, expect, it } from 'vitest';
import { assistantTools, routeTool } from './tools.js';

/** Every `pattern` of the tools' JSON Schemas. */
function patterns(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const inner of value) patterns(inner, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'pattern' && typeof inner === 'string') found.push(inner);
      else patterns(inner, found);
    }
  return found;
}

describe("the tools' schemas, as a grammar-constrained server reads them", () => {
  const all = patterns([routeTool, ...Object.values(assistantTools)]);

  it('write digits as [0-9], which llama.cpp can enforce, never \\d, which it cannot', () => {
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((pattern) => pattern.includes('\\d'))).toEqual([]);
  });

  it('still accept the dates and times the contracts accept, and refuse the rest', () => {
    const accepts = (value: string) => all.some((pattern) => new RegExp(pattern).test(value));
    for (const good of ['2026-11-28', '28-11-2026', '10:30 AM', '14:05'])
      expect(accepts(good), good).toBe(true);
    for (const bad of ['2026-1-28', '28/11/2026', '13:30 AM', '24:00', '١٠:٣٠ AM'])
      expect(accepts(bad), bad).toBe(false);
  });
});
