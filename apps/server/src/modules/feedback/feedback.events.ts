import type { RealtimeHub } from '../../lib/realtime-hub.js';

/** Realtime fan-out of feedback, after commit, ids only. */
export class FeedbackEvents {
  constructor(private readonly hub: RealtimeHub) {}

  /**
   * A form changed: the class's staff; once the parent form is sent, the class's families too
   * (their open "Feedback for school" panel refetches through its own endpoint).
   */
  formChanged(schoolId: string, classId: string, formId: string, reachesFamilies: boolean): void {
    this.hub.recordsChanged({
      entity: 'feedback',
      ids: [formId],
      schoolId,
      classIds: [classId],
      audience: reachesFamilies ? 'staff-and-families' : 'staff',
    });
  }

  /**
   * Answers saved: the class's staff, and for a parent form that child's own family (every
   * parent of the child, never the class's other families).
   */
  answersChanged(
    schoolId: string,
    classId: string,
    ids: { formId: string; answerId: string },
    familyUserIds: string[],
  ): void {
    this.hub.recordsChanged({
      entity: 'feedback',
      ids: [ids.formId, ids.answerId],
      schoolId,
      classIds: [classId],
      audience: familyUserIds.length > 0 ? 'staff-and-families' : 'staff',
      ...(familyUserIds.length > 0 && { familyUserIds }),
    });
  }
}
