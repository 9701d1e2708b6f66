import type { Child } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { parentChildren, parentProfile } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChildOverview } from './child-overview';

const PARENT_CHILDREN = 'GET /api/parent_children/';
// Tokens without an expiry claim: the client leaves them to the server, so no renewal happens here.
const staffPair = { access_token: 'staff-access', refresh_token: 'staff-refresh' };
const parentPair = { access_token: 'parent-access', refresh_token: 'parent-refresh' };

const kabir = { ...parentProfile, current_child: '65a000000000000000000031' };
const ira = { ...parentProfile, current_child: '65a000000000000000000032' };

function classList(name: string) {
  return screen.findByRole('list', { name: `Classes of ${name}` });
}

describe('ChildOverview', () => {
  it("shows the selected child's initials, name, class and school, asked with the parent token", async () => {
    // A dual-role user acting as staff: the call must still carry the parent token.
    sessionStore.saveLoginResult({ staff_user: staffPair, parent_user: parentPair });
    const { calls } = mockFetch({ [PARENT_CHILDREN]: () => jsonResponse({ result: parentChildren }) });
    renderWithProviders(<ChildOverview parent={kabir} />);

    expect(screen.getByRole('heading', { name: 'Kabir Shah' })).toBeTruthy();
    expect(screen.getByText('KS')).toBeTruthy();
    const list = await classList('Kabir Shah');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Nursery ASunrise Early Years']);
    expect(screen.queryByText('Music Club')).toBeNull();

    const childrenCall = calls.find((call) => call.path === '/api/parent_children/');
    expect(childrenCall?.headers.Authorization).toBe('Bearer parent-access');
  });

  it('lists every class of the child, long names cut at 25 characters with the full name kept', async () => {
    sessionStore.saveLoginResult({ parent_user: parentPair });
    mockFetch({ [PARENT_CHILDREN]: () => jsonResponse({ result: parentChildren }) });
    renderWithProviders(<ChildOverview parent={ira} />);

    const list = await classList('Ira Shah');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const cut = within(items[0]!).getByText('Butterflies and Caterpill…');
    expect(cut.getAttribute('title')).toBe('Butterflies and Caterpillars Room');
    expect(within(items[1]!).getByText('Music Club').getAttribute('title')).toBeNull();
    expect(within(items[1]!).getByText('Sunrise Early Years')).toBeTruthy();
  });

  it('shows the photo when the child has one', async () => {
    sessionStore.saveLoginResult({ parent_user: parentPair });
    mockFetch({ [PARENT_CHILDREN]: () => jsonResponse({ result: parentChildren }) });
    const withPhoto = {
      ...kabir,
      child_list: kabir.child_list.map((child) => ({
        ...child,
        student_profile_picture: 'https://media.test/kabir.jpg',
      })),
    };
    const { container } = renderWithProviders(<ChildOverview parent={withPhoto} />);

    await classList('Kabir Shah');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://media.test/kabir.jpg');
  });

  it('shows a skeleton while the classes load', async () => {
    sessionStore.saveLoginResult({ parent_user: parentPair });
    let answer: ((response: Response) => void) | undefined;
    mockFetch({ [PARENT_CHILDREN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<ChildOverview parent={kabir} />);

    const loading = screen.getByLabelText('Loading the class of Kabir Shah');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Kabir Shah' })).toBeTruthy();

    await waitFor(() => expect(answer).toBeDefined());
    answer?.(jsonResponse({ result: parentChildren }));
    await classList('Kabir Shah');
    expect(screen.queryByLabelText('Loading the class of Kabir Shah')).toBeNull();
  });

  it('says what failed and loads the classes again on Try again', async () => {
    sessionStore.saveLoginResult({ parent_user: parentPair });
    let attempts = 0;
    mockFetch({
      [PARENT_CHILDREN]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ code: 'FORBIDDEN', message: 'Not allowed', msg: 'Not allowed' }, 403)
          : jsonResponse({ result: parentChildren });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChildOverview parent={kabir} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the class of Kabir Shah')).toBeTruthy();
    expect(within(alert).getByText('Not allowed')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await classList('Kabir Shah')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
  });

  it('says so when the child is in no class', async () => {
    sessionStore.saveLoginResult({ parent_user: parentPair });
    const unplaced: Child[] = parentChildren.map((child) => ({ ...child, student_class: [] }));
    mockFetch({ [PARENT_CHILDREN]: () => jsonResponse({ result: unplaced }) });
    renderWithProviders(<ChildOverview parent={kabir} />);

    expect(await screen.findByText('Kabir Shah is not in a class yet')).toBeTruthy();
  });
});
