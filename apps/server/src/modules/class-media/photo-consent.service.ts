import type { PhotoConsentInput, PhotoConsentState } from '@cue/contracts';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { ConsentAnnouncer } from '../students/photo-consent.js';
import type { ClassMediaEvents } from './class-media.events.js';
import { presentConsent } from './class-media.presenter.js';
import type { ClassMediaRepository } from './class-media.repository.js';

export interface PhotoConsentServiceDeps {
  repository: ClassMediaRepository;
  schools: SchoolsService;
  events: ClassMediaEvents;
  clock: Clock;
}

const studentNotFound = () => notFound('Student not found');

/**
 * A child's photo consent (decision 040): given or withheld by a parent of the child, or by the
 * office (admin_portal.students). Who and when are recorded with it and in the audit log; every
 * reader applies it at answer time, so withdrawing it hides what was already shared.
 */
export class PhotoConsentService implements ConsentAnnouncer {
  constructor(private readonly deps: PhotoConsentServiceDeps) {}

  /** POST child_photo_consent/{studentId}. */
  async setConsent(actor: Actor, childId: string, input: PhotoConsentInput): Promise<PhotoConsentState> {
    const { repository, schools, clock, events } = this.deps;
    let classIds: string[];
    if (actor.kind === 'parent') {
      const child = await schools.childForParent(actor, childId);
      classIds = child.student_class.map((c) => c.class_id);
    } else {
      const access = await schools.adminPortalAccess(actor, 'students');
      const [child] = await repository.findChildren([childId]);
      if (!child || child.schoolId !== access.schoolId) throw studentNotFound();
      classIds = await repository.listClassIdsOf(childId);
    }
    const [before] = await repository.findChildren([childId]);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.setPhotoConsent(childId, input.photo_consent, actor.userId, now);
      await tx.audit({
        at: now,
        schoolId: before!.schoolId,
        actorUserId: actor.userId,
        action: input.photo_consent ? 'give_photo_consent' : 'withhold_photo_consent',
        entity: 'student',
        entityId: childId,
        details: { photo_consent: input.photo_consent, was: before!.photoConsent },
      });
    });
    const tagged = await repository.listItems({ schoolId: before!.schoolId, taggedChildId: childId });
    events.consentChanged(before!.schoolId, childId, classIds, tagged);
    const [after] = await repository.findChildren([childId]);
    return presentConsent(after!);
  }

  /**
   * After the office's form or an import changed consent (committed): the photos the children
   * are tagged on refresh for staff and the classes' families. Their records refresh through
   * the students and imports modules' own events.
   */
  async consentChanged(schoolId: string, childIds: string[]): Promise<void> {
    const { repository, events } = this.deps;
    for (const childId of new Set(childIds)) {
      events.taggedMediaChanged(schoolId, await repository.listItems({ schoolId, taggedChildId: childId }));
    }
  }
}
