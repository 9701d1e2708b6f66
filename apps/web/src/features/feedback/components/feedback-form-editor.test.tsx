import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FORM_ID, testForm } from '../test-feedback';
import { FeedbackFormEditor } from './feedback-form-editor';

const PUT = `PUT /api/feedback_form/${FORM_ID}`;

describe('FeedbackFormEditor', () => {
  beforeAll(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('rewords, retypes, reorders, adds and removes questions of a parent form, then saves them in order', async () => {
    const { calls } = mockFetch({ [PUT]: () => jsonResponse({ result: testForm('parent') }) });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackFormEditor form={testForm('parent')} />);

    const save = screen.getByRole('button', { name: 'Save questions' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const first = screen.getByRole('textbox', { name: 'Question 1' });
    await user.clear(first);
    await user.paste('Is your child happy at school?');
    // Question 2 becomes a question answered in words.
    await user.click(within(screen.getAllByRole('listitem')[1]!).getByText('Words'));
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 5' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    // A new question needs its words before the form can be saved.
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('textbox', { name: 'Question 5' }));
    await user.paste('Who does your child play with?');
    await user.click(save);

    expect(await screen.findByText('Questions saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      questions: [
        { type: 'text', prompt: 'Does your child talk about friends from school?', emoji_set: 'faces' },
        { type: 'faces', prompt: 'Is your child happy at school?', emoji_set: 'faces' },
        { type: 'text', prompt: 'What does your child enjoy doing at home?', emoji_set: 'faces' },
        { type: 'text', prompt: 'Have you noticed something new your child can do?', emoji_set: 'faces' },
        { type: 'faces', prompt: 'Who does your child play with?', emoji_set: 'faces' },
      ],
    });
  }, 20_000);

  it('keeps an answered form to its shape: wording and pictures only', async () => {
    const { calls } = mockFetch({ [PUT]: () => jsonResponse({ result: testForm('self') }) });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackFormEditor form={testForm('self', { is_locked: true, answer_count: 3 })} />);

    expect(screen.getByText(/Answers have been given to this form/)).toBeTruthy();
    // A child's form is answered with faces only: no choice of words.
    expect(screen.queryByText('Answered with')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a question' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove question 1' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move question 2 up' }).hasAttribute('disabled')).toBe(true);

    const second = screen.getByRole('textbox', { name: 'Question 2' });
    await user.clear(second);
    await user.paste('I can put on my shoes');
    await user.click(screen.getAllByRole('combobox', { name: 'Pictures' })[1]!);
    await user.click(await screen.findByRole('option', { name: /Weather/ }));
    await user.click(screen.getByRole('button', { name: 'Save questions' }));

    expect(await screen.findByText('Questions saved')).toBeTruthy();
    const body = calls.find((c) => c.method === 'PUT')?.body as { questions: { prompt: string }[] };
    expect(body.questions[1]).toEqual({
      type: 'faces',
      prompt: 'I can put on my shoes',
      emoji_set: 'weather',
    });
    expect(body.questions).toHaveLength(5);
  }, 20_000);
});
