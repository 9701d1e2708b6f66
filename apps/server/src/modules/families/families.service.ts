import type {
  CreateParentInput,
  EditParentInput,
  Family,
  OwnParentPicture as OwnPicture,
  ParentChildLinkInput,
} from '@cue/contracts';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { assertPicture, type PictureOwner, type PictureReader } from '../users/profile-picture.js';
import { presentFamily } from './families.presenter.js';
import type { FamiliesRepository, UserRow } from './families.repository.js';

export interface FamiliesServiceDeps {
  repository: FamiliesRepository;
  /** Reads a chosen picture's file (the media module's repository). */
  pictures: PictureReader;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
}

const parentNotFound = () => notFound('Parent not found');

/**
 * Families (school setup, `admin_portal.students`): parent accounts linked to the school's
 * children. One person is one account, found by phone; a parent belongs to a school through
 * their links to its children, so another school's parent is not found here.
 */
export class FamiliesService {
  constructor(private readonly deps: FamiliesServiceDeps) {}

  /** GET parent/: every parent of the school's children, with those children. */
  async listFamilies(actor: Actor): Promise<Family[]> {
    const access = await this.access(actor);
    const families = await this.present(access.schoolId, null);
    return families.sort((a, b) =>
      `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
    );
  }

  /** GET parent/{id}. */
  async getFamily(actor: Actor, id: string): Promise<Family> {
    const access = await this.access(actor);
    return this.family(access.schoolId, id);
  }

  /**
   * POST parent/: a parent linked to children of the school. A phone that already belongs to a
   * person outside the school's families (a staff member, another school's parent) reuses that
   * person; one that is already a family of the school is a 400: link the child there instead.
   */
  async createParent(actor: Actor, input: CreateParentInput): Promise<Family> {
    const { repository, clock } = this.deps;
    const access = await this.access(actor);
    const existing = await repository.findUserByPhone(input.phone);
    if (existing && (await repository.listLinks(access.schoolId, [existing.id])).length > 0) {
      throw badInput('phone', 'already belongs to a family of this school; link the child to that parent');
    }
    await this.assertChildren(access, input.children);
    const now = clock.now();
    const parentId = await repository.transaction(async (tx) => {
      const person = await tx.findOrCreatePerson(input, now, 'email');
      for (const link of input.children) {
        await tx.linkParent(
          {
            schoolId: access.schoolId,
            parentUserId: person.id,
            childId: link.child_id,
            relation: link.relation,
          },
          now,
        );
      }
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: person.created ? 'create_parent' : 'link_existing_person_as_parent',
        entity: 'family',
        entityId: person.id,
        details: { after: { child_ids: input.children.map((link) => link.child_id) } },
      });
      return person.id;
    });
    this.announce(
      access.schoolId,
      parentId,
      input.children.map((link) => link.child_id),
    );
    return this.family(access.schoolId, parentId);
  }

  /**
   * POST parent/{id}: an admin edits a parent's details; a parent changes only their own picture
   * (anything else, or another parent, is 403).
   */
  async editParent(actor: Actor, id: string, input: EditParentInput): Promise<Family | OwnPicture> {
    if (actor.kind === 'parent') return this.editOwnPicture(actor, id, input);
    const { repository, clock } = this.deps;
    const access = await this.access(actor);
    const family = await this.family(access.schoolId, id);
    const [user] = await repository.findUsers([id]);
    if (input.phone !== undefined && input.phone !== user!.phone) {
      // The phone is how the person signs in: a school may change it only for an account that is
      // nothing but its own family's, never a staff member's or another school's parent's.
      if (await repository.signsInBeyondFamiliesOf(id, access.schoolId)) {
        throw new AppError(
          'FORBIDDEN',
          'phone: this person also signs in as staff or at another school; only they can change it',
          { field: 'phone' },
        );
      }
      const owner = await repository.findUserByPhone(input.phone);
      if (owner && owner.id !== id) throw badInput('phone', 'already belongs to another person');
    }
    const email = input.email === undefined ? undefined : input.email?.trim() || null;
    if (email && (await repository.emailTaken(email, id))) {
      throw badInput('email', 'already belongs to another person');
    }
    if (input.parent_profile_picture)
      await this.assertPicture(input.parent_profile_picture, {
        kind: 'family',
        parentId: id,
        admin: { userId: access.userId, schoolId: access.schoolId },
      });
    const changes = {
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(email !== undefined && { email }),
      ...(input.parent_profile_picture !== undefined && { profilePicture: input.parent_profile_picture }),
    };
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.updateUser(id, changes);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'edit_parent',
        entity: 'family',
        entityId: id,
        // Field names only: phones and emails stay out of the log.
        details: {
          fields: Object.keys(input).filter((key) => input[key as keyof EditParentInput] !== undefined),
        },
      });
    });
    this.announce(
      access.schoolId,
      id,
      family.children.map((child) => child._id),
    );
    return this.family(access.schoolId, id);
  }

  /** POST parent/{id}/children: links another child of the school to the parent. */
  async linkChild(actor: Actor, id: string, input: ParentChildLinkInput): Promise<Family> {
    const { repository, clock } = this.deps;
    const access = await this.access(actor);
    await this.family(access.schoolId, id);
    await this.assertChildren(access, [input], () => 'child_id');
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.linkParent(
        { schoolId: access.schoolId, parentUserId: id, childId: input.child_id, relation: input.relation },
        now,
      );
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'link_parent_child',
        entity: 'family',
        entityId: id,
        details: { after: { child_id: input.child_id } },
      });
    });
    this.announce(access.schoolId, id, [input.child_id]);
    return this.family(access.schoolId, id);
  }

  /** DELETE parent/{id}/children/{childId}: the parent no longer sees that child. */
  async unlinkChild(
    actor: Actor,
    id: string,
    childId: string,
  ): Promise<{ parent_id: string; child_id: string }> {
    const { repository, clock } = this.deps;
    const access = await this.access(actor);
    const family = await this.family(access.schoolId, id);
    if (!family.children.some((child) => child._id === childId)) throw notFound('Student not found');
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.unlink(id, childId);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'unlink_parent_child',
        entity: 'family',
        entityId: id,
        details: { before: { child_id: childId } },
      });
    });
    this.announce(access.schoolId, id, [childId]);
    return { parent_id: id, child_id: childId };
  }

  private access(actor: Actor): Promise<StaffAccess> {
    return this.deps.schools.adminPortalAccess(actor, 'students');
  }

  /** A parent changes their own picture to an image they uploaded (or removes it). */
  private async editOwnPicture(actor: Actor, id: string, input: EditParentInput): Promise<OwnPicture> {
    const sent = Object.keys(input).filter((key) => input[key as keyof EditParentInput] !== undefined);
    if (id !== actor.userId || sent.some((key) => key !== 'parent_profile_picture')) throw forbidden();
    if (input.parent_profile_picture) {
      await this.assertPicture(input.parent_profile_picture, { kind: 'family', parentId: id });
    }
    const { repository, clock, hub } = this.deps;
    const picture = input.parent_profile_picture;
    if (picture === undefined)
      return this.ownPicture(id, (await repository.findUsers([id]))[0]!.profilePicture);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.updateUser(id, { profilePicture: picture });
      await tx.audit({
        at: now,
        schoolId: null,
        actorUserId: id,
        action: picture ? 'edit_own_parent_picture' : 'remove_own_parent_picture',
        entity: 'family',
        entityId: id,
        details: { fields: ['parent_profile_picture'] },
      });
    });
    // Each school's families list shows the picture: it refreshes (staff only, ids only).
    for (const schoolId of await repository.listParentSchoolIds(id)) {
      hub.recordsChanged({ entity: 'family', ids: [id], schoolId, classIds: [], audience: 'staff' });
    }
    return this.ownPicture(id, picture);
  }

  private async ownPicture(parentId: string, mediaId: string | null): Promise<OwnPicture> {
    const links = await this.deps.schools.pictureLinks([mediaId]);
    return { parent_id: parentId, parent_profile_picture: (mediaId && links.get(mediaId)) ?? null };
  }

  /**
   * A picture is a live image the parent uploaded themselves, or (for an admin) one the admin
   * uploaded in this school: never a class-library photo of some child. Any other id is a 400.
   */
  private assertPicture(mediaId: string, owner: PictureOwner): Promise<void> {
    return assertPicture(this.deps.pictures, mediaId, 'parent_profile_picture', owner);
  }

  /** Each child must be a child of the school (400 naming the entry). */
  private async assertChildren(
    access: StaffAccess,
    links: ParentChildLinkInput[],
    fieldOf: (index: number) => string = (index) => `children.${index}.child_id`,
  ): Promise<void> {
    for (const [index, link] of links.entries()) {
      const child = await this.deps.repository.findChild(link.child_id);
      if (!child || child.schoolId !== access.schoolId)
        throw badInput(fieldOf(index), 'is not a child of this school');
    }
  }

  /** One parent of the school's families (404 when they have no child at the school). */
  private async family(schoolId: string, id: string): Promise<Family> {
    const [family] = await this.present(schoolId, [id]);
    if (!family) throw parentNotFound();
    return family;
  }

  /** Families of the school: every linked parent (or the ones given) with their children here. */
  private async present(schoolId: string, parentIds: string[] | null): Promise<Family[]> {
    const { repository, schools } = this.deps;
    const links = await repository.listLinks(schoolId, parentIds ?? undefined);
    const ids = [...new Set(links.map((link) => link.parentUserId))];
    const [users, signedIn] = await Promise.all([
      repository.findUsers(ids),
      repository.listSignedInParents(ids),
    ]);
    const childRows = [...new Map(links.map((link) => [link.child.id, link.child])).values()];
    // One signing per answer: the parents' pictures (a family lists its children by name only).
    const pictures = await schools.pictureLinks(users.map((user) => user.profilePicture));
    const withClasses = new Map(
      (await schools.withClasses(childRows, schoolId, pictures)).map((c) => [c._id, c]),
    );
    const byId = new Map<string, UserRow>(users.map((user) => [user.id, user]));
    return ids.flatMap((id) => {
      const user = byId.get(id);
      if (!user || user.deletedAt) return [];
      const own = links.filter((link) => link.parentUserId === id);
      return [presentFamily(user, signedIn.has(id), own, withClasses, pictures)];
    });
  }

  /** After commit: the families list and the children's pages refresh. */
  private announce(schoolId: string, parentId: string, childIds: string[]): void {
    this.deps.hub.recordsChanged({
      entity: 'family',
      ids: [parentId],
      schoolId,
      classIds: [],
      audience: 'staff',
    });
    if (childIds.length > 0) {
      this.deps.hub.recordsChanged({
        entity: 'student',
        ids: childIds,
        schoolId,
        classIds: [],
        audience: 'staff',
      });
    }
  }
}
