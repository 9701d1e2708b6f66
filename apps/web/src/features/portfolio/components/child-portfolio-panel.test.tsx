import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TEST_AARAV, testPortfolioItem, testPortfolioPage } from '../test-portfolio';
import { ChildPortfolioPanel } from './child-portfolio-panel';

const AARAV = { ...TEST_AARAV, student_profile_picture: null };
const PAGE = `GET /api/child_portfolio/${AARAV._id}`;

describe("the parent's portfolio panel", () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
  });

  it('shows what the teachers shared, with the downloads and no share switches', async () => {
    const { calls } = mockFetch({
      [PAGE]: () =>
        jsonResponse(
          testPortfolioPage([
            testPortfolioItem('story', 1, { title: 'The shell shop', shared: true }),
            testPortfolioItem('photo', 2, { title: 'At the sand tray', shared: true }),
          ]),
        ),
    });
    renderWithProviders(
      <ChildPortfolioPanel child={AARAV} storyLink={(id) => `/communication/stories/${id}`} />,
    );
    const panel = await screen.findByRole('region', { name: 'Portfolio' });
    expect(within(panel).getByText(/What Aarav Sharma's teachers chose to share/)).toBeTruthy();
    expect(await within(panel).findByRole('article', { name: 'The shell shop' })).toBeTruthy();
    expect(within(panel).getByRole('article', { name: 'At the sand tray' })).toBeTruthy();
    expect(within(panel).queryByRole('switch')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Download photos (zip)' })).toBeTruthy();
    expect(
      calls.find((call) => call.path === `/api/child_portfolio/${AARAV._id}`)?.headers.Authorization,
    ).toBe('Bearer parent-access');
  });

  it('says when nothing was shared yet', async () => {
    mockFetch({ [PAGE]: () => jsonResponse(testPortfolioPage([])) });
    renderWithProviders(<ChildPortfolioPanel child={AARAV} />);
    expect(await screen.findByText('Nothing has been shared yet.')).toBeTruthy();
  });

  it('stays away while the school has the portfolio switched off', async () => {
    const { calls } = mockFetch({
      [PAGE]: () =>
        jsonResponse({ code: 'FORBIDDEN', message: 'This module is switched off', msg: 'x' }, 403),
    });
    renderWithProviders(<ChildPortfolioPanel child={AARAV} />);
    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/api/child_portfolio/'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Portfolio' })).toBeNull());
    expect(screen.queryByText('The portfolio could not be loaded.')).toBeNull();
  });
});
