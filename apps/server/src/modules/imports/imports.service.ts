import type { ImportKind, ImportPreview, SchoolImport } from '@cue/contracts';
import { badInput, notFound } from '../../lib/app-error.js';
import { foreignKeyRefusal } from '../../db/pg-errors.js';
import type { Clock } from '../../lib/clock.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { ConsentAnnouncer } from '../students/photo-consent.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { AdminPortalKey, SchoolsService } from '../schools/schools.service.js';
import { planChildren } from './children-plan.js';
import { exportCsv } from './import-export.js';
import { readImportFile, type ImportFileRow } from './import-file.js';
import {
  createdCounts,
  undoChanges,
  writeChildren,
  writeStaff,
  type ImportChanges,
} from './import-changes.js';
import {
  presentImport,
  presentPreviewRow,
  summarize,
  undoUntil,
  type PlannedRow,
} from './imports.presenter.js';
import type { ImportRow, ImportsRepository } from './imports.repository.js';
import { planStaff } from './staff-plan.js';

export interface ImportsServiceDeps {
  repository: ImportsRepository;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
  /** Refreshes the library photos of children whose photo consent an import changed. */
  consent: ConsentAnnouncer;
}

/** The school-setup page whose switch (admin_portal.<key>) an import kind needs. */
export const importPermission: Record<ImportKind, AdminPortalKey> = { children: 'students', staff: 'staff' };

/** How long a preview that was never confirmed keeps its rows (they hold names, phones, notes). */
const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

/** How many imports the recent list shows. */
const RECENT_IMPORTS = 20;

const importNotFound = () => notFound('Import not found');

/** Plain words for what was added to imported records since (the undo refusal names it). */
const recordWords: Record<string, string> = {
  refresh_sessions: 'an imported person has signed in',
  attendance_marks: 'an imported child has register marks',
  observations: 'an imported child has observations',
  journal_posts: 'an imported child has journal posts',
  child_excusals: 'an imported child has leave requests',
  pickup_adults: 'an imported child has pickup adults',
  parent_links: 'an imported child or parent has been linked to a family since',
  class_enrollments: 'an imported child has been put in another class since',
};

/**
 * Bulk import of children with their guardians and of staff (decision 036): a file is previewed
 * (every row planned, nothing written to school data), then committed in one transaction with
 * multi-row inserts, and can be undone whole within 24 hours. Every call checks the actor's
 * school and the school-setup switch of the import's kind.
 */
export class ImportsService {
  constructor(private readonly deps: ImportsServiceDeps) {}

  /** POST school_imports/: reads and plans the file, stores it as 'previewed', answers every row. */
  async preview(actor: Actor, kind: ImportKind, fileName: string, bytes: Buffer): Promise<ImportPreview> {
    const access = await this.deps.schools.adminPortalAccess(actor, importPermission[kind]);
    const rows = await readImportFile(kind, bytes);
    const now = this.deps.clock.now();
    await this.deps.repository.forgetStalePreviews(
      access.schoolId,
      new Date(now.getTime() - PREVIEW_KEPT_MS),
    );
    const today = await this.schoolToday(access.schoolId);
    const plans = await this.plan(this.deps.repository, access, kind, rows, today);
    const summary = summarize(plans);
    const created = await this.deps.repository.createImport({
      schoolId: access.schoolId,
      kind,
      actorUserId: access.userId,
      fileName: fileName.slice(0, 200),
      status: 'previewed',
      rows,
      summary,
      createdAt: now,
    });
    return { ...(await this.present(created)), rows: plans.map(presentPreviewRow) };
  }

  /**
   * POST school_imports/{id}/commit: plans the stored rows again against the school as it is now
   * (inside the transaction, the import row locked) and writes every row that is not an error.
   */
  async commit(actor: Actor, importId: string): Promise<SchoolImport> {
    const { repository, clock } = this.deps;
    const access = await this.importFor(actor, importId);
    const now = clock.now();
    const today = await this.schoolToday(access.schoolId);
    const { row, changes } = await repository.transaction(async (tx) => {
      // Locked: a second commit of the same import waits, then finds it committed.
      const row = (await tx.findImport(importId, access.schoolId, true))!;
      if (row.status !== 'previewed') throw badInput('id', `this import is already ${row.status}`);
      if (!row.rows || row.createdAt.getTime() < now.getTime() - PREVIEW_KEPT_MS) {
        throw badInput('id', 'this preview has expired: upload the file again');
      }
      const stored = row.rows as ImportFileRow[];
      const plans = await this.plan(tx, access, row.kind, stored, today);
      const summary = summarize(plans);
      if (summary.error === plans.length) throw badInput('id', 'every row of this import has an error');
      const changes =
        row.kind === 'children'
          ? await writeChildren(tx, plans as Parameters<typeof writeChildren>[1], access.schoolId, today, {
              byUserId: access.userId,
              at: now,
            })
          : await writeStaff(tx, plans as Parameters<typeof writeStaff>[1], access.schoolId);
      await tx.updateImport(row.id, {
        status: 'committed',
        rows: null,
        summary,
        changes: changes as unknown as Record<string, unknown>,
        committedAt: now,
      });
      await tx.audit({
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'commit_import',
        entity: 'import',
        entityId: row.id,
        details: {
          before: null,
          after: {
            kind: row.kind,
            summary,
            created: createdCounts(changes),
            updated: updatedCounts(changes),
          },
        },
        at: now,
      });
      return { row, changes };
    });
    await this.announce(access.schoolId, row, changes);
    return this.present(await repository.findImportWithActor(row.id));
  }

  /**
   * POST school_imports/{id}/undo: within 24 hours of the commit, deletes what the import created
   * and restores what it changed, in one transaction. Refused (400) when the time has passed or
   * something was added to the imported records since; nothing is changed then.
   */
  async undo(actor: Actor, importId: string): Promise<SchoolImport> {
    const { repository, clock } = this.deps;
    const access = await this.importFor(actor, importId);
    const now = clock.now();
    let undone: { row: ImportRow; changes: ImportChanges };
    try {
      undone = await repository.transaction(async (tx) => {
        const row = (await tx.findImport(importId, access.schoolId, true))!;
        if (row.status !== 'committed') throw badInput('id', `only a committed import can be undone`);
        const until = undoUntil(row);
        if (!until || until <= now) throw badInput('id', 'can no longer be undone: 24 hours have passed');
        const changes = row.changes as unknown as ImportChanges;
        await undoChanges(tx, changes, { byUserId: access.userId, at: now });
        await tx.updateImport(row.id, { status: 'undone', undoneAt: now });
        await tx.audit({
          schoolId: access.schoolId,
          actorUserId: access.userId,
          action: 'undo_import',
          entity: 'import',
          entityId: row.id,
          details: {
            before: { deleted: createdCounts(changes) },
            after: { restored: updatedCounts(changes) },
          },
          at: now,
        });
        return { row, changes };
      });
    } catch (error) {
      const table = foreignKeyRefusal(error);
      if (!table) throw error;
      throw badInput(
        'id',
        `cannot be undone: ${recordWords[table] ?? `imported records are used in ${table.replace(/_/g, ' ')}`}. ` +
          'Change those records on the students or staff screens instead.',
      );
    }
    await this.announce(access.schoolId, undone.row, undone.changes);
    return this.present(await repository.findImportWithActor(undone.row.id));
  }

  /** GET school_imports/: the recent imports of the kinds the actor may manage. */
  async list(actor: Actor): Promise<SchoolImport[]> {
    const access = await this.deps.schools.staffAccess(actor);
    const kinds = (Object.keys(importPermission) as ImportKind[]).filter(
      (kind) => access.rolePermissions.admin_portal[importPermission[kind]],
    );
    if (kinds.length === 0) await this.deps.schools.adminPortalAccess(actor, 'students');
    const rows = await this.deps.repository.listImports(access.schoolId, kinds, RECENT_IMPORTS);
    const now = this.deps.clock.now();
    return rows.map((row) => presentImport(row, now));
  }

  /** GET school_imports/export/{kind}.csv: the kind's columns for everyone at the school now. */
  async exportCsv(actor: Actor, kind: ImportKind): Promise<string> {
    const access = await this.deps.schools.adminPortalAccess(actor, importPermission[kind]);
    return exportCsv(this.deps.repository, kind, access.schoolId);
  }

  private async plan(
    repository: ImportsRepository,
    access: StaffAccess,
    kind: ImportKind,
    rows: ImportFileRow[],
    today: string,
  ): Promise<PlannedRow[]> {
    const phoneColumns = kind === 'children' ? ['guardian1_phone', 'guardian2_phone'] : ['phone'];
    const emailColumns = kind === 'children' ? ['guardian1_email', 'guardian2_email'] : ['email'];
    const valuesOf = (columns: string[], normalize: (text: string) => string) => [
      ...new Set(
        rows.flatMap((r) => columns.map((c) => normalize(r.cells[c] ?? '')).filter((v) => v !== '')),
      ),
    ];
    // Candidates only: the rules decide; a phone typed with +91 or spaces still finds its account.
    const phones = valuesOf(phoneColumns, (text) => text.replace(/\D/g, '').slice(-10));
    const emails = valuesOf(emailColumns, (text) => text.trim().toLowerCase());
    const users = await repository.usersByPhoneOrEmail(phones, emails);
    const { schoolId } = access;
    if (kind === 'staff') return planStaff(rows, await repository.staffContext(schoolId, users), access);
    return planChildren(rows, { today, ...(await repository.childrenContext(schoolId, users)) });
  }

  /**
   * The import of the actor's school (404 otherwise), if their role manages its kind (403). Read
   * before the write's transaction: the access checks use their own connection (PGlite has one).
   */
  private async importFor(actor: Actor, importId: string): Promise<StaffAccess> {
    const access = await this.deps.schools.staffAccess(actor);
    const row = await this.deps.repository.findImport(importId, access.schoolId);
    if (!row) throw importNotFound();
    return this.deps.schools.adminPortalAccess(actor, importPermission[row.kind]);
  }

  private async schoolToday(schoolId: string): Promise<string> {
    return schoolToday(await this.deps.schools.schoolTimeZone(schoolId), this.deps.clock.now());
  }

  private async present(row: ImportRow): Promise<SchoolImport> {
    return presentImport(await this.deps.repository.findImportWithActor(row.id), this.deps.clock.now());
  }

  /** After commit or undo: open student, staff and import lists of the school refetch. */
  private async announce(schoolId: string, row: ImportRow, changes: ImportChanges): Promise<void> {
    const { hub, consent } = this.deps;
    hub.recordsChanged({ entity: 'import', ids: [row.id], schoolId, classIds: [], audience: 'staff' });
    const entity = row.kind === 'children' ? 'student' : 'staff';
    const ids =
      row.kind === 'children'
        ? [...changes.created.children, ...changes.updated.children.map((c) => c.id)]
        : [...changes.created.staff_memberships, ...changes.updated.staff_memberships.map((m) => m.id)];
    if (ids.length > 0) hub.recordsChanged({ entity, ids, schoolId, classIds: [], audience: 'staff' });
    if (row.kind === 'children' && changes.created.parent_links.length > 0) {
      hub.recordsChanged({
        entity: 'family',
        ids: changes.created.parent_links,
        schoolId,
        classIds: [],
        audience: 'staff',
      });
    }
    // A child updated (or restored) may have changed photo consent: the photos they are tagged
    // on refresh (created children are on none yet).
    if (row.kind === 'children' && changes.updated.children.length > 0) {
      await consent.consentChanged(
        schoolId,
        changes.updated.children.map((c) => c.id),
      );
    }
  }
}

const updatedCounts = (changes: ImportChanges) => ({
  children: changes.updated.children.length,
  parent_links: changes.updated.parent_links.length,
  staff_memberships: changes.updated.staff_memberships.length,
  class_enrollments_moved: changes.moved.class_enrollments.length,
});
