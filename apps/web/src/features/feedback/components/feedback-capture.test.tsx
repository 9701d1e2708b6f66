import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AARAV, DIYA, FORM_ID, KABIR, students, testAnswer, testAnswers } from '../test-feedback';
import { FeedbackCapture } from './feedback-capture';

const POST = `POST /api/feedback_answers/${FORM_ID}`;

describe('FeedbackCapture', () => {
  beforeAll(() => {
    // user-event walks a radio group with the arrow keys through CSS.escape, which jsdom lacks.
    globalThis.CSS ??= {} as typeof CSS;
    CSS.escape ??= (value: string) => value.replace(/([^\w-])/g, '\\$1');
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it("captures a child's faces about a friend: big named choices, keyboard too, then starts afresh", async () => {
    const { calls } = mockFetch({ [POST]: () => jsonResponse({ result: testAnswer('peer') }) });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackCapture data={testAnswers('peer')} />);

    // No faces until both children are chosen; the friend cannot be the child giving it.
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Child giving feedback' }));
    await user.click(await screen.findByRole('option', { name: 'Diya Menon' }));
    await user.click(screen.getByRole('combobox', { name: 'About which friend?' }));
    expect(screen.queryByRole('option', { name: 'Diya Menon' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Aarav Sharma' }));

    const first = screen.getByRole('group', { name: 'My friend shares toys' });
    expect(
      within(first)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['happy', 'okay', 'not_yet']);
    await user.click(within(first).getByRole('radio', { name: 'Happy' }));
    // The keyboard: from Happy, the arrow key moves to Okay.
    await user.keyboard('{ArrowRight}');
    expect((within(first).getByRole('radio', { name: 'Okay' }) as HTMLInputElement).checked).toBe(true);
    const third = screen.getByRole('group', { name: 'My friend is kind to me' });
    await user.click(within(third).getByRole('radio', { name: 'Not yet' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved for Diya Menon')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      student_id: DIYA,
      about_student_id: AARAV,
      answers: [
        { question: 'q1', choice: 'okay' },
        { question: 'q3', choice: 'not_yet' },
      ],
    });
    expect(calls.find((c) => c.method === 'POST')?.headers.Authorization).toBe('Bearer staff-access');
    // Ready for the next child.
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  }, 20_000);

  it("shows a child's earlier self-assessment to change, and saves it again", async () => {
    const earlier = testAnswer('self', {
      student: students[2]!,
      answers: [
        { question: 'q1', choice: 'happy', text: null },
        { question: 'q2', choice: 'not_yet', text: null },
      ],
    });
    const { calls } = mockFetch({ [POST]: () => jsonResponse({ result: earlier }) });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackCapture data={testAnswers('self', [earlier])} />);

    expect(screen.queryByRole('combobox', { name: 'About which friend?' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Child' }));
    await user.click(await screen.findByRole('option', { name: 'Kabir Iyer' }));
    const shoes = screen.getByRole('group', { name: 'I can put on my shoes by myself' });
    expect((within(shoes).getByRole('radio', { name: 'Not yet' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(shoes).getByRole('radio', { name: 'Okay' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved for Kabir Iyer')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      student_id: KABIR,
      about_student_id: null,
      answers: [
        { question: 'q1', choice: 'happy' },
        { question: 'q2', choice: 'okay' },
      ],
    });
  }, 20_000);
});
