import type { ParentChild, ParentProfile, StaffProfile } from '@cue/contracts';
import { forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { Actor, SessionService } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { assertPicture, type PictureReader } from './profile-picture.js';
import { presentParentChild, presentParentProfile, presentStaffProfile } from './users.presenter.js';
import type { UsersRepository } from './users.repository.js';

export interface UsersServiceDeps {
  repository: UsersRepository;
  sessions: SessionService;
  audit: AuditRepository;
  clock: Clock;
  /** Owns children and classes: turns the parent's children into spec "Child"s with their classes. */
  schools: SchoolsService;
  hub: RealtimeHub;
  /** Reads a chosen picture's file (the media module's repository). */
  pictures: PictureReader;
}

/** What a picture change answers: whose picture, and its signed link (null once removed). */
export interface PictureChange {
  _id: string;
  profile_picture: string | null;
}

/** The signed-in person: their profile as staff or parent, the child switcher, account deletion. */
export class UsersService {
  constructor(private readonly deps: UsersServiceDeps) {}

  async staffProfile(actor: Actor): Promise<StaffProfile> {
    const { repository } = this.deps;
    if (actor.kind !== 'staff' || !actor.schoolId) throw forbidden();
    const member = await repository.findStaffMember(actor.userId, actor.schoolId);
    if (!member) throw forbidden();
    const pictures = await this.deps.schools.pictureLinks([member.user.profilePicture]);
    return presentStaffProfile(member.user, member.membership, pictures);
  }

  async parentProfile(actor: Actor): Promise<ParentProfile> {
    const { repository } = this.deps;
    if (actor.kind !== 'parent') throw forbidden();
    const user = await repository.findActiveUser(actor.userId);
    if (!user) throw forbidden();
    const childRows = await repository.listChildrenOfParent(actor.userId);
    // One signing for the whole answer: the parent's picture and their children's.
    const pictures = await this.deps.schools.pictureLinks([
      user.profilePicture,
      ...childRows.map((c) => c.profilePicture),
    ]);
    return presentParentProfile(user, childRows, pictures);
  }

  /**
   * parent_children/: exactly the children linked to this parent, each with their classes and
   * photo consent (who changed it and when), which the parent's account screen shows and changes.
   */
  async parentChildren(actor: Actor): Promise<ParentChild[]> {
    const { repository, schools } = this.deps;
    if (actor.kind !== 'parent') throw forbidden();
    const rows = await repository.listChildrenOfParent(actor.userId);
    const [children, consents] = await Promise.all([
      schools.withClasses(rows, null),
      repository.listConsentOf(rows.map((row) => row.id)),
    ]);
    const byChild = new Map(consents.map((consent) => [consent.childId, consent]));
    return children.map((child) => presentParentChild(child, byChild.get(child._id)));
  }

  /** staff_profile_picture/: a staff member sets (or, with null, removes) their own picture. */
  async setStaffPicture(actor: Actor, mediaId: string | null): Promise<PictureChange> {
    const { repository, schools, clock, hub } = this.deps;
    // A picture is the person's own: never changed through someone's temporary session.
    if (actor.isTemporary) throw forbidden();
    const access = await schools.staffAccess(actor);
    if (mediaId) {
      await assertPicture(this.deps.pictures, mediaId, 'staff_profile_picture', {
        kind: 'own',
        userId: actor.userId,
        schoolId: null,
      });
    }
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.setUserPicture(actor.userId, mediaId);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: actor.userId,
        action: mediaId ? 'set_own_staff_picture' : 'remove_own_staff_picture',
        entity: 'staff',
        entityId: actor.userId,
      });
    });
    // Their picture shows in every school they work in: each school's staff lists refresh.
    for (const schoolId of await repository.listStaffSchoolIds(actor.userId)) {
      hub.recordsChanged({ entity: 'staff', ids: [actor.userId], schoolId, classIds: [], audience: 'staff' });
    }
    return { _id: actor.userId, profile_picture: await this.linkOf(mediaId) };
  }

  /**
   * student_profile_picture/{studentId}: a parent sets or removes their own child's picture (an
   * image they uploaded). Another family's child is 404, as if it did not exist.
   */
  async setStudentPicture(actor: Actor, childId: string, mediaId: string | null): Promise<PictureChange> {
    const { repository, schools, clock, hub } = this.deps;
    if (actor.kind !== 'parent') throw forbidden();
    const child = (await repository.listChildrenOfParent(actor.userId)).find((c) => c.id === childId);
    if (!child) throw notFound('Student not found');
    if (mediaId) {
      await assertPicture(this.deps.pictures, mediaId, 'student_profile_picture', {
        kind: 'family',
        parentId: actor.userId,
      });
    }
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.setChildPicture(childId, mediaId);
      await tx.audit({
        at: now,
        schoolId: child.schoolId,
        actorUserId: actor.userId,
        action: mediaId ? 'set_child_picture' : 'remove_child_picture',
        entity: 'student',
        entityId: childId,
      });
    });
    // The child's registers, class lists and the family's switchers refresh (ids only, no pictures).
    const [presented] = await schools.withClasses([child], child.schoolId, new Map());
    const classIds = presented?.student_class.map((c) => c.class_id) ?? [];
    hub.recordsChanged({
      entity: 'student',
      ids: [childId],
      schoolId: child.schoolId,
      classIds,
      audience: 'staff-and-families',
    });
    return { _id: childId, profile_picture: await this.linkOf(mediaId) };
  }

  private async linkOf(mediaId: string | null): Promise<string | null> {
    if (!mediaId) return null;
    return (await this.deps.schools.pictureLinks([mediaId])).get(mediaId) ?? null;
  }

  /** parent_child_switch/: only to a child linked to this parent. */
  async switchChild(actor: Actor, childId: string): Promise<string> {
    const { repository } = this.deps;
    if (actor.kind !== 'parent') throw forbidden();
    const linked = await repository.listChildrenOfParent(actor.userId);
    if (!linked.some((c) => c.id === childId)) throw notFound('Child not found');
    await repository.setCurrentChild(actor.userId, childId);
    return childId;
  }

  /** delete_user_profile/: erases personal data and ends every session of the person. */
  async deleteAccount(actor: Actor): Promise<void> {
    const { repository, sessions, audit, clock } = this.deps;
    // Only the person themself deletes their account, never someone holding a temporary token.
    if (actor.isTemporary) throw forbidden();
    await repository.transaction((tx) => tx.eraseUser(actor.userId, clock.now()));
    await sessions.endAllSessions(actor.userId, 'account_deleted');
    await audit.append({
      at: clock.now(),
      schoolId: actor.schoolId,
      actorUserId: actor.userId,
      action: 'delete_account',
      entity: 'user',
      entityId: actor.userId,
    });
  }
}
