import type { ChatMessage } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerText,
  clampPosition,
  defaultPosition,
  messageToSend,
  missingContext,
  widgetSize,
} from './widget-rules';

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 667 };

describe('widget size and place', () => {
  it('is 420 × 560, smaller on a phone so it fits with a margin', () => {
    expect(widgetSize(desktop)).toEqual({ width: 420, height: 560 });
    expect(widgetSize(phone)).toEqual({ width: 359, height: 560 });
    expect(widgetSize({ width: 320, height: 480 })).toEqual({ width: 304, height: 464 });
  });

  it('opens at the bottom-left, mirrored to the bottom-right in a right-to-left language', () => {
    const size = widgetSize(desktop);
    expect(defaultPosition(size, desktop, 'ltr')).toEqual({ x: 8, y: 800 - 560 - 8 });
    expect(defaultPosition(size, desktop, 'rtl')).toEqual({ x: 1280 - 420 - 8, y: 800 - 560 - 8 });
    expect(defaultPosition(widgetSize(phone), phone, 'ltr')).toEqual({ x: 8, y: 667 - 560 - 8 });
  });

  it('keeps the whole widget on screen while dragged', () => {
    const size = widgetSize(desktop);
    expect(clampPosition({ x: 300, y: 100 }, size, desktop)).toEqual({ x: 300, y: 100 });
    expect(clampPosition({ x: -200, y: -50 }, size, desktop)).toEqual({ x: 8, y: 8 });
    expect(clampPosition({ x: 5000, y: 5000 }, size, desktop)).toEqual({
      x: 1280 - 420 - 8,
      y: 800 - 560 - 8,
    });
    expect(clampPosition({ x: 10.6, y: 20.2 }, size, desktop)).toEqual({ x: 11, y: 20 });
    // A window smaller than the widget: its top-left corner stays in view.
    expect(clampPosition({ x: 50, y: 50 }, { width: 420, height: 560 }, { width: 300, height: 400 })).toEqual(
      {
        x: 8,
        y: 8,
      },
    );
  });
});

describe('widget send rules', () => {
  it('sends trimmed, non-empty messages, none while a request is pending', () => {
    expect(messageToSend('  What can you do?  ', false)).toBe('What can you do?');
    expect(messageToSend('   \n ', false)).toBeNull();
    expect(messageToSend('', false)).toBeNull();
    expect(messageToSend('What can you do?', true)).toBeNull();
  });

  it('lists the missing context by name: token, classId, userId', () => {
    expect(missingContext({ token: 't', classId: 'c', userId: 'u' })).toEqual([]);
    expect(missingContext({ token: null, classId: null, userId: null })).toEqual([
      'token',
      'classId',
      'userId',
    ]);
    expect(missingContext({ token: 't', classId: null, userId: 'u' })).toEqual(['classId']);
  });

  it("reads an answer's text, text items and tool calls", () => {
    const base: ChatMessage = {
      id: 'm1',
      role: 'assistant',
      content: '',
      tool_calls: [],
      additional_kwargs: { agent: 'supervisor', mode: 'fast' },
    };
    const describe = (name: string) => `Proposed: ${name}`;
    expect(answerText({ ...base, content: ' Hello ' }, describe)).toBe('Hello');
    expect(
      answerText(
        {
          ...base,
          content: [
            { text: 'One', annotations: [] },
            { text: 'Two', annotations: [] },
          ],
        } as ChatMessage,
        describe,
      ),
    ).toBe('One\nTwo');
    expect(
      answerText(
        {
          ...base,
          content: '',
          tool_calls: [{ id: 'c1', name: 'attendance', args: {} }],
        } as unknown as ChatMessage,
        describe,
      ),
    ).toBe('Proposed: attendance');
  });
});
