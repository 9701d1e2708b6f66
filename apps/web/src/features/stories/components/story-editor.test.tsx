import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AARAV_ID, DIYA_ID, STORY_ID, TEST_CLASS_ID, testStory } from '../test-stories';
import { StoryEditor } from './story-editor';

const school = { _id: '65a0000000000000000000e1', name: 'Sunbeam Nursery' };
const child = (_id: string, first_name: string, last_name: string) => ({
  _id,
  first_name,
  last_name,
  student_profile_picture: null,
  student_class: [{ class_id: TEST_CLASS_ID, class_name: 'Nursery A', school_details: school }],
});
const shared = {
  [`GET /api/student/${TEST_CLASS_ID}`]: () =>
    jsonResponse({ result: [child(AARAV_ID, 'Aarav', 'Sharma'), child(DIYA_ID, 'Diya', 'Menon')] }),
  'GET /api/story_tags/': () => jsonResponse({ result: { sets: [] } }),
};
const CONFLICT = 'This story was changed elsewhere. Reload to see the latest.';
const CONSENT = 'Photo consent is withheld for Diya Menon: take them out of this story or remove its photos';
/** Autosave waits 1.5 s after the last change. */
const AUTOSAVE_WAIT = { timeout: 4000 };

describe('story editor', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('creates a draft once it has a title and children, autosaves with the version it read, and shows a 409 with Reload', async () => {
    const puts: RecordedCall[] = [];
    const { calls } = mockFetch({
      ...shared,
      [`POST /api/stories/${TEST_CLASS_ID}`]: () => jsonResponse({ result: testStory({ version: 1 }) }),
      [`PUT /api/story/${STORY_ID}`]: (call) => {
        puts.push(call);
        return puts.length === 1
          ? jsonResponse({ result: testStory({ version: 2, title: 'Block tower, day two' }) })
          : jsonResponse({ code: 'CONFLICT', message: CONFLICT }, 409);
      },
    });
    const created: string[] = [];
    renderWithProviders(
      <StoryEditor
        classId={TEST_CLASS_ID}
        story={null}
        onCreated={(story) => created.push(story._id)}
        onDone={() => {}}
      />,
    );

    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: 'Block tower' },
    });
    expect(
      await screen.findByText('Not saved yet: choose the children, or the whole class.', {}, AUTOSAVE_WAIT),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/stories/'))).toBe(false);
    // The words wait in this tab meanwhile.
    expect(window.sessionStorage.getItem(`cue.storyDraft.new.${TEST_CLASS_ID}`)).toContain('Block tower');

    await userEvent.click(screen.getByRole('switch', { name: 'Whole class' }));
    await waitFor(() => expect(created).toEqual([STORY_ID]), AUTOSAVE_WAIT);
    const post = calls.find(
      (call) => call.method === 'POST' && call.path === `/api/stories/${TEST_CLASS_ID}`,
    );
    expect(post?.body).toMatchObject({
      status: 'draft',
      story: { title: 'Block tower', whole_class: true, student_ids: [], tag_ids: [], media_ids: [] },
    });
    expect(await screen.findByText(/^Saved at \d\d:\d\d$/)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Block tower, day two' },
    });
    await waitFor(() => expect(puts).toHaveLength(1), AUTOSAVE_WAIT);
    expect(puts[0]!.body).toMatchObject({
      version: 1,
      story: { title: 'Block tower, day two', whole_class: true },
    });

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Block tower, day three' },
    });
    await waitFor(() => expect(puts).toHaveLength(2), AUTOSAVE_WAIT);
    expect(puts[1]!.body).toMatchObject({ version: 2, story: { title: 'Block tower, day three' } });
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // Nothing typed is lost: the unsaved words stay in the editor and in this tab's storage.
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Block tower, day three',
    );
    expect(window.sessionStorage.getItem(`cue.storyDraft.${STORY_ID}`)).toContain('Block tower, day three');
  }, 15_000);

  it('starts a story about the child it was started for: a title alone creates the draft about them', async () => {
    const { calls } = mockFetch({
      ...shared,
      [`POST /api/stories/${TEST_CLASS_ID}`]: () => jsonResponse({ result: testStory({ version: 1 }) }),
    });
    const created: string[] = [];
    renderWithProviders(
      <StoryEditor
        classId={TEST_CLASS_ID}
        story={null}
        studentIds={[DIYA_ID]}
        onCreated={(story) => created.push(story._id)}
        onDone={() => {}}
      />,
    );

    // Diya is already chosen in the Children field.
    expect(await screen.findByText('Diya Menon', { selector: '.mantine-Pill-label' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Puddle jumping' } });
    await waitFor(() => expect(created).toEqual([STORY_ID]), AUTOSAVE_WAIT);
    const post = calls.find(
      (call) => call.method === 'POST' && call.path === `/api/stories/${TEST_CLASS_ID}`,
    );
    expect(post?.body).toMatchObject({
      story: { title: 'Puddle jumping', whole_class: false, student_ids: [DIYA_ID] },
    });
  }, 15_000);

  it("shows the server's photo consent refusal when publishing, and the story stays a draft", async () => {
    const statuses: RecordedCall[] = [];
    mockFetch({
      ...shared,
      [`POST /api/story/${STORY_ID}/status`]: (call) => {
        statuses.push(call);
        return jsonResponse({ code: 'BAD_REQUEST', message: CONSENT }, 400);
      },
    });
    let done = false;
    renderWithProviders(
      <StoryEditor
        classId={TEST_CLASS_ID}
        story={testStory({ whole_class: true, students: [], title: 'Seed planting' })}
        onCreated={() => {}}
        onDone={() => {
          done = true;
        }}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CONSENT);
    expect(statuses[0]!.body).toEqual({ status: 'published' });
    expect(done).toBe(false);
    expect(screen.getByText('Draft')).toBeTruthy();
  });
});
