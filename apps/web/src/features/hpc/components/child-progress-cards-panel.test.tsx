import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CLASS_ID, CYCLE_ID, STUDENT_ID, cycle, testCard } from '../test-hpc';
import { ChildProgressCardsPanel } from './child-progress-cards-panel';

const WAIT = { timeout: 10_000 };
const AARAV = { _id: STUDENT_ID, first_name: 'Aarav', last_name: 'Sharma', student_profile_picture: null };

/** A 390 px phone: the media queries below 48em match. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe("the parent's progress cards", () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the published cards with the parent token and opens one to read, full screen on a phone', async () => {
    onAPhone();
    const published = testCard({
      status: 'published',
      published_at: '2026-10-02T09:00:00.000Z',
      judgements: [{ ...testCard().judgements[0]!, level: 'sky' }],
    });
    const { calls } = mockFetch({
      [`GET /api/child_hpc_cards/${STUDENT_ID}`]: () =>
        jsonResponse({
          result: {
            cards: [
              {
                _id: published._id,
                cycle,
                class: { _id: CLASS_ID, name: 'Nursery A' },
                published_at: '2026-10-02T09:00:00.000Z',
              },
            ],
          },
        }),
      [`GET /api/child_hpc_card/${CYCLE_ID}/${STUDENT_ID}`]: () => jsonResponse({ result: published }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChildProgressCardsPanel child={AARAV} />);
    const panel = await screen.findByRole('region', { name: 'Progress cards' }, WAIT);
    await user.click(await within(panel).findByRole('button', { name: /Term 1/ }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Progress card: Term 1' }, WAIT);
    expect(dialog.closest('[data-full-screen]') ?? dialog.querySelector('[data-full-screen]')).toBeTruthy();

    const progress = await within(dialog).findByRole('article', { name: 'Physical development' }, WAIT);
    expect(within(progress).getByText('Shows a range of movements')).toBeTruthy();
    expect(within(progress).getByText('Sky')).toBeTruthy();
    expect(within(progress).getByText('Climbs with confidence')).toBeTruthy();
    // A domain with nothing judged or written is left out.
    expect(within(dialog).queryByRole('article', { name: 'Language and literacy' })).toBeNull();
    expect(
      within(within(dialog).getByRole('region', { name: 'All about me' })).getByText('Blocks'),
    ).toBeTruthy();
    // The child's own faces, read only.
    const shoes = within(dialog).getByRole('radiogroup', { name: 'I can put on my shoes' });
    const happy = within(shoes).getByRole('radio', { name: 'Yes, I can' }) as HTMLButtonElement;
    expect(happy.getAttribute('aria-checked')).toBe('true');
    expect(happy.disabled).toBe(true);
    expect(within(dialog).getByText('Present: 40')).toBeTruthy();
    // Nothing to edit, and every call carried the parent's token.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(
      calls
        .filter((call) => call.path.includes('hpc'))
        .every((call) => call.headers.Authorization === 'Bearer parent-access'),
    ).toBe(true);
  }, 60_000);

  it('says when nothing is published yet, and hides itself where the school has no progress cards', async () => {
    let answer = () => jsonResponse({ result: { cards: [] } });
    mockFetch({ [`GET /api/child_hpc_cards/${STUDENT_ID}`]: () => answer() });
    const first = renderWithProviders(<ChildProgressCardsPanel child={AARAV} />);
    expect(await screen.findByText('No progress card published yet.', {}, WAIT)).toBeTruthy();
    first.unmount();

    answer = () => jsonResponse({ code: 'FORBIDDEN', message: 'Forbidden', msg: 'Forbidden' }, 403);
    renderWithProviders(
      <>
        <ChildProgressCardsPanel child={AARAV} />
        <p>Below</p>
      </>,
    );
    // Shown while loading, gone once the school's refusal arrives.
    expect(screen.getByRole('region', { name: 'Progress cards' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Progress cards' })).toBeNull(), WAIT);
    expect(screen.getByText('Below')).toBeTruthy();
  }, 60_000);
});
