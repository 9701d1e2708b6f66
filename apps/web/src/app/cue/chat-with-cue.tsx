import { AttendanceStatusPicker } from '../../features/attendance/components/attendance-status-picker';
import { useSelectedClass } from '../../features/classes/hooks/use-selected-class';
import { CueChatOverlay } from '../../features/cue-chat/components/cue-chat-overlay';

export interface ChatWithCueProps {
  userId: string;
  userName: string;
  onClose: () => void;
}

/**
 * Chat with Cue composed with the features it borrows (DESIGN.md 12: features never import each
 * other): the selected class and its switcher, and the register's status picker for the
 * attendance card's edit mode.
 */
export function ChatWithCue({ userId, userName, onClose }: ChatWithCueProps) {
  const { selectedClass, classes, selectClass } = useSelectedClass();
  return (
    <CueChatOverlay
      onClose={onClose}
      userId={userId}
      userName={userName}
      classes={(classes.data ?? []).map((schoolClass) => ({
        id: schoolClass._id,
        name: schoolClass.class_name,
      }))}
      selectedClassId={selectedClass?._id ?? null}
      onSelectClass={selectClass}
      StatusPicker={AttendanceStatusPicker}
    />
  );
}
