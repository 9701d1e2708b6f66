import type { ChatMessage } from '@cue/contracts';

/** Spec section 9: the open widget is 420 by 560, at the bottom-left to begin with. */
export const WIDGET_SIZE = { width: 420, height: 560 } as const;
/** Space kept between the widget and the window's edges. */
export const WIDGET_MARGIN = 8;

export interface Size {
  width: number;
  height: number;
}
export interface Position {
  /** Pixels from the window's left edge. */
  x: number;
  /** Pixels from the window's top edge. */
  y: number;
}

/** The widget's size in a window: 420 × 560, smaller on a phone so it fits with a margin. */
export function widgetSize(viewport: Size): Size {
  return {
    width: Math.max(0, Math.min(WIDGET_SIZE.width, viewport.width - 2 * WIDGET_MARGIN)),
    height: Math.max(0, Math.min(WIDGET_SIZE.height, viewport.height - 2 * WIDGET_MARGIN)),
  };
}

/** Keeps the whole widget on screen (the top-left corner when the window is smaller still). */
export function clampPosition(position: Position, size: Size, viewport: Size): Position {
  const maxX = Math.max(WIDGET_MARGIN, viewport.width - size.width - WIDGET_MARGIN);
  const maxY = Math.max(WIDGET_MARGIN, viewport.height - size.height - WIDGET_MARGIN);
  return {
    x: Math.round(Math.min(Math.max(position.x, WIDGET_MARGIN), maxX)),
    y: Math.round(Math.min(Math.max(position.y, WIDGET_MARGIN), maxY)),
  };
}

/**
 * Where the widget opens: bottom-left, or bottom-right in a right-to-left language (the start side,
 * mirrored), leaving the other bottom corner to the chat's round button.
 */
export function defaultPosition(size: Size, viewport: Size, direction: 'ltr' | 'rtl'): Position {
  const bottom = viewport.height - size.height - WIDGET_MARGIN;
  const x = direction === 'rtl' ? viewport.width - size.width - WIDGET_MARGIN : WIDGET_MARGIN;
  return clampPosition({ x, y: bottom }, size, viewport);
}

/** Spec section 5: what the widget needs before it asks, by the names its message lists. */
export interface WidgetContext {
  token: string | null;
  classId: string | null;
  userId: string | null;
}

export function missingContext(context: WidgetContext): ('token' | 'classId' | 'userId')[] {
  return (['token', 'classId', 'userId'] as const).filter((name) => !context[name]);
}

/** The message to send, or null: nothing after trimming, or a request still pending. */
export function messageToSend(text: string, isPending: boolean): string | null {
  const message = text.trim();
  return message && !isPending ? message : null;
}

/** An answer's words: its text (or text items), then one line per proposed tool call. */
export function answerText(message: ChatMessage, describeCall: (name: string) => string): string {
  const text =
    typeof message.content === 'string'
      ? message.content
      : message.content.map((item) => item.text).join('\n');
  return [text.trim(), ...message.tool_calls.map((call) => describeCall(call.name))]
    .filter(Boolean)
    .join('\n');
}
