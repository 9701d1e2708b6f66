import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, languageStorageKey } from '../../lib/language';
import { sessionStore } from '../../lib/session-store';
import { mockFetch } from '../../test/fetch-mock';
import { adminPermissions, memberPermissions, permissionRoutes } from '../../test/permission-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { LanguagePickerSlot } from './shell-slots';

const staffPair = { access_token: 'staff-access', refresh_token: 'staff-refresh' };

afterEach(() => changeLanguage('en'));

describe('language picker', () => {
  it('lets a staff user with access_new_modules switch to Hebrew: right to left, remembered', async () => {
    const user = userEvent.setup();
    sessionStore.saveLoginResult({ staff_user: staffPair });
    mockFetch(permissionRoutes(adminPermissions({ superAdmin: true })));
    renderWithProviders(<LanguagePickerSlot />);

    await user.click(await screen.findByRole('button', { name: 'Language' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['English', 'العربية', 'עברית']);

    await user.click(screen.getByRole('menuitem', { name: 'עברית' }));
    // The button's own name follows the language, once the Hebrew catalog is downloaded.
    expect(await screen.findByRole('button', { name: 'שפה' })).toBeTruthy();
    expect(localStorage.getItem(languageStorageKey)).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('he');
  });

  it('is hidden from staff without access_new_modules', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    const { calls } = mockFetch(permissionRoutes(memberPermissions()));
    renderWithProviders(<LanguagePickerSlot />);

    await waitFor(() => expect(calls.some((call) => call.path === '/api/user_permissions/')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull();
  });

  it('is never shown to parents, and asks nothing about staff permissions', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'p', refresh_token: 'pr' } });
    const { calls } = mockFetch({});
    renderWithProviders(<LanguagePickerSlot />);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull();
    expect(calls.filter((call) => call.path !== '/api/fetch_app_maintenance/web')).toEqual([]);
  });
});
