import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { PersonAvatar } from './person-avatar';

const MEDIA_ID = 'c'.repeat(24);
const link = (signature: string) => `/api/media/${MEDIA_ID}/thumbnail?expires=1&signature=${signature}`;

function renderAvatar(picture: string | null, onImageError = vi.fn()) {
  const view = render(
    <Providers queryClient={createQueryClient()} env="test">
      <PersonAvatar firstName="Aarav" lastName="Shah" picture={picture} onImageError={onImageError} />
    </Providers>,
  );
  const rerender = (next: string | null) =>
    view.rerender(
      <Providers queryClient={createQueryClient()} env="test">
        <PersonAvatar firstName="Aarav" lastName="Shah" picture={next} onImageError={onImageError} />
      </Providers>,
    );
  return { onImageError, rerender };
}

describe('PersonAvatar', () => {
  it('shows initials when there is no picture', () => {
    renderAvatar(null);
    expect(screen.getByText('AS')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to initials when the picture fails and asks for a fresh link once', () => {
    const { onImageError, rerender } = renderAvatar(link('old'));
    const image = screen.getByRole('img', { name: 'Aarav Shah' });
    expect(image.getAttribute('src')).toBe(link('old'));

    fireEvent.error(image);
    expect(screen.getByText('AS')).toBeTruthy();
    expect(onImageError).toHaveBeenCalledTimes(1);

    // The refetched answer's link (another signature) is tried; if it fails too, no second refetch.
    rerender(link('fresh'));
    fireEvent.error(screen.getByRole('img', { name: 'Aarav Shah' }));
    expect(screen.getByText('AS')).toBeTruthy();
    expect(onImageError).toHaveBeenCalledTimes(1);
  });
});
