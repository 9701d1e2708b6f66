import { describe, expect, it } from 'vitest';
import { withCueOverlay } from './use-cue-overlay-param';

describe('the cue=true address parameter', () => {
  it('is added and removed, keeping every other parameter', () => {
    const opened = withCueOverlay(new URLSearchParams('date=2026-06-14&view=studentView'), true);
    expect(opened.toString()).toBe('date=2026-06-14&view=studentView&cue=true');
    expect(withCueOverlay(opened, false).toString()).toBe('date=2026-06-14&view=studentView');
  });
});
