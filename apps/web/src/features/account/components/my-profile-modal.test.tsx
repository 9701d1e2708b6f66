import { messages } from '@cue/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { ProfilePerson } from '../profile-picture-target';
import { MyProfileModal } from './my-profile-modal';
import { testMediaFile } from '../../media/test-media';

const PARENT_ID = 'a'.repeat(24);
const CHILD_ID = 'b'.repeat(24);
const MEDIA_ID = 'c'.repeat(24);
const UPLOAD = 'POST /api/media/images';
const SET_PARENT = `POST /api/parent/${PARENT_ID}`;
const SET_CHILD = `POST /api/student_profile_picture/${CHILD_ID}`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const inThirtyDays = () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

const uploaded = testMediaFile(0, { _id: MEDIA_ID, file_name: 'me.jpg' });

const parent: ProfilePerson = {
  id: PARENT_ID,
  firstName: 'Priya',
  lastName: 'Shah',
  picture: null,
  target: { kind: 'parent', parentId: PARENT_ID },
};
const child: ProfilePerson = {
  id: CHILD_ID,
  firstName: 'Aarav',
  lastName: 'Shah',
  picture: `/api/media/${'d'.repeat(24)}/thumbnail?expires=1&signature=y`,
  target: { kind: 'child', childId: CHILD_ID },
};

function signInAsParent() {
  sessionStore.saveLoginResult({
    parent_user: { access_token: fakeJwt(inAnHour(), 'access'), refresh_token: fakeJwt(inThirtyDays()) },
  });
}

function renderModal(onChanged = vi.fn()) {
  renderWithProviders(
    <MyProfileModal
      opened
      onClose={() => {}}
      self={parent}
      childrenOfParent={[child]}
      onChanged={onChanged}
    />,
  );
  return onChanged;
}

const fileInputs = () => Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));

describe('MyProfileModal', () => {
  it("uploads the parent's own picture, sets it and says so", async () => {
    signInAsParent();
    const { calls } = mockFetch({
      [UPLOAD]: () => jsonResponse({ result: uploaded }),
      [SET_PARENT]: () => jsonResponse({ result: { parent_id: PARENT_ID, parent_profile_picture: 'x' } }),
    });
    const onChanged = renderModal();
    const user = userEvent.setup();
    const row = screen.getByRole('listitem', { name: 'Priya Shah' });
    expect(within(row).getByRole('button', { name: 'Upload a picture of Priya Shah' })).toBeTruthy();
    // Nothing to remove yet: the parent has initials only.
    expect(within(row).queryByRole('button', { name: /Remove/ })).toBeNull();

    await user.upload(fileInputs()[0]!, new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByText(messages.profilePictureUpdated)).toBeTruthy();
    const set = calls.find((call) => `${call.method} ${call.path}` === SET_PARENT);
    expect(set?.body).toEqual({ parent_profile_picture: MEDIA_ID });
    expect(calls.findIndex((c) => c.path === '/api/media/images')).toBeLessThan(calls.indexOf(set!));
    expect(onChanged).toHaveBeenCalled();
  });

  it("asks the exact question before removing a child's picture, then sends null", async () => {
    signInAsParent();
    const { calls } = mockFetch({
      [SET_CHILD]: () => jsonResponse({ result: { _id: CHILD_ID, profile_picture: null } }),
    });
    renderModal();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove the picture of Aarav Shah' }));

    expect(await screen.findByText('Are you sure you want to remove profile picture?')).toBeTruthy();
    expect(calls.filter((c) => c.path === `/api/student_profile_picture/${CHILD_ID}`)).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: 'Remove profile picture' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(calls.find((c) => `${c.method} ${c.path}` === SET_CHILD)?.body).toEqual({
        student_profile_picture: null,
      }),
    );
    expect(await screen.findByText(messages.profilePictureUpdated)).toBeTruthy();
  });

  it("shows the server's message when the upload is refused, and sets nothing", async () => {
    signInAsParent();
    const { calls } = mockFetch({
      [UPLOAD]: () => jsonResponse({ code: 'BAD_REQUEST', message: messages.imagesFailed }, 400),
    });
    const onChanged = renderModal();
    const user = userEvent.setup();
    await user.upload(fileInputs()[1]!, new File(['broken'], 'aarav.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByText(messages.imagesFailed)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/student_profile_picture/'))).toBe(false);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('leads on to the account screen (photo sharing, deleting the account)', async () => {
    signInAsParent();
    mockFetch({});
    const onOpenAccountSettings = vi.fn();
    renderWithProviders(
      <MyProfileModal
        opened
        onClose={() => {}}
        self={parent}
        childrenOfParent={[child]}
        onChanged={vi.fn()}
        onOpenAccountSettings={onOpenAccountSettings}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Account settings/ }));
    expect(onOpenAccountSettings).toHaveBeenCalledOnce();
  });

  it('refuses a file that is not an image before uploading it', async () => {
    signInAsParent();
    const { calls } = mockFetch({});
    renderModal();
    const input = fileInputs()[0]!;
    expect(input.accept).toBe('image/*');
    // A picker can be talked past its filter; the change event is what the page sees.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'form.pdf', { type: 'application/pdf' })] },
    });

    expect(await screen.findByText(messages.onlyImages)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/media/images')).toBe(false);
  });
  it("sets a staff member's own picture with the staff call, and lists no children", async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: fakeJwt(inAnHour(), 'access'), refresh_token: fakeJwt(inThirtyDays()) },
    });
    const { calls } = mockFetch({
      [UPLOAD]: () => jsonResponse({ result: uploaded }),
      'POST /api/staff_profile_picture/': () =>
        jsonResponse({ result: { _id: MEDIA_ID, profile_picture: uploaded.media_link } }),
    });
    const staff: ProfilePerson = { ...parent, firstName: 'Maya', lastName: 'Rao', target: { kind: 'staff' } };
    renderWithProviders(
      <MyProfileModal opened onClose={() => {}} self={staff} childrenOfParent={[]} onChanged={vi.fn()} />,
    );
    expect(screen.queryByText('Your children')).toBeNull();
    await userEvent.setup().upload(fileInputs()[0]!, new File(['png'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText(messages.profilePictureUpdated)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/staff_profile_picture/')?.body).toEqual({
      staff_profile_picture: MEDIA_ID,
    });
  });
});
