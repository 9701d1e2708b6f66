import type { HpcCardFeedback } from '@cue/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CardFeedback } from './card-feedback';

const question = (key: string, prompt: string, type: 'faces' | 'text' = 'faces') => ({
  key,
  type,
  prompt,
  emoji_set: type === 'faces' ? ('faces' as const) : null,
});

const feedback: HpcCardFeedback = {
  parent: {
    questions: [
      question('q1', 'How does your child feel about coming to school?'),
      question('q2', 'What does your child enjoy doing at home?', 'text'),
    ],
    answers: [
      { question: 'q1', choice: 'happy', text: null },
      { question: 'q2', choice: null, text: 'Building towers with his sister' },
    ],
    answered_at: '2026-11-20T10:00:00.000Z',
  },
  self: {
    questions: [question('q1', 'I like coming to school')],
    answers: [],
    answered_at: null,
  },
  peer: {
    questions: [question('q1', 'My friend shares toys'), question('q2', 'My friend takes turns')],
    friends: 3,
    faces: [
      { question: 'q1', happy: 2, okay: 1, not_yet: 0 },
      { question: 'q2', happy: 0, okay: 0, not_yet: 3 },
    ],
  },
};

const part = (name: string) => screen.getByRole('heading', { name }).parentElement!;

describe("the progress card's feedback", () => {
  it("shows the family's answers, what is still to come, and friends' faces counted", () => {
    renderWithProviders(<CardFeedback feedback={feedback} />);
    const family = part('What the family says');
    expect(within(family).getByText('😀 Happy')).toBeTruthy();
    expect(within(family).getByText('Building towers with his sister')).toBeTruthy();
    expect(within(part('What the child says')).getByText('Not answered yet.')).toBeTruthy();
    const friends = part('What friends say');
    expect(within(friends).getByText('From 3 friends')).toBeTruthy();
    expect(within(friends).getByText('😀 Happy: 2 · 🙂 Okay: 1')).toBeTruthy();
    expect(within(friends).getByText('😕 Not yet: 3')).toBeTruthy();
  });

  it('leaves out a form the term does not have, and says when it has none', () => {
    const { unmount } = renderWithProviders(
      <CardFeedback feedback={{ ...feedback, self: null, peer: null }} />,
    );
    expect(screen.getByRole('heading', { name: 'What the family says' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What friends say' })).toBeNull();
    unmount();
    renderWithProviders(<CardFeedback feedback={{ parent: null, self: null, peer: null }} />);
    expect(screen.getByText('No feedback forms for this term yet.')).toBeTruthy();
  });
});
