import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MediaImage } from './media-image';

describe('MediaImage', () => {
  it('asks once for fresh links when a signed link fails, and again for a new link', () => {
    const onExpired = vi.fn();
    const { rerender } = render(
      <MediaImage src="/api/media/a/thumbnail?expires=1" alt="Painting" onExpired={onExpired} />,
    );
    const image = screen.getByRole('img', { name: 'Painting' });
    expect(image.getAttribute('loading')).toBe('lazy');
    fireEvent.error(image);
    fireEvent.error(image);
    expect(onExpired).toHaveBeenCalledTimes(1);
    rerender(<MediaImage src="/api/media/a/thumbnail?expires=2" alt="Painting" onExpired={onExpired} />);
    fireEvent.error(screen.getByRole('img', { name: 'Painting' }));
    expect(onExpired).toHaveBeenCalledTimes(2);
  });
});
