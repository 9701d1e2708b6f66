import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AttendanceRegister, Role } from '@cue/contracts';
import { attendanceQueryKeys } from '../features/attendance/api/attendance-query-keys';
import type { QueuedRegisterChange } from '../features/attendance/api/change-register';
import type { CareEntriesInput } from '../features/carelog/api/carelog-api';
import { careLogQueryKeys } from '../features/carelog/api/carelog-query-keys';
import { observationsQueryKeys } from '../features/observations/api/observations-query-keys';
import type { ObservationsInput } from '../features/observations/api/record-observations';
import type { CurrentUser } from '../features/users/api/get-current-user';
import { errorMessage } from '../lib/error-message';
import i18n from '../lib/i18n';
import { showError, showSuccess } from '../lib/notify';
import type { QueuedSave } from '../lib/offline-queue';
import {
  configureOfflineSaves,
  flushOfflineSaves,
  offlineQueue,
  offlineSaveKinds,
  setOfflineOwner,
} from '../lib/offline-saves';

/*
 * Wires the offline queue (lib/offline-saves.ts) to the signed-in app (decision 029): whose list
 * it is, how each kind is sent, and when: on start, when the browser is back online, and after
 * any save that went through. The features' send code downloads only when a save is sent.
 */

/** A staff member's list, per user and school (request keys are per user and school too). */
export function offlineOwnerOf(user: CurrentUser): string | null {
  return user.kind === 'staff' ? `${user.staff._id.$oid}@${user.staff.school_details.school._id}` : null;
}

const userPart = (owner: string) => owner.split('@')[0];

function configure(queryClient: QueryClient): void {
  const refused = (kind: string, message: string) =>
    kind === offlineSaveKinds.observations
      ? i18n.t('observations.offline.refused', { message })
      : kind === offlineSaveKinds.careEntries
        ? i18n.t('carelog.offline.refused', { message })
        : i18n.t('attendance.offline.refused', { message });
  configureOfflineSaves({
    senders: {
      [offlineSaveKinds.registerChange]: async (save) => {
        const { classId, date, change } = (save as QueuedSave<QueuedRegisterChange>).payload;
        const { changeRegister } = await import('../features/attendance/api/change-register');
        const register = await changeRegister(classId, date, change);
        // The answer is shown at once: the row never flicks back to its old mark while the
        // queued copy is removed and the screens refetch.
        queryClient.setQueriesData<AttendanceRegister>(
          { queryKey: attendanceQueryKeys.registersOf(classId) },
          (cached) => (cached?.iso_date === register.iso_date ? register : cached),
        );
        void queryClient.invalidateQueries({ queryKey: attendanceQueryKeys.all });
        showOnce(save.kind, () => i18n.t('attendance.offline.sent'));
      },
      [offlineSaveKinds.observations]: async (save) => {
        const input = (save as QueuedSave<ObservationsInput>).payload;
        const { recordObservations } = await import('../features/observations/api/record-observations');
        // The key made when the teacher tapped Save: a repeat answers the first save (018).
        await recordObservations({ ...input, idempotencyKey: save.id });
        void queryClient.invalidateQueries({ queryKey: observationsQueryKeys.all });
        showOnce(save.kind, () => i18n.t('observations.offline.sent'));
      },
      [offlineSaveKinds.careEntries]: async (save) => {
        const input = (save as QueuedSave<CareEntriesInput>).payload;
        const { recordCareEntries } = await import('../features/carelog/api/carelog-api');
        // The key made when the teacher tapped Save: a repeat answers the first save (018).
        await recordCareEntries({ ...input, idempotencyKey: save.id });
        void queryClient.invalidateQueries({ queryKey: careLogQueryKeys.all });
        showOnce(save.kind, () => i18n.t('carelog.offline.sent'));
      },
    },
    // Never retried: a refusal repeated forever would block every later save.
    onDropped: (save, error) => showError(refused(save.kind, errorMessage(error))),
  });
}

// One "saved" toast per kind and sending round, not one per queued tap.
let toastTimer: ReturnType<typeof setTimeout> | null = null;
const shown = new Set<string>();
function showOnce(kind: string, message: () => string): void {
  if (shown.has(kind)) return;
  shown.add(kind);
  showSuccess(message());
  toastTimer ??= setTimeout(() => {
    shown.clear();
    toastTimer = null;
  }, 5000);
}

/**
 * Mounted once the user is loaded. Signing in as someone else deletes other people's lists, so
 * a shared phone never keeps, or sends, another teacher's saves.
 */
export function useOfflineSaves(user: CurrentUser | undefined, role: Role): void {
  const queryClient = useQueryClient();
  const loaded = user !== undefined;
  const owner = user ? offlineOwnerOf(user) : null;

  useEffect(() => configure(queryClient), [queryClient]);

  useEffect(() => {
    if (!loaded) return;
    let live = true;
    setOfflineOwner(owner);
    if (typeof indexedDB === 'undefined') return () => setOfflineOwner(null);
    // A dual-role user acting as a parent is the same person: their staff list stays.
    const forget =
      owner !== null
        ? offlineQueue.forgetOthers((other) => userPart(other) === userPart(owner))
        : role === 'parent'
          ? offlineQueue.forgetOthers(() => false)
          : Promise.resolve();
    const flush = () => void flushOfflineSaves().catch(() => {});
    void forget
      .catch(() => {})
      .then(() => {
        if (live) flush();
      });
    window.addEventListener('online', flush);
    return () => {
      live = false;
      window.removeEventListener('online', flush);
      setOfflineOwner(null);
    };
  }, [loaded, owner, role]);
}
