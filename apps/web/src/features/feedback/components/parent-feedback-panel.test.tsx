import type { ChildFeedbackForm } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AARAV, CLASS, CYCLE, FORM_ID, students, testAnswer, testQuestions } from '../test-feedback';
import { ParentFeedbackPanel } from './parent-feedback-panel';

const CHILD = { _id: AARAV, first_name: 'Aarav', last_name: 'Sharma', student_profile_picture: null };
const LIST = `GET /api/child_feedback_forms/${AARAV}`;
const PUT = `PUT /api/child_feedback_answer/${FORM_ID}/${AARAV}`;

function openForm(answer: ChildFeedbackForm['answer'] = null): ChildFeedbackForm {
  return {
    form: {
      _id: FORM_ID,
      class_id: CLASS,
      kind: 'parent',
      questions: testQuestions('parent'),
      sent_at: '2026-11-13T09:00:00.000Z',
    },
    class_name: 'Nursery A',
    cycle: { _id: CYCLE, name: 'Term 2', end_date: '2026-12-25' },
    answer,
  };
}

describe('ParentFeedbackPanel', () => {
  beforeAll(() => {
    // The answer boxes grow with their text (Mantine autosize), which listens for web fonts.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
  });

  it('lets the family tap faces and write a few words for their child, with the parent token', async () => {
    let answered = false;
    const saved = testAnswer('parent', {
      student: students[0]!,
      recorded_by_staff: false,
      answers: [
        { question: 'q1', choice: 'okay', text: null },
        { question: 'q3', choice: null, text: 'Dancing to film songs' },
      ],
    });
    const { calls } = mockFetch({
      [LIST]: () => jsonResponse({ result: { forms: [openForm(answered ? saved : null)] } }),
      [PUT]: () => {
        answered = true;
        return jsonResponse({ result: saved });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ParentFeedbackPanel child={CHILD} />);

    expect(await screen.findByRole('heading', { name: 'Feedback for school' })).toBeTruthy();
    expect(screen.getByText('Nursery A would love to hear from you about Term 2.')).toBeTruthy();
    expect(screen.getByText('You can change your answers until December 25.')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send to school' });
    expect(send.hasAttribute('disabled')).toBe(true);
    const feel = screen.getByRole('group', { name: 'How does your child feel about coming to school?' });
    await user.click(within(feel).getByRole('radio', { name: 'Okay' }));
    await user.click(screen.getByRole('textbox', { name: 'What does your child enjoy doing at home?' }));
    await user.paste('Dancing to film songs');
    await user.click(send);

    expect(await screen.findByText('Thank you! Your answers were sent.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.Authorization).toBe('Bearer parent-access');
    expect(put.body).toEqual({
      answers: [
        { question: 'q1', choice: 'okay' },
        { question: 'q3', text: 'Dancing to film songs' },
      ],
    });
    // Answered: the answers stay, and they can be changed.
    expect(await screen.findByRole('button', { name: 'Update my answers' })).toBeTruthy();
    expect(screen.getByText(/Answered/)).toBeTruthy();
    expect(
      (
        screen.getByRole('textbox', {
          name: 'What does your child enjoy doing at home?',
        }) as HTMLTextAreaElement
      ).value,
    ).toBe('Dancing to film songs');
  }, 20_000);

  it('shows nothing when no form is open, or when the school has feedback off', async () => {
    const { fetchMock } = mockFetch({ [LIST]: () => jsonResponse({ result: { forms: [] } }) });
    const { container } = renderWithProviders(<ParentFeedbackPanel child={CHILD} />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes(AARAV))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();

    let refused = 0;
    mockFetch({
      [LIST]: () => {
        refused += 1;
        return jsonResponse(
          { code: 'FORBIDDEN', message: 'This module is off', msg: 'This module is off' },
          403,
        );
      },
    });
    const off = renderWithProviders(<ParentFeedbackPanel child={CHILD} />);
    await waitFor(() => expect(refused).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(off.container.querySelector('section')).toBeNull();
    expect(screen.queryByText('This module is off')).toBeNull();
  });
});
