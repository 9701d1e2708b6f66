import type { HpcCard } from '@cue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { writeHpcCard, type HpcCardWrite } from '../api/hpc-card';
import { hpcKeys } from '../api/hpc-keys';

export type CardSaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** Not saved (no answer, a refusal): what was typed stays on screen; Retry sends it again. */
  | { kind: 'failed'; error: unknown }
  /** The card moved on (another teacher, another tab: 409): Reload reads it, then sends again. */
  | { kind: 'conflict'; error: unknown };

/** Builds a write from the card as last known, so its version (and kept evidence) are current. */
export type MakeWrite = (card: HpcCard) => HpcCardWrite;

/**
 * The card's writes, one after another: each is built from the card as last known when its turn
 * comes (so it carries the version the previous write answered), and its answer replaces the
 * cached card. A failure keeps the write for Retry; a 409 for Reload, which reads the card afresh
 * and sends the write again with the new version (a status change is not resent: the teacher
 * looks at the card first).
 */
export function useCardSaver(cycleId: string, studentId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CardSaveState>({ kind: 'idle' });
  const queueRef = useRef<Promise<unknown>>(Promise.resolve());
  const failedRef = useRef<{ make: MakeWrite; resend: boolean } | null>(null);

  const save = useCallback(
    (make: MakeWrite, options: { resendAfterReload?: boolean } = {}): Promise<HpcCard | null> => {
      const key = hpcKeys.card(cycleId, studentId);
      const run = async (): Promise<HpcCard | null> => {
        const card = queryClient.getQueryData<HpcCard>(key);
        if (!card) return null;
        setState({ kind: 'saving' });
        try {
          const saved = await writeHpcCard(cycleId, studentId, make(card));
          queryClient.setQueryData(key, saved);
          // The list's completion and the summaries count what was just saved.
          void queryClient.invalidateQueries({
            predicate: (query) => query.queryKey[0] === 'hpc' && query.queryKey[1] !== 'card',
          });
          failedRef.current = null;
          setState({ kind: 'saved', at: new Date() });
          return saved;
        } catch (error) {
          failedRef.current = { make, resend: options.resendAfterReload ?? true };
          setState(
            isApiError(error) && error.status === 409
              ? { kind: 'conflict', error }
              : { kind: 'failed', error },
          );
          throw error;
        }
      };
      const next = queueRef.current.then(run, run);
      queueRef.current = next.catch(() => undefined);
      return next;
    },
    [cycleId, queryClient, studentId],
  );

  const retry = useCallback(() => {
    const failed = failedRef.current;
    if (failed) void save(failed.make, { resendAfterReload: failed.resend }).catch(() => undefined);
  }, [save]);

  const reload = useCallback(async () => {
    const failed = failedRef.current;
    await queryClient.refetchQueries({ queryKey: hpcKeys.card(cycleId, studentId), exact: true });
    if (failed?.resend) void save(failed.make).catch(() => undefined);
    else {
      failedRef.current = null;
      setState({ kind: 'idle' });
    }
  }, [cycleId, queryClient, save, studentId]);

  return { state, save, retry, reload };
}
