import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PhotoConsentSection } from './photo-consent-section';

const CHILD_ID = 'b'.repeat(24);
const CONSENT = `POST /api/child_photo_consent/${CHILD_ID}`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const inThirtyDays = () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

const aarav = (consent: boolean, changedBy: string | null, changedAt: string | null) => ({
  _id: CHILD_ID,
  first_name: 'Aarav',
  last_name: 'Shah',
  student_profile_picture: null,
  student_class: [],
  photo_consent: consent,
  photo_consent_changed_at: changedAt,
  photo_consent_changed_by: changedBy,
});

function signInAsParent() {
  sessionStore.saveLoginResult({
    parent_user: { access_token: fakeJwt(inAnHour(), 'access'), refresh_token: fakeJwt(inThirtyDays()) },
  });
}

describe('PhotoConsentSection', () => {
  it('withdraws consent after asking, then shows who changed it', async () => {
    signInAsParent();
    let child = aarav(true, null, null);
    const { calls } = mockFetch({
      'GET /api/parent_children/': () => jsonResponse({ result: [child] }),
      [CONSENT]: () => {
        child = aarav(false, 'Priya Shah', '2026-11-24T09:30:00.000Z');
        return jsonResponse({
          result: {
            student_id: CHILD_ID,
            photo_consent: false,
            changed_at: child.photo_consent_changed_at,
            changed_by: 'Priya Shah',
          },
        });
      },
    });
    renderWithProviders(<PhotoConsentSection />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', {
      name: /^Share photos of Aarav Shah with other families/,
    });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText(/are shown only to your family and are not shared in announcements/),
    ).toBeTruthy();
    expect(screen.getByText(/Not changed yet/)).toBeTruthy();

    await user.click(toggle);
    // Nothing changes until the parent confirms.
    expect(await screen.findByRole('dialog', { name: 'Stop sharing photos?' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/child_photo_consent/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));

    await waitFor(() =>
      expect(calls.find((c) => `${c.method} ${c.path}` === CONSENT)?.body).toEqual({ photo_consent: false }),
    );
    expect(
      await screen.findByText('Photos of Aarav Shah are no longer shared with other families'),
    ).toBeTruthy();
    expect(await screen.findByText(/Last changed by Priya Shah on/)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false));
  });

  it('grants consent at once, without a question', async () => {
    signInAsParent();
    const { calls } = mockFetch({
      'GET /api/parent_children/': () =>
        jsonResponse({ result: [aarav(false, 'Office', '2026-11-20T08:00:00.000Z')] }),
      [CONSENT]: () =>
        jsonResponse({
          result: {
            student_id: CHILD_ID,
            photo_consent: true,
            changed_at: new Date().toISOString(),
            changed_by: 'Priya Shah',
          },
        }),
    });
    renderWithProviders(<PhotoConsentSection />);
    const user = userEvent.setup();
    expect(await screen.findByText(/Last changed by Office on/)).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: /^Share photos of Aarav Shah with other families/ }));

    expect(await screen.findByText('Photos of Aarav Shah may be shared with other families')).toBeTruthy();
    expect(calls.find((c) => `${c.method} ${c.path}` === CONSENT)?.body).toEqual({ photo_consent: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
