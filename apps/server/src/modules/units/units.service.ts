import {
  UNITS_PAGE_SIZE,
  UnitListQuerySchema,
  UnitUpdateInputSchema,
  curriculumFrameworkKeys,
  curriculumFrameworks,
  type Unit,
  type UnitInput,
  type UnitLibrary,
  type UnitList,
  type UnitListQuery,
} from '@cue/contracts';
import type { z } from 'zod';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import { replayOf, type RequestKey } from '../request-receipts/request-key.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import {
  checkUnitCompetencies,
  parseInput,
  parseUnitInput,
  unitColumns,
  withBlockIds,
} from './unit-content.js';
import type { UnitsEvents } from './units.events.js';
import { mayEditUnit } from './units.policy.js';
import { presentUnit, presentUnitSummary } from './units.presenter.js';
import type { UnitRow, UnitsRepository } from './units.repository.js';

/** The request-receipt kind of a unit made with a request key. */
const UNIT_RECEIPT_KIND = 'unit';
export const UNIT_CHANGED_ELSEWHERE = 'This unit was changed elsewhere. Reload to see the latest.';

export interface UnitsServiceDeps {
  repository: UnitsRepository;
  schools: SchoolsService;
  events: UnitsEvents;
  clock: Clock;
}

/** A library search as other modules ask it (Cue, projects): the list's filters and a page. */
export type UnitSearch = UnitListQuery & { library: UnitLibrary; page?: number };

const unitNotFound = () => notFound('Unit not found');

/** The competency codes of a domain (in any framework that has it, or the one asked for). */
function domainCompetencies(domain: string, framework: UnitListQuery['framework']): string[] {
  return (framework ? [framework] : curriculumFrameworkKeys).flatMap((key) =>
    curriculumFrameworks[key].domains
      .filter((d) => d.code === domain)
      .flatMap((d) => d.goals.flatMap((goal) => goal.competencies.map((c) => c.code))),
  );
}

/** The staff member, their school's organization (every school has one). */
interface Place {
  access: StaffAccess;
  organizationId: string;
}

/**
 * The unit library (issue 16, decision 049): the global units shipped with the product (read and
 * copied, never changed here), and the organization's own, which its schools' staff write, edit,
 * copy and delete. Staff only; no school module gates planning. Every write is audited in its
 * transaction and announced to the organization's schools' staff after commit, ids only.
 */
export class UnitsService {
  constructor(private readonly deps: UnitsServiceDeps) {}

  /** units/{library}: a page of the library, searched and filtered, with its themes. */
  async searchUnits(actor: Actor, search: UnitSearch): Promise<UnitList> {
    const { organizationId } = await this.place(actor);
    const { library, page: askedPage, ...rest } = search;
    const query = parseInput(UnitListQuerySchema, rest);
    const page = askedPage && askedPage > 0 ? Math.floor(askedPage) : 1;
    const offset = (page - 1) * UNITS_PAGE_SIZE;
    const anyCompetency = [
      ...(query.domain ? [domainCompetencies(query.domain, query.framework)] : []),
      ...(query.competency ? [[query.competency]] : []),
    ];
    // A domain no framework has, or a competency outside the domain asked for: nothing matches.
    const matching =
      anyCompetency.length === 0
        ? undefined
        : anyCompetency.reduce((all, codes) => all.filter((code) => codes.includes(code)));
    const selection = { library, organizationId };
    const { rows, total } =
      matching && matching.length === 0
        ? { rows: [], total: 0 }
        : await this.deps.repository.listUnits(
            {
              ...selection,
              search: query.q?.trim().toLowerCase() || undefined,
              ageBand: query.age_band,
              framework: query.framework,
              anyCompetency: matching,
              theme: query.theme?.trim() || undefined,
            },
            { limit: UNITS_PAGE_SIZE, offset },
          );
    return {
      units: rows.map(presentUnitSummary),
      total,
      page,
      page_size: UNITS_PAGE_SIZE,
      themes: await this.deps.repository.themes(selection),
    };
  }

  /** unit/{id}: a global unit, or one of the actor's organization (another's: 404). */
  async getUnit(actor: Actor, id: string): Promise<Unit> {
    const place = await this.place(actor);
    return this.present(await this.readable(place, id), place);
  }

  /**
   * units/: a new unit in the actor's organization's library. Cue saves its unit card through
   * here with a request key, so a command run again makes one unit.
   */
  async createUnit(actor: Actor, input: UnitInput, requestKey?: RequestKey): Promise<Unit> {
    const place = await this.place(actor);
    const { access, organizationId } = place;
    const owner = requestKey && {
      userId: actor.userId,
      schoolId: access.schoolId,
      requestKey: requestKey.value,
    };
    const receipt = owner && (await this.deps.repository.findReceipt(owner));
    if (receipt) return this.replay(replayOf(receipt, UNIT_RECEIPT_KIND, requestKey!).ids, place);

    const fields = await this.checkedInput(input, access);
    const now = this.deps.clock.now();
    const id = newObjectId(now);
    const replayed = await this.deps.repository.transaction(async (tx) => {
      if (owner) {
        const first = await tx.claimReceipt(owner, {
          kind: UNIT_RECEIPT_KIND,
          outcome: { ids: [id] },
          at: now,
        });
        if (first) return replayOf(first, UNIT_RECEIPT_KIND, requestKey!).ids;
      }
      const activities = withBlockIds(fields.activities, new Set(), () => newObjectId(now));
      await tx.insertUnit({
        ...(unitColumns(fields, activities) as Required<ReturnType<typeof unitColumns>>),
        id,
        organizationId,
        schoolId: access.schoolId,
        createdBy: access.userId,
        updatedBy: access.userId,
        createdAt: now,
        updatedAt: now,
      });
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'create_unit',
        entity: 'unit',
        entityId: id,
        details: { title: fields.title, framework: fields.framework, age_band: fields.age_band },
      });
      return null;
    });
    if (replayed) return this.replay(replayed, place);
    await this.deps.events.unitChanged(organizationId, id);
    return this.reread(id, place);
  }

  /** unit/{id} PUT: the whole unit again with the version last read (stale: 409). */
  async updateUnit(actor: Actor, id: string, input: z.input<typeof UnitUpdateInputSchema>): Promise<Unit> {
    const place = await this.place(actor);
    const { access, organizationId } = place;
    const unit = await this.editable(place, id);
    const { version, ...rest } = parseInput(UnitUpdateInputSchema, input);
    const fields = await this.checkedInput(rest, access);
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      const current = await tx.lockUnit(id);
      if (!current) throw unitNotFound();
      if (current.version !== version) throw new AppError('CONFLICT', UNIT_CHANGED_ELSEWHERE);
      const existing = new Set(unit.activities.map((activity) => activity.id));
      const activities = withBlockIds(fields.activities, existing, () => newObjectId(now));
      await tx.updateUnit(id, {
        ...unitColumns(fields, activities),
        version: current.version + 1,
        updatedBy: access.userId,
        updatedAt: now,
      });
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'update_unit',
        entity: 'unit',
        entityId: id,
        details: { version: current.version + 1, title: fields.title },
      });
    });
    await this.deps.events.unitChanged(organizationId, id);
    return this.reread(id, place);
  }

  /** unit/{id} DELETE: soft delete (the author or an admin); projects using it keep their copy. */
  async deleteUnit(actor: Actor, id: string): Promise<{ id: string }> {
    const place = await this.place(actor);
    const { access, organizationId } = place;
    const unit = await this.editable(place, id);
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      await tx.updateUnit(id, { deletedAt: now, updatedBy: access.userId, updatedAt: now });
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'delete_unit',
        entity: 'unit',
        entityId: id,
        details: { title: unit.title },
      });
    });
    await this.deps.events.unitChanged(organizationId, id);
    return { id };
  }

  /**
   * unit/{id}/fork: a copy of a global unit or one of the organization's, in the organization's
   * library, remembering its original; its blocks get new ids. The original never changes.
   */
  async forkUnit(actor: Actor, id: string): Promise<Unit> {
    const place = await this.place(actor);
    const { access, organizationId } = place;
    const original = await this.readable(place, id);
    const now = this.deps.clock.now();
    const copyId = newObjectId(now);
    // Resources of another school of the organization are not this school's to link.
    const ownResources = await this.deps.repository.schoolResources(access.schoolId, original.resourceIds);
    await this.deps.repository.transaction(async (tx) => {
      await tx.insertUnit({
        id: copyId,
        organizationId,
        schoolId: access.schoolId,
        forkedFromId: original.id,
        title: original.title,
        framework: original.framework,
        ageBand: original.ageBand,
        durationDays: original.durationDays,
        theme: original.theme,
        summary: original.summary,
        competencies: original.competencies,
        learningOutcomes: original.learningOutcomes,
        activities: original.activities.map((activity) => ({ ...activity, id: newObjectId(now) })),
        differentiation: original.differentiation,
        assessment: original.assessment,
        homeLink: original.homeLink,
        resourceIds: original.resourceIds.filter((resourceId) => ownResources.has(resourceId)),
        searchText: original.searchText,
        createdBy: access.userId,
        updatedBy: access.userId,
        createdAt: now,
        updatedAt: now,
      });
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'fork_unit',
        entity: 'unit',
        entityId: copyId,
        details: { forked_from: original.id, library: original.organizationId ? 'organization' : 'global' },
      });
    });
    await this.deps.events.unitChanged(organizationId, copyId);
    return this.reread(copyId, place);
  }

  private async place(actor: Actor): Promise<Place> {
    const access = await this.deps.schools.staffAccess(actor);
    const organizationId = await this.deps.repository.organizationOf(access.schoolId);
    if (!organizationId) throw forbidden();
    return { access, organizationId };
  }

  /** A unit the actor may read: global, or their organization's; anything else is 404. */
  private async readable({ organizationId }: Place, id: string): Promise<UnitRow> {
    const unit = await this.deps.repository.findUnit(id);
    if (!unit || (unit.organizationId !== null && unit.organizationId !== organizationId))
      throw unitNotFound();
    return unit;
  }

  /** A unit the actor may change: their organization's and theirs to edit; a global one is 403. */
  private async editable(place: Place, id: string): Promise<UnitRow> {
    const unit = await this.readable(place, id);
    if (!mayEditUnit(place.access, place.organizationId, unit)) throw forbidden();
    return unit;
  }

  /** The input parsed, its competencies in its framework, its resources the school's own. */
  private async checkedInput(input: unknown, access: StaffAccess) {
    const fields = parseUnitInput(input);
    checkUnitCompetencies(fields);
    const resources = await this.deps.repository.schoolResources(access.schoolId, fields.resource_ids);
    const missing = fields.resource_ids.findIndex((resourceId) => !resources.has(resourceId));
    if (missing >= 0) throw badInput(`resource_ids.${missing}`, "is not a resource of the school's library");
    return fields;
  }

  private async present(row: UnitRow, { access, organizationId }: Place): Promise<Unit> {
    const resources = await this.deps.repository.resourcesById(row.resourceIds);
    return presentUnit(row, resources, mayEditUnit(access, organizationId, row));
  }

  private async reread(id: string, place: Place): Promise<Unit> {
    const row = await this.deps.repository.findUnit(id);
    if (!row) throw unitNotFound();
    return this.present(row, place);
  }

  private async replay(ids: string[], place: Place): Promise<Unit> {
    // The unit the key made was deleted since: the key is spent, nothing is made again.
    if (!ids[0]) throw unitNotFound();
    return this.reread(ids[0], place);
  }
}
