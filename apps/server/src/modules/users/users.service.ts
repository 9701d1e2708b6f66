import type { Child, ParentProfile, StaffProfile } from '@cue/contracts';
import { forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { Actor, SessionService } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { presentParentProfile, presentStaffProfile } from './users.presenter.js';
import type { UsersRepository } from './users.repository.js';

export interface UsersServiceDeps {
  repository: UsersRepository;
  sessions: SessionService;
  audit: AuditRepository;
  clock: Clock;
  /** Owns children and classes: turns the parent's children into spec "Child"s with their classes. */
  schools: SchoolsService;
}

/** The signed-in person: their profile as staff or parent, the child switcher, account deletion. */
export class UsersService {
  constructor(private readonly deps: UsersServiceDeps) {}

  async staffProfile(actor: Actor): Promise<StaffProfile> {
    const { repository } = this.deps;
    if (actor.kind !== 'staff' || !actor.schoolId) throw forbidden();
    const member = await repository.findStaffMember(actor.userId, actor.schoolId);
    if (!member) throw forbidden();
    return presentStaffProfile(member.user, member.membership);
  }

  async parentProfile(actor: Actor): Promise<ParentProfile> {
    const { repository } = this.deps;
    if (actor.kind !== 'parent') throw forbidden();
    const user = await repository.findActiveUser(actor.userId);
    if (!user) throw forbidden();
    return presentParentProfile(user, await repository.listChildrenOfParent(actor.userId));
  }

  /** parent_children/: exactly the children linked to this parent, each with their classes. */
  async parentChildren(actor: Actor): Promise<Child[]> {
    const { repository, schools } = this.deps;
    if (actor.kind !== 'parent') throw forbidden();
    return schools.withClasses(await repository.listChildrenOfParent(actor.userId), null);
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
