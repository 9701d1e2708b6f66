import type { SchoolClass } from '@cue/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/language';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sampleClass } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SELECTED_CLASS_STORAGE_KEY } from '../hooks/use-selected-class';
import { ClassSwitcher } from './class-switcher';

const schoolClass = (n: number, class_name: string): SchoolClass => ({
  ...sampleClass,
  _id: `65a0000000000000000000${String(50 + n)}`,
  class_name,
});

// 'Butterflies and Caterpillars Room' is 33 characters: shown as its first 25 and an ellipsis.
const butterflies = sampleClass;
const playgroup = schoolClass(1, 'Playgroup B');
const nursery = schoolClass(2, 'Nursery A');
const sunflowers = schoolClass(3, 'Sunflowers Kindergarten Group Two');

function renderSwitcher(classes: SchoolClass[]) {
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  });
  mockFetch({ 'GET /api/staff_classes/': () => jsonResponse({ result: classes }) });
  renderWithProviders(<ClassSwitcher />);
}

const switcher = () => screen.findByRole('button', { name: /^Switch class: / });

/** What the switcher shows (its name, 'Switch class: …', is hidden text for screen readers). */
function shown(button: HTMLElement): string | null {
  const copy = button.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.mantine-VisuallyHidden-root').forEach((hidden) => hidden.remove());
  return copy.textContent;
}

afterEach(() => changeLanguage('en'));

describe('class switcher', () => {
  it('shows one class as its name, cut at 25 characters with an ellipsis', async () => {
    renderSwitcher([butterflies]);
    const button = await switcher();
    expect(shown(button)).toBe('Butterflies and Caterpill…▾');
    // The full name stays in the accessible name.
    expect(screen.getByRole('button', { name: 'Switch class: Butterflies and Caterpillars Room' })).toBe(
      button,
    );
  });

  it('shows two classes as both names, the selected one first', async () => {
    localStorage.setItem(SELECTED_CLASS_STORAGE_KEY, playgroup._id);
    renderSwitcher([butterflies, playgroup]);
    expect(shown(await switcher())).toBe('Playgroup BButterflies and Caterpill…▾');
  });

  it("collapses several classes to 2 names then '+ N more', and lists them all when open", async () => {
    const user = userEvent.setup();
    renderSwitcher([butterflies, playgroup, nursery, sunflowers]);
    const button = await switcher();
    expect(shown(button)).toBe('Butterflies and Caterpill…Playgroup B+ 2 more▾');

    await user.click(button);
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Butterflies and Caterpill…',
      'Playgroup B',
      'Nursery A',
      'Sunflowers Kindergarten G…',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Butterflies and Caterpill…' }).getAttribute('title')).toBe(
      'Butterflies and Caterpillars Room',
    );
    expect(screen.getByRole('menuitem', { name: 'Nursery A' }).getAttribute('title')).toBeNull();

    // Choosing another class puts it first; the others follow in the server's order.
    await user.click(screen.getByRole('menuitem', { name: 'Nursery A' }));
    expect(shown(await screen.findByRole('button', { name: 'Switch class: Nursery A' }))).toBe(
      'Nursery AButterflies and Caterpill…+ 2 more▾',
    );
    expect(localStorage.getItem(SELECTED_CLASS_STORAGE_KEY)).toBe(nursery._id);
  });

  it("says '+ N more' in Arabic and Hebrew", async () => {
    await changeLanguage('ar');
    renderSwitcher([butterflies, playgroup, nursery, sunflowers]);
    expect((await screen.findByRole('button', { name: /Butterflies/ })).textContent).toContain('+ 2 أخرى');

    await changeLanguage('he');
    expect(screen.getByRole('button', { name: /Butterflies/ }).textContent).toContain('+ עוד 2');
  });

  it("says 'No classes found' when the teacher has no class", async () => {
    renderSwitcher([]);
    expect(await screen.findByText('No classes found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Switch class/ })).toBeNull();
  });
});
