import type { Story } from '@cue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { getStory } from '../api/get-story';
import { createStory, updateStory } from '../api/save-story';
import { storyKeys } from '../api/story-query-keys';
import { draftKey, forgetDraft, keepDraft, keptDraft } from '../story-draft-store';
import { emptyStoryForm, storyFormMissing, storyFormOf, storyInputOf, type StoryForm } from '../story-form';

/** A pause in typing this long saves (decision 048: the editor autosaves). */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'incomplete'; missing: 'title' | 'children' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; error: unknown }
  /** Another tab or person saved first (409): no more autosaves until a reload. */
  | { kind: 'conflict'; error: unknown };

/**
 * The editor's story and its saving: the first complete change creates a draft (POST), every
 * later pause saves it (PUT with the version last read). Saves run one after another; a change
 * made during a save is saved next. Unsaved words stay in sessionStorage until the server has
 * them, and come back when the editor opens again in this tab.
 */
export function useStoryAutosave({
  classId,
  story,
  studentIds = [],
  onCreated,
}: {
  classId: string;
  story: Story | null;
  /** A new story's children to begin with. */
  studentIds?: string[];
  onCreated: (story: Story) => void;
}) {
  const queryClient = useQueryClient();
  // Read once: the words this tab kept from an earlier visit, under this story's key.
  const [opened] = useState(() => {
    const key = draftKey(story?._id ?? null, classId);
    return { key, kept: keptDraft(key) };
  });
  const keyRef = useRef(opened.key);
  const [form, setForm] = useState<StoryForm>(
    () => opened.kept ?? (story ? storyFormOf(story) : emptyStoryForm(studentIds)),
  );
  const [saved, setSaved] = useState<Story | null>(story);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  /** Bumped when the form is replaced from the server: the rich-text editors start afresh. */
  const [revision, setRevision] = useState(0);
  const formRef = useRef(form);
  const savedRef = useRef(saved);
  const dirtyRef = useRef(opened.kept !== null);
  const blockedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queueRef = useRef<Promise<unknown>>(Promise.resolve());

  const clearTimer = () => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
  };

  const remember = useCallback(
    (next: Story) => {
      savedRef.current = next;
      setSaved(next);
      queryClient.setQueryData(storyKeys.detail(next._id), next);
    },
    [queryClient],
  );

  const saveNow = useCallback(async (): Promise<Story | null> => {
    if (!dirtyRef.current || blockedRef.current) return savedRef.current;
    const snapshot = formRef.current;
    const missing = storyFormMissing(snapshot);
    if (missing) {
      setState({ kind: 'incomplete', missing });
      return null;
    }
    dirtyRef.current = false;
    setState({ kind: 'saving' });
    const current = savedRef.current;
    try {
      const input = storyInputOf(snapshot);
      const result = current
        ? await updateStory(current._id, { story: input, version: current.version })
        : await createStory(classId, { story: input, status: 'draft' });
      remember(result);
      if (!current) {
        // From now on the words are kept under the story's own key.
        forgetDraft(keyRef.current);
        keyRef.current = draftKey(result._id, classId);
        onCreated(result);
      }
      if (dirtyRef.current) keepDraft(keyRef.current, formRef.current);
      else forgetDraft(keyRef.current);
      void queryClient.invalidateQueries({ queryKey: [...storyKeys.all, 'class'] });
      setState({ kind: 'saved', at: new Date() });
      return result;
    } catch (error) {
      dirtyRef.current = true;
      if (isApiError(error) && error.status === 409) {
        blockedRef.current = true;
        setState({ kind: 'conflict', error });
      } else {
        setState({ kind: 'failed', error });
      }
      return null;
    }
  }, [classId, onCreated, queryClient, remember]);

  /** Saves now (after any save under way): the buttons call it before changing the state. */
  const flush = useCallback((): Promise<Story | null> => {
    clearTimer();
    const run = queueRef.current.then(async () => {
      let result = await saveNow();
      // A change typed during that save is saved right after it.
      while (result && dirtyRef.current && !blockedRef.current) result = await saveNow();
      return result;
    });
    queueRef.current = run;
    return run;
  }, [saveNow]);

  const change = useCallback(
    (patch: Partial<StoryForm>) => {
      const next = { ...formRef.current, ...patch };
      formRef.current = next;
      setForm(next);
      dirtyRef.current = true;
      keepDraft(keyRef.current, next);
      if (blockedRef.current) return;
      setState({ kind: 'pending' });
      clearTimer();
      timerRef.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** After a 409: the latest from the server replaces the editor's copy. */
  const reload = useCallback(async () => {
    const current = savedRef.current;
    if (!current) return;
    try {
      const latest = await getStory(current._id);
      remember(latest);
      const next = storyFormOf(latest);
      formRef.current = next;
      setForm(next);
      dirtyRef.current = false;
      blockedRef.current = false;
      forgetDraft(keyRef.current);
      setRevision((value) => value + 1);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'conflict', error });
    }
  }, [remember]);

  /** A state change answered by the server (publish, submit, send back) carries the new version. */
  const adopt = useCallback((next: Story) => remember(next), [remember]);

  // Restored words from an earlier visit are saved as soon as the editor opens.
  const restoreSavedRef = useRef(false);
  useEffect(() => {
    if (!opened.kept || restoreSavedRef.current) return;
    restoreSavedRef.current = true;
    void flush();
  }, [opened, flush]);
  useEffect(() => () => clearTimeout(timerRef.current ?? undefined), []);

  return { form, change, saved, state, flush, reload, adopt, revision };
}
