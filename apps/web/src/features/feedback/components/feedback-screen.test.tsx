import type { AssessmentCycle, FeedbackForm } from '@cue/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CLASS, CYCLE, FORM_ID, students, testAnswer, testAnswers, testForm } from '../test-feedback';
import { FeedbackScreen } from './feedback-screen';

const cycle = (overrides: Partial<AssessmentCycle>): AssessmentCycle => ({
  _id: CYCLE,
  class_id: CLASS,
  name: 'Term 2',
  start_date: '2026-09-11',
  end_date: '2026-12-25',
  scheme: 'parakh_fs',
  scheme_name: 'PARAKH',
  phase: 'current',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

describe('FeedbackScreen', () => {
  beforeAll(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('opens on the running cycle, starts the parent form from the suggested questions, sends it, shows who answered', async () => {
    let form: FeedbackForm | null = null;
    const { calls } = mockFetch({
      [`GET /api/assessment_cycles/${CLASS}`]: () =>
        jsonResponse({
          result: {
            cycles: [cycle({ _id: '65a0000000000000000000c0', name: 'Term 1', phase: 'past' }), cycle({})],
          },
        }),
      [`GET /api/feedback_forms/${CYCLE}`]: () => jsonResponse({ result: { forms: form ? [form] : [] } }),
      [`POST /api/feedback_forms/${CYCLE}`]: () => {
        form = testForm('parent');
        return jsonResponse({ result: form });
      },
      [`POST /api/feedback_form/${FORM_ID}/send`]: () => {
        form = testForm('parent', {
          sent_at: '2026-11-20T09:00:00.000Z',
          last_sent_at: '2026-11-20T09:00:00.000Z',
        });
        return jsonResponse({ result: form });
      },
      [`GET /api/feedback_answers/${FORM_ID}`]: () =>
        jsonResponse({
          result: testAnswers('parent', [
            testAnswer('parent', {
              student: students[2]!,
              recorded_by_staff: false,
              answered_by: { _id: '65a0000000000000000000b2', first_name: 'Meera', last_name: 'Iyer' },
            }),
          ]),
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackScreen classId={CLASS} kind="parent" />);

    expect(
      ((await screen.findByRole('combobox', { name: 'Assessment cycle' })) as HTMLInputElement).value,
    ).toBe('Term 2 (now)');
    expect(await screen.findByText('There is no form for Term 2 yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start with suggested questions' }));
    expect(await screen.findByText('Not sent to families yet')).toBeTruthy();
    const created = calls.find((c) => c.method === 'POST' && c.path.endsWith(`${CYCLE}`))!;
    expect(created.body).toMatchObject({
      kind: 'parent',
      questions: [
        { type: 'faces', prompt: 'How does your child feel about coming to school?', emoji_set: 'faces' },
        { type: 'faces', prompt: 'Does your child talk about friends from school?', emoji_set: 'faces' },
        { type: 'text', prompt: 'What does your child enjoy doing at home?', emoji_set: 'faces' },
        { type: 'text', prompt: 'Have you noticed something new your child can do?', emoji_set: 'faces' },
        { type: 'text', prompt: 'Anything you would like us to work on together?', emoji_set: 'faces' },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Send to families' }));
    expect(await screen.findByText('Sent to families on November 20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a reminder' })).toBeTruthy();
    // Who has answered, and who not yet.
    expect(await screen.findByRole('listitem', { name: 'Kabir Iyer' })).toBeTruthy();
    expect(screen.getByText('By Meera Iyer')).toBeTruthy();
    expect(screen.getByText('Not answered yet (2 children)')).toBeTruthy();
  }, 20_000);
});
