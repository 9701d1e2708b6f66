import type { StoryForm } from './story-form';

/*
 * The editor's words not yet saved, kept in this tab's sessionStorage until the server has them:
 * a failed save, a closed tab or a reload loses nothing typed. One key per story (or per class
 * for a story not created yet); gone once saved.
 */
const prefix = 'cue.storyDraft.';

export const draftKey = (storyId: string | null, classId: string) =>
  `${prefix}${storyId ?? `new.${classId}`}`;

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepDraft(key: string, form: StoryForm): void {
  try {
    tabStorage()?.setItem(key, JSON.stringify(form));
  } catch {
    // Storage full or refused: the words are still in the editor's state.
  }
}

export function keptDraft(key: string): StoryForm | null {
  try {
    const text = tabStorage()?.getItem(key);
    return text ? (JSON.parse(text) as StoryForm) : null;
  } catch {
    return null;
  }
}

export function forgetDraft(key: string): void {
  try {
    tabStorage()?.removeItem(key);
  } catch {
    // Nothing kept to forget.
  }
}
