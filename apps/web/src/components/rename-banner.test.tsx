import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { RENAME_BANNER_DISMISSED_KEY, RenameBanner } from './rename-banner';

describe('RenameBanner', () => {
  it('asks users to bookmark the new address', () => {
    renderWithProviders(<RenameBanner />);
    expect(screen.getByText('We are now called Cue')).toBeTruthy();
    expect(screen.getByText(new RegExp(window.location.origin.replace(/[.:/]/g, '\\$&')))).toBeTruthy();
  });

  it('remembers the dismissal in localStorage, so it stays hidden on the next visit', async () => {
    const first = renderWithProviders(<RenameBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('We are now called Cue')).toBeNull();
    expect(window.localStorage.getItem(RENAME_BANNER_DISMISSED_KEY)).toBe('true');

    first.unmount();
    renderWithProviders(<RenameBanner />);
    expect(screen.queryByText('We are now called Cue')).toBeNull();
  });
});
