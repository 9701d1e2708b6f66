import type { AnnouncementStatus, AttendanceStatus, SavedCueCard } from '@cue/contracts';
import { createContext, useContext, type ComponentType } from 'react';
import type { ToolCardData, ToolDefaultsContext } from './tool-results';

/** The attendance status picker the screen hands in (it belongs to the attendance feature). */
export interface StatusPickerProps {
  studentName: string;
  status: AttendanceStatus;
  onChange: (status: AttendanceStatus) => void;
  disabled?: boolean;
}
export type StatusPickerComponent = ComponentType<StatusPickerProps>;

/** A card of the conversation: the assistant message that holds it and its tool call. */
export interface CardRef {
  messageId: string;
  toolCallId: string;
  /** The school's day (YYYY-MM-DD) its message was stored; none for an answer just given here. */
  createdOn?: string | undefined;
}

/**
 * The Idempotency-Key of the `index`th record a card saves: a double click, a retry after a
 * network error or the same card saved in two tabs creates it once (decision 018).
 */
export const cardItemKey = (card: CardRef, index: number): string =>
  encodeURIComponent(`${card.messageId}:${card.toolCallId}:${index}`);

/** What a card's save made, recorded with the card so a reload shows the truth. */
export interface CardSaveOutcome {
  record_ids: string[];
  state?: AnnouncementStatus;
}

/**
 * What every tool card of one conversation shares: names for ids, which cards are saved, whether
 * the conversation is saving (no Edit then), which card is being edited and its edited copy.
 */
export interface ChatCardsValue {
  classId: string;
  defaults: ToolDefaultsContext;
  studentName: (id: string) => string;
  classOptions: { value: string; label: string }[];
  savedToolCalls: ReadonlySet<string>;
  /** The saved cards by tool call id, with what each save made (records, an announcement's state). */
  savedCards: ReadonlyMap<string, SavedCueCard>;
  isSaving: boolean;
  /**
   * Runs a save; the conversation counts as saving meanwhile. Then records the card as saved,
   * with what `outcome` says the save made.
   */
  runSave: <T>(
    card: CardRef,
    save: () => Promise<T>,
    options?: { markSaved?: boolean; outcome?: (result: T) => CardSaveOutcome },
  ) => Promise<T>;
  editing: string | null;
  startEditing: (toolCallId: string, data: ToolCardData) => void;
  edits: ReadonlyMap<string, ToolCardData>;
  setEdit: (toolCallId: string, data: ToolCardData) => void;
  StatusPicker: StatusPickerComponent;
}

export const ChatCardsContext = createContext<ChatCardsValue | null>(null);

export function useChatCards(): ChatCardsValue {
  const value = useContext(ChatCardsContext);
  if (!value) throw new Error('useChatCards outside ChatCardsContext');
  return value;
}
