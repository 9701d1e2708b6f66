import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-with-providers';
import { testFramework, testLibrary, testUnit } from '../test-units';
import { UnitLibrary } from './unit-library';

const FRAMEWORK = 'GET /api/curriculum_frameworks/ncf_fs_2022';
const water = testUnit(1, { title: 'Splash! Playing with Water' });
const copy = testUnit(2, {
  title: 'Splash! Playing with Water',
  library: 'organization',
  forked_from: { _id: water._id, title: water.title },
  can_edit: true,
});

const libraryQueries = (fetchMock: ReturnType<typeof mockFetch>['fetchMock'], library: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/units/${library}`)
    .map((url) => Object.fromEntries(url.searchParams));

const routes = [
  { path: '/planning/unit-library/global', element: <UnitLibrary library="global" /> },
  { path: '/planning/unit-library/organization', element: <UnitLibrary library="organization" /> },
];

describe('unit library', () => {
  // The editor's text areas grow with their text (Mantine autosize), which listens for web fonts; jsdom has none.
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });
  beforeEach(() => {
    sessionStore.saveLoginResult({ staff_user: { access_token: 'staff-access', refresh_token: 'r' } });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows cards and sends the search and the filters', async () => {
    const { fetchMock } = mockFetch({
      [FRAMEWORK]: () => jsonResponse({ result: testFramework }),
      'GET /api/units/global': () => jsonResponse(testLibrary([water], ['Water', 'Shapes Around Us'])),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/planning/unit-library/global');
    const card = await screen.findByRole('article', { name: water.title });
    expect(within(card).getByText('2 weeks')).toBeTruthy();
    expect(within(card).getByText('2 activities')).toBeTruthy();
    expect(within(card).getByText('C-7.2')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'splash');
    await waitFor(() => expect(libraryQueries(fetchMock, 'global').at(-1)).toEqual({ q: 'splash' }));
    await user.click(screen.getByRole('combobox', { name: 'Domain' }));
    await user.click(await screen.findByRole('option', { name: 'Cognitive Development' }));
    await waitFor(() =>
      expect(libraryQueries(fetchMock, 'global').at(-1)).toEqual({ q: 'splash', domain: 'NCF-COG' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Theme' }));
    await user.click(await screen.findByRole('option', { name: 'Shapes Around Us' }));
    await waitFor(() =>
      expect(libraryQueries(fetchMock, 'global').at(-1)).toEqual({
        q: 'splash',
        domain: 'NCF-COG',
        theme: 'Shapes Around Us',
      }),
    );
  }, 20_000);

  it('opens a global unit, copies it to the organization library and opens the copy in the editor', async () => {
    const { calls } = mockFetch({
      [FRAMEWORK]: () => jsonResponse({ result: testFramework }),
      'GET /api/units/global': () => jsonResponse(testLibrary([water])),
      'GET /api/units/organization': () => jsonResponse(testLibrary([copy])),
      [`GET /api/unit/${water._id}`]: () => jsonResponse({ result: water }),
      [`GET /api/unit/${copy._id}`]: () => jsonResponse({ result: copy }),
      [`POST /api/unit/${water._id}/fork`]: () => jsonResponse({ result: copy }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/planning/unit-library/global');
    await user.click(await screen.findByRole('button', { name: water.title }));
    expect(await screen.findByText('Pouring station')).toBeTruthy();
    expect(screen.getByText('Sensory · 20 min · Small group · Child-initiated · Indoor')).toBeTruthy();
    expect(screen.getByText('Bath time pouring')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy to my library' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/planning/unit-library/organization'));
    expect(router.state.location.search).toBe(`?edit=${copy._id}`);
    // The editor is a heavy first render in jsdom.
    const editor = await screen.findByRole('dialog', { name: 'Edit unit' }, { timeout: 8000 });
    expect(await within(editor).findByDisplayValue('Pouring station', {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  }, 20_000);

  it('refuses a 0-minute activity on its field before sending, and shows the server’s 400 on its field', async () => {
    const { calls } = mockFetch({
      [FRAMEWORK]: () => jsonResponse({ result: testFramework }),
      'GET /api/units/organization': () => jsonResponse(testLibrary([copy])),
      [`GET /api/unit/${copy._id}`]: () => jsonResponse({ result: copy }),
      [`PUT /api/unit/${copy._id}`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'theme: is not allowed',
            msg: 'x',
            field: 'theme',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `/planning/unit-library/organization?edit=${copy._id}`);
    const minutes = await screen.findAllByRole('textbox', { name: 'Minutes' }, { timeout: 8000 });
    await user.clear(minutes[0]!);
    await user.type(minutes[0]!, '0');
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    expect(await screen.findByText('must be at least 1 minute')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(minutes[0]!);
    await user.type(minutes[0]!, '25');
    // Keyboard reorder: the second activity moves up.
    await user.click(screen.getByRole('button', { name: 'Move Painting with water up' }));
    await user.click(screen.getByRole('button', { name: 'Save unit' }));
    expect(await screen.findByText('is not allowed')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!.body as {
      activities: { title: string; minutes: number }[];
    };
    expect(put.activities.map((a) => [a.title, a.minutes])).toEqual([
      ['Painting with water', 15],
      ['Pouring station', 25],
    ]);
  }, 30_000);
});
