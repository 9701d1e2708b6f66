import type { TaskLogEntry } from '@cue/contracts';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useSelectedClass } from '../../features/classes/hooks/use-selected-class';
import { useCueOverlayParam } from '../../features/cue-chat/hooks/use-cue-overlay-param';
import type { CueCommander } from '../../features/cue-voice/cue-command';
import { CueVoiceButton } from '../../features/cue-voice/components/cue-voice-button';
import { canResendCommand, resendCommand } from '../../features/cue-voice/resend-command';
import { TaskLogPanel } from '../../features/task-log/components/task-log-panel';
import type { StaffUser } from '../../features/users/api/get-current-user';
import { useRealtimeSocket } from '../../lib/socket';
import { useStaffPermissions } from '../navigation/use-staff-permissions';

/*
 * Cue in the staff layout: the voice button in the top bar, the task log and the floating widget.
 * The features know nothing of each other; this file hands them the socket, the selected class and
 * the signed-in teacher. It is downloaded lazily by cue-slot-loaders.tsx (web budget, decision
 * 007); the widget, a testing aid, only when the role may see it.
 */

const CueWidget = lazy(() =>
  import('../../features/cue-widget/components/cue-widget').then((module) => ({
    default: module.CueWidget,
  })),
);

/** The signed-in staff member as Cue names them. */
function useCommander(user: StaffUser): CueCommander {
  const userId = user.staff._id.$oid;
  const userName = `${user.staff.first_name} ${user.staff.last_name}`.trim();
  return useMemo(() => ({ userId, userName }), [userId, userName]);
}

export interface CueSlotProps {
  user: StaffUser;
}

/** Top bar: the Cue voice button (spec "Top bar"). */
export function CueVoiceSlotContent({ user }: CueSlotProps) {
  const socket = useRealtimeSocket();
  const { selectedClass } = useSelectedClass();
  const commander = useCommander(user);
  return <CueVoiceButton socket={socket} classId={selectedClass?._id ?? null} commander={commander} />;
}

/** Floating: the task log, and the widget with super_admin.access_new_modules (spec section 6). */
export function CueFloatingSlotContent({ user }: CueSlotProps) {
  const socket = useRealtimeSocket();
  const { selectedClass } = useSelectedClass();
  const commander = useCommander(user);
  const permissions = useStaffPermissions();
  const showsWidget =
    permissions.status === 'success' &&
    permissions.permissions.rolePermissions.super_admin.access_new_modules;
  const retry = useCallback(
    (entry: TaskLogEntry) => void resendCommand(socket, entry, commander),
    [socket, commander],
  );

  // Hidden, not unmounted, while Chat with Cue is open: nothing floats over the chat's Send, and
  // the task log and the widget come back as they were.
  const { isOpen: isChatOpen } = useCueOverlayParam();

  return (
    <div style={{ display: isChatOpen ? 'none' : 'contents' }}>
      <TaskLogPanel socket={socket} canRetry={canResendCommand} onRetry={retry} />
      {showsWidget && (
        <Suspense fallback={null}>
          <CueWidget
            classId={selectedClass?._id ?? null}
            userId={commander.userId}
            userName={commander.userName}
          />
        </Suspense>
      )}
    </div>
  );
}
