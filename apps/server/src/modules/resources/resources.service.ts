import {
  RESOURCES_PAGE_SIZE,
  type Resource,
  type ResourceInputSchema,
  type ResourceList,
  type ResourceListQuerySchema,
} from '@cue/contracts';
import type { z } from 'zod';
import { badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { Actor } from '../auth/session.service.js';
import type { MediaAttachments } from '../class-media/media-attachments.js';
import { staffViewer } from '../class-media/media-consent.policy.js';
import { replayOf, type RequestKey } from '../request-receipts/request-key.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { announceResourcesChanged } from './resources.events.js';
import { mayEditResource, mayManageAllResources } from './resources.policy.js';
import { presentResource } from './resources.presenter.js';
import type { ResourceFields, ResourceRow, ResourcesRepository } from './resources.repository.js';

export type ResourceFieldsInput = z.output<typeof ResourceInputSchema>;
export type ResourceListQuery = z.output<typeof ResourceListQuerySchema>;

/** What a unit shows of a resource it links (units.ts UnitResourceRefSchema). */
export interface ResourceRef {
  _id: string;
  title: string;
  kind: string;
}

export interface ResourcesServiceDeps {
  repository: ResourcesRepository;
  schools: Pick<SchoolsService, 'staffAccess'>;
  hub: RealtimeHub;
  clock: Clock;
  /** Which files a staff member may attach (homework's rule), and their signed links. */
  attachments: Pick<MediaAttachments, 'checkAttachable' | 'filesOf'>;
}

/** The request-receipt kind of a resource made with an Idempotency-Key. */
const RESOURCE_RECEIPT_KIND = 'resource';

const resourceNotFound = () => notFound('Resource not found');

/** Page number from the PageNumber header (validated by the route): 1 when missing. */
const pageOf = (pageNumber: string | undefined) => {
  const page = pageNumber ? Number(pageNumber) : 1;
  return { page, limit: RESOURCES_PAGE_SIZE, offset: (page - 1) * RESOURCES_PAGE_SIZE };
};

/** Only what the kind uses is stored: a link's url, a materials list's items. */
function fieldsOf(input: ResourceFieldsInput, now: Date): ResourceFields {
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    url: input.kind === 'link' ? (input.url ?? null) : null,
    materials: input.kind === 'materials' ? input.materials : [],
    ageBands: [...new Set(input.age_bands)],
    tags: [...new Map(input.tags.map((tag) => [tag.toLowerCase(), tag])).values()],
    updatedAt: now,
  };
}

/**
 * The school's resource library (issue 16, decision 049): files (media_attachments owner kind
 * 'resource'), links and materials lists. Every staff member of the school reads the library and
 * adds to it; the author, or staff with academic_setup.resources, edit, archive and restore.
 * A resource's file is staff material: it is never presented to families. Every write is
 * audited in its transaction and announced to the school's staff after commit.
 */
export class ResourcesService {
  constructor(private readonly deps: ResourcesServiceDeps) {}

  /** resources/ (GET): a page of the library, searched and filtered, newest change first. */
  async list(actor: Actor, query: ResourceListQuery, pageNumber: string | undefined): Promise<ResourceList> {
    const { repository } = this.deps;
    const access = await this.deps.schools.staffAccess(actor);
    const archived = query.archived === 'true';
    const { page, limit, offset } = pageOf(pageNumber);
    const { rows, total } = await repository.list(
      {
        schoolId: access.schoolId,
        archived,
        // Archived ones: the whole school's for those who manage the library, else one's own.
        createdBy: archived && !mayManageAllResources(access) ? access.userId : undefined,
        search: query.q?.trim() || undefined,
        kind: query.kind,
        ageBand: query.age_band,
        tag: query.tag?.trim() || undefined,
      },
      { limit, offset },
    );
    const [resources, tags] = await Promise.all([
      this.present(access, rows),
      repository.tagsInUse(access.schoolId, false),
    ]);
    return { resources, total, page, page_size: RESOURCES_PAGE_SIZE, tags };
  }

  /** resource/{id} (GET): one of the school's resources; an archived one for its author or managers. */
  async get(actor: Actor, id: string): Promise<Resource> {
    const access = await this.deps.schools.staffAccess(actor);
    const row = await this.deps.repository.find(id);
    if (!row || row.schoolId !== access.schoolId) throw resourceNotFound();
    if (row.archivedAt && !mayEditResource(access, row)) throw forbidden();
    return (await this.present(access, [row]))[0]!;
  }

  /** resources/ (POST): any staff member of the school adds a resource (an Idempotency-Key replays). */
  async create(actor: Actor, input: ResourceFieldsInput, requestKey?: RequestKey): Promise<Resource> {
    const { repository, clock } = this.deps;
    const access = await this.deps.schools.staffAccess(actor);
    const owner = requestKey && {
      userId: actor.userId,
      schoolId: access.schoolId,
      requestKey: requestKey.value,
    };
    const receipt = owner && (await repository.findReceipt(owner));
    if (receipt) return this.get(actor, replayOf(receipt, RESOURCE_RECEIPT_KIND, requestKey!).ids[0]!);

    const mediaId = await this.checkedFile(access, input, null);
    const now = clock.now();
    const id = newObjectId(now);
    const replayed = await repository.transaction(async (tx) => {
      if (owner) {
        const first = await tx.claimReceipt(owner, {
          kind: RESOURCE_RECEIPT_KIND,
          outcome: { ids: [id] },
          at: now,
        });
        if (first) return replayOf(first, RESOURCE_RECEIPT_KIND, requestKey!).ids[0]!;
      }
      await tx.insert({
        id,
        schoolId: access.schoolId,
        ...fieldsOf(input, now),
        createdBy: access.userId,
        createdAt: now,
      });
      await tx.replaceFile(id, access.schoolId, mediaId);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'create_resource',
        entity: 'resource',
        entityId: id,
        details: { kind: input.kind, media_id: mediaId },
      });
      return null;
    });
    if (replayed) return this.get(actor, replayed);
    announceResourcesChanged(this.deps.hub, access.schoolId, [id]);
    return this.get(actor, id);
  }

  /** resource/{id} (PUT): the whole resource again (the author, or staff who manage the library). */
  async update(actor: Actor, id: string, input: ResourceFieldsInput): Promise<Resource> {
    const { repository, clock } = this.deps;
    const access = await this.deps.schools.staffAccess(actor);
    const current = await this.editable(access, id);
    const attached = (await repository.attachmentsOf([id])).get(id)?.[0] ?? null;
    const mediaId = await this.checkedFile(access, input, attached);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      const row = await tx.lock(id);
      if (!row || row.schoolId !== access.schoolId) throw resourceNotFound();
      await tx.update(id, access.schoolId, fieldsOf(input, now));
      if (mediaId !== attached) await tx.replaceFile(id, access.schoolId, mediaId);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'update_resource',
        entity: 'resource',
        entityId: id,
        details: { kind: input.kind, previous_kind: current.kind, media_id: mediaId },
      });
    });
    announceResourcesChanged(this.deps.hub, access.schoolId, [id]);
    return this.get(actor, id);
  }

  /**
   * resource/{id} (DELETE): archives it (the author, or staff who manage the library). A resource
   * that units link may be archived: the units keep its id but no longer show it (resourceRefs
   * answers live ones only), and restoring it brings it back into those units.
   */
  async archive(actor: Actor, id: string): Promise<{ id: string }> {
    await this.setArchived(actor, id, true);
    return { id };
  }

  /** resource/{id}/restore (POST): back into the library (the author, or staff who manage it). */
  async restore(actor: Actor, id: string): Promise<Resource> {
    await this.setArchived(actor, id, false);
    return this.get(actor, id);
  }

  /**
   * For units: the school's live resources among `ids`, in their order, as a unit shows them
   * (another school's, unknown and archived ones are left out). The actor must be staff of a
   * school (403 otherwise).
   */
  async resourceRefs(actor: Actor, ids: string[]): Promise<ResourceRef[]> {
    const access = await this.deps.schools.staffAccess(actor);
    const rows = await this.deps.repository.liveRefs(access.schoolId, [...new Set(ids)]);
    return rows.map((row) => ({ _id: row.id, title: row.title, kind: row.kind }));
  }

  private async setArchived(actor: Actor, id: string, archived: boolean): Promise<void> {
    const { repository, clock } = this.deps;
    const access = await this.deps.schools.staffAccess(actor);
    const now = clock.now();
    const changed = await repository.transaction(async (tx) => {
      const row = await tx.lock(id);
      if (!row || row.schoolId !== access.schoolId) throw resourceNotFound();
      if (!mayEditResource(access, row)) throw forbidden();
      if ((row.archivedAt !== null) === archived) return false;
      await tx.setArchived(id, access.schoolId, archived ? now : null, now);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: archived ? 'archive_resource' : 'restore_resource',
        entity: 'resource',
        entityId: id,
        details: { title: row.title, created_by_user_id: row.createdBy },
      });
      return true;
    });
    if (changed) announceResourcesChanged(this.deps.hub, access.schoolId, [id]);
  }

  /** The resource for an edit: 404 another school's, 403 someone else's without the right. */
  private async editable(access: StaffAccess, id: string): Promise<ResourceRow> {
    const row = await this.deps.repository.find(id);
    if (!row || row.schoolId !== access.schoolId) throw resourceNotFound();
    if (!mayEditResource(access, row)) throw forbidden();
    return row;
  }

  /**
   * A file resource's media: the file already attached, or the actor's own upload in the school;
   * 400 naming media_id otherwise (another school's file included). Not a class's photo: the
   * library is school-wide, so staff who do not work with that class would see its children.
   * Other kinds carry no file.
   */
  private async checkedFile(
    access: StaffAccess,
    input: ResourceFieldsInput,
    attached: string | null,
  ): Promise<string | null> {
    if (input.kind !== 'file') return null;
    if (!input.media_id) throw badInput('media_id', 'is required for a file');
    if (input.media_id === attached) return attached;
    const [mediaId] = await this.deps.attachments.checkAttachable(
      { userId: access.userId, schoolId: access.schoolId, visibleClassIds: [] },
      [input.media_id],
      'media_id',
    );
    return mediaId ?? null;
  }

  /** Rows as the contract shows them: files with fresh links (staff viewer), units using each. */
  private async present(access: StaffAccess, rows: ResourceRow[]): Promise<Resource[]> {
    const { repository, attachments } = this.deps;
    const ids = rows.map((row) => row.id);
    const organizationId = await repository.organizationOf(access.schoolId);
    const [files, counts] = await Promise.all([
      attachments.filesOf(
        'resource',
        rows.filter((row) => row.kind === 'file').map((row) => row.id),
        staffViewer,
      ),
      organizationId
        ? repository.unitCounts(organizationId, ids)
        : Promise.resolve(new Map<string, number>()),
    ]);
    return rows.map((row) =>
      presentResource(row, {
        file: files.get(row.id)?.[0] ?? null,
        canEdit: mayEditResource(access, row),
        usedInUnits: counts.get(row.id) ?? 0,
      }),
    );
  }
}
