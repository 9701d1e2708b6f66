import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { testMediaFile, testMediaId } from '../../media/test-media';
import { ParentHomeworkPanel } from './parent-homework-panel';
import { AARAV, testHomework, testParentHomework } from './test-homework';

const CHILD = { _id: AARAV, first_name: 'Aarav', last_name: 'Sharma', student_profile_picture: null };
const HOMEWORK_ID = testHomework()._id;
const LIST = 'GET /api/parent_homeworks/';
const SUBMISSION = `/api/parent_homeworks/${HOMEWORK_ID}/submission`;
const page = (homeworks: ReturnType<typeof testParentHomework>[]) =>
  jsonResponse({ result: { homeworks, page: 1, page_size: 20, total: homeworks.length } });

describe('ParentHomeworkPanel', () => {
  beforeAll(() => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
  });

  it('marks homework done with a photo of the work, uploaded with the parent token', async () => {
    let done = false;
    const { calls } = mockFetch({
      [LIST]: () =>
        page([
          testParentHomework(
            done
              ? {
                  submission: {
                    submitted_at: '2026-11-20T12:00:00.000Z',
                    submitted_by: {
                      _id: '65a0000000000000000000f3',
                      first_name: 'Rahul',
                      last_name: 'Sharma',
                    },
                    submission_media: [testMediaFile(7)],
                  },
                }
              : {},
          ),
        ]),
      'POST /api/media/images': () => jsonResponse({ result: testMediaFile(7) }),
      [`POST ${SUBMISSION}`]: () => {
        done = true;
        return jsonResponse({ result: true });
      },
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ParentHomeworkPanel child={CHILD} />);
    expect(await screen.findByText('Leaf rubbing')).toBeTruthy();
    expect(screen.getByText('Find three leaves and rub them with a crayon.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'leaves.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Photo: leaves.jpg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark as done' }));

    expect(await screen.findByText('Marked as done')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of the work' })).toBeTruthy();
    const upload = calls.find((c) => c.path === '/api/media/images')!;
    expect(upload.headers.Authorization).toBe('Bearer parent-access');
    expect(calls.find((c) => c.path === SUBMISSION)?.body).toEqual({
      student_id: AARAV,
      submission_media: [testMediaId(7)],
    });
  });

  it('undoes a submission for the child', async () => {
    const { calls } = mockFetch({
      [LIST]: () =>
        page([
          testParentHomework({
            submission: {
              submitted_at: '2026-11-20T12:00:00.000Z',
              submitted_by: { _id: '65a0000000000000000000f3', first_name: 'Rahul', last_name: 'Sharma' },
              submission_media: [],
            },
          }),
        ]),
      [`DELETE ${SUBMISSION}`]: () => jsonResponse({ result: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ParentHomeworkPanel child={CHILD} />);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Marked as not done')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === SUBMISSION)).toBe(true);
  });

  it("adds a photo to a done submission, keeping the photos already there (the other parent's too)", async () => {
    const submittedByOther = {
      submitted_at: '2026-11-20T12:00:00.000Z',
      submitted_by: { _id: '65a0000000000000000000f4', first_name: 'Meera', last_name: 'Sharma' },
      submission_media: [testMediaFile(3)],
    };
    const { calls } = mockFetch({
      [LIST]: () => page([testParentHomework({ submission: submittedByOther })]),
      'POST /api/media/images': () => jsonResponse({ result: testMediaFile(8) }),
      [`POST ${SUBMISSION}`]: () => jsonResponse({ result: true }),
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ParentHomeworkPanel child={CHILD} />);
    expect(await screen.findByRole('img', { name: 'Photo of the work' })).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File([new Uint8Array([255, 216, 255])], 'tower.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Marked as done')).toBeTruthy();
    expect(calls.find((c) => c.path === SUBMISSION)?.body).toEqual({
      student_id: AARAV,
      submission_media: [testMediaId(3), testMediaId(8)],
    });
  });

  it('asks before an undo takes photos of the work with it', async () => {
    const { calls } = mockFetch({
      [LIST]: () =>
        page([
          testParentHomework({
            submission: {
              submitted_at: '2026-11-20T12:00:00.000Z',
              submitted_by: { _id: '65a0000000000000000000f4', first_name: 'Meera', last_name: 'Sharma' },
              submission_media: [testMediaFile(3)],
            },
          }),
        ]),
      [`DELETE ${SUBMISSION}`]: () => jsonResponse({ result: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ParentHomeworkPanel child={CHILD} />);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(screen.getByText(/Undo also removes the photos of the work \(1\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep it done' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo and remove photos' }));
    expect(await screen.findByText('Marked as not done')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === SUBMISSION)).toBe(true);
  });

  it('says when there is no homework', async () => {
    mockFetch({ [LIST]: () => page([]) });
    renderWithProviders(<ParentHomeworkPanel child={CHILD} />);
    expect(await screen.findByText('No homework for now.')).toBeTruthy();
  });
});
