import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AgeBand, ResourceKind } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { planningResources, schools, units, users } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { listAttachments, replaceAttachments } from '../class-media/media-attachments.repository.js';
import {
  claimReceipt,
  findReceipt,
  type Receipt,
  type ReceiptOwner,
} from '../request-receipts/request-receipts.repository.js';

export type ResourceInsert = typeof planningResources.$inferInsert & { id: string };
export type ResourceFields = Pick<
  typeof planningResources.$inferInsert,
  'kind' | 'title' | 'description' | 'url' | 'materials' | 'ageBands' | 'tags' | 'updatedAt'
>;
/** A resource with its author's name. */
export type ResourceRow = typeof planningResources.$inferSelect & {
  authorFirstName: string;
  authorLastName: string;
};

/** Which resources a page of the library selects (always one school's). */
export interface ResourceQuery {
  schoolId: string;
  archived: boolean;
  /** Only this author's (archived ones, for staff without the resources permission). */
  createdBy?: string | undefined;
  search?: string | undefined;
  kind?: ResourceKind | undefined;
  ageBand?: AgeBand | undefined;
  tag?: string | undefined;
}

/** A case-insensitive "contains" pattern: the caller's % and _ are letters, not wildcards. */
const containsPattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(query: ResourceQuery): SQL | undefined {
  const r = planningResources;
  return and(
    eq(r.schoolId, query.schoolId),
    query.archived ? isNotNull(r.archivedAt) : isNull(r.archivedAt),
    query.createdBy ? eq(r.createdBy, query.createdBy) : undefined,
    query.kind ? eq(r.kind, query.kind) : undefined,
    // No age bands means it suits any age: it matches every age filter.
    query.ageBand
      ? sql`(cardinality(${r.ageBands}) = 0 or ${query.ageBand} = any(${r.ageBands}))`
      : undefined,
    query.tag
      ? sql`exists (select 1 from unnest(${r.tags}) as tag where lower(tag) = lower(${query.tag}))`
      : undefined,
    query.search
      ? sql`(${r.title} || ' ' || ${r.description} || ' ' || ${r.materials}::text || ' ' || array_to_string(${r.tags}, ' ')) ilike ${containsPattern(query.search)}`
      : undefined,
  );
}

/** The resource library's Drizzle door: planning_resources, their files and the units using them. */
export class ResourcesRepository extends Repository<ResourcesRepository> {
  protected bind(db: Database) {
    return new ResourcesRepository(db);
  }

  private selectResources() {
    return this.db
      .select({
        resource: planningResources,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
      })
      .from(planningResources)
      .innerJoin(users, eq(users.id, planningResources.createdBy));
  }

  private static flat(row: {
    resource: typeof planningResources.$inferSelect;
    authorFirstName: string;
    authorLastName: string;
  }): ResourceRow {
    return { ...row.resource, authorFirstName: row.authorFirstName, authorLastName: row.authorLastName };
  }

  async list(query: ResourceQuery, page: { limit: number; offset: number }) {
    const where = whereOf(query);
    const [rows, [total]] = await Promise.all([
      this.selectResources()
        .where(where)
        .orderBy(desc(planningResources.updatedAt), desc(planningResources.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: count() }).from(planningResources).where(where),
    ]);
    return { rows: rows.map(ResourcesRepository.flat), total: total?.n ?? 0 };
  }

  /** Every tag of the school's resources (live or archived, as asked), sorted. */
  async tagsInUse(schoolId: string, archived: boolean): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ tag: sql<string>`unnest(${planningResources.tags})` })
      .from(planningResources)
      .where(
        and(
          eq(planningResources.schoolId, schoolId),
          archived ? isNotNull(planningResources.archivedAt) : isNull(planningResources.archivedAt),
        ),
      );
    return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b));
  }

  async find(id: string): Promise<ResourceRow | null> {
    const [row] = await this.selectResources().where(eq(planningResources.id, id));
    return row ? ResourcesRepository.flat(row) : null;
  }

  /** The resource, locked for an edit, archive or restore (call inside the transaction). */
  async lock(id: string): Promise<typeof planningResources.$inferSelect | null> {
    const [row] = await this.db
      .select()
      .from(planningResources)
      .where(eq(planningResources.id, id))
      .for('update');
    return row ?? null;
  }

  async insert(row: ResourceInsert): Promise<void> {
    await this.db.insert(planningResources).values(row);
  }

  async update(id: string, schoolId: string, fields: ResourceFields): Promise<void> {
    await this.db
      .update(planningResources)
      .set(fields)
      .where(and(eq(planningResources.id, id), eq(planningResources.schoolId, schoolId)));
  }

  async setArchived(id: string, schoolId: string, archivedAt: Date | null, at: Date): Promise<void> {
    await this.db
      .update(planningResources)
      .set({ archivedAt, updatedAt: at })
      .where(and(eq(planningResources.id, id), eq(planningResources.schoolId, schoolId)));
  }

  /** The school's live resources among `ids`, in the order of `ids` (for units). */
  async liveRefs(schoolId: string, ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: planningResources.id, title: planningResources.title, kind: planningResources.kind })
      .from(planningResources)
      .where(
        and(
          eq(planningResources.schoolId, schoolId),
          inArray(planningResources.id, ids),
          isNull(planningResources.archivedAt),
        ),
      )
      .orderBy(asc(planningResources.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  async organizationOf(schoolId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ organizationId: schools.organizationId })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row?.organizationId ?? null;
  }

  /**
   * How many live units of the organization list each resource (units.resource_ids; the units
   * module owns that table and drops archived resources when it presents a unit).
   */
  async unitCounts(organizationId: string, resourceIds: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (resourceIds.length === 0) return counts;
    const ids = sql`array[${sql.join(
      resourceIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`;
    const rows = await this.db
      .select({ id: sql<string>`rid`, n: sql<number>`count(*)::int` })
      .from(sql`${units}, unnest(${units.resourceIds}) as rid`)
      .where(and(eq(units.organizationId, organizationId), isNull(units.deletedAt), sql`rid = any(${ids})`))
      .groupBy(sql`rid`);
    for (const row of rows) counts.set(row.id, Number(row.n));
    return counts;
  }

  attachmentsOf(ids: string[]): Promise<Map<string, string[]>> {
    return listAttachments(this.db, 'resource', ids);
  }

  replaceFile(id: string, schoolId: string, mediaId: string | null): Promise<void> {
    return replaceAttachments(this.db, { kind: 'resource', id, schoolId }, mediaId ? [mediaId] : []);
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  findReceipt(owner: ReceiptOwner): Promise<Receipt | null> {
    return findReceipt(this.db, owner);
  }

  claimReceipt(owner: ReceiptOwner, receipt: Receipt & { at: Date }): Promise<Receipt | null> {
    return claimReceipt(this.db, owner, receipt);
  }
}
