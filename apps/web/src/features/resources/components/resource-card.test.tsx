import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ResourceCard } from './resource-card';
import { testResource } from './test-resources';

const noop = () => {};

describe('resource card', () => {
  it('copies a materials list as plain lines', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithProviders(
      <ResourceCard resource={testResource()} onEdit={noop} onArchive={noop} onRestore={noop} />,
    );
    const list = await screen.findByRole('list', { name: 'Materials for Water play tray' });
    expect(list.textContent).toContain('Jugs and cups');
    await user.click(screen.getByRole('button', { name: 'Copy list' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Large shallow tray\nJugs and cups\nSponges'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('opens a link in a new tab that cannot reach back to the app', async () => {
    renderWithProviders(
      <ResourceCard
        resource={testResource({ kind: 'link', url: 'https://www.storyweaver.org.in/en/', materials: [] })}
        onEdit={noop}
        onArchive={noop}
        onRestore={noop}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Open link' });
    expect(link.getAttribute('href')).toBe('https://www.storyweaver.org.in/en/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('www.storyweaver.org.in')).toBeTruthy();
  });

  it("shows a file's type and size with its signed link, and how many units use it to managers", async () => {
    renderWithProviders(
      <ResourceCard
        manage
        resource={testResource({
          kind: 'file',
          materials: [],
          used_in_units: 2,
          can_edit: false,
          file: {
            _id: '65a000000000000000000950',
            kind: 'document',
            mime_type: 'application/pdf',
            file_name: 'songs.pdf',
            size: 2_621_440,
            width: 0,
            height: 0,
            media_link: '/api/media/65a000000000000000000950/original?expires=1&signature=x',
            display_link: null,
            thumbnail_link: null,
            links_expire_at: '2026-01-05T09:05:00.000Z',
          },
        })}
        onEdit={noop}
        onArchive={noop}
        onRestore={noop}
      />,
    );
    expect(await screen.findByText('songs.pdf')).toBeTruthy();
    expect(screen.getByText('2.5 MB')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toContain('signature=');
    expect(screen.getByText('Used in 2 units')).toBeTruthy();
    // Not the viewer's to change.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
