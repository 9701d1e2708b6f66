import {
  aliasedTable,
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AgeBand, CurriculumFrameworkKey, UnitLibrary } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import { Repository } from '../../db/repository.js';
import { planningResources, schools, units, users } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import {
  claimReceipt,
  findReceipt,
  type Receipt,
  type ReceiptOwner,
} from '../request-receipts/request-receipts.repository.js';

export type UnitInsert = typeof units.$inferInsert & { id: string };
export type UnitChange = Partial<Omit<typeof units.$inferInsert, 'id'>>;
/** A unit with what its screens show of the units and people it names. */
export type UnitRow = typeof units.$inferSelect & {
  forkedFromTitle: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
};

/** Which units a library list selects. */
export interface UnitQuery {
  library: UnitLibrary;
  /** The organization's library (ignored for the global one). */
  organizationId: string | null;
  /** Lower-cased words looked for in title, theme, summary and activity titles. */
  search?: string | undefined;
  ageBand?: AgeBand | undefined;
  framework?: CurriculumFrameworkKey | undefined;
  /** Units targeting any of these competencies (a domain's, or the one competency asked for). */
  anyCompetency?: string[] | undefined;
  theme?: string | undefined;
}

export interface ResourceRef {
  id: string;
  title: string;
  kind: string;
}

/** A case-insensitive "contains" pattern: the caller's % and _ are letters, not wildcards. */
const containsPattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const libraryOf = (query: Pick<UnitQuery, 'library' | 'organizationId'>): SQL | undefined =>
  query.library === 'global'
    ? isNull(units.organizationId)
    : eq(units.organizationId, query.organizationId ?? '');

function whereOf(query: UnitQuery): SQL | undefined {
  return and(
    isNull(units.deletedAt),
    libraryOf(query),
    query.search ? sql`${units.searchText} like ${containsPattern(query.search)}` : undefined,
    query.ageBand ? eq(units.ageBand, query.ageBand) : undefined,
    query.framework ? eq(units.framework, query.framework) : undefined,
    query.anyCompetency ? arrayOverlaps(units.competencies, query.anyCompetency) : undefined,
    query.theme ? sql`lower(${units.theme}) = ${query.theme.toLowerCase()}` : undefined,
  );
}

const forkedFrom = aliasedTable(units, 'forked_from');

/** The unit library: global and organization units, and the resources they link. The units module's Drizzle door. */
export class UnitsRepository extends Repository<UnitsRepository> {
  protected bind(db: Database) {
    return new UnitsRepository(db);
  }

  private selectUnits() {
    return this.db
      .select({
        unit: units,
        forkedFromTitle: forkedFrom.title,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
      })
      .from(units)
      .leftJoin(forkedFrom, eq(forkedFrom.id, units.forkedFromId))
      .leftJoin(users, eq(users.id, units.createdBy));
  }

  private static flatten(
    rows: {
      unit: typeof units.$inferSelect;
      forkedFromTitle: string | null;
      authorFirstName: string | null;
      authorLastName: string | null;
    }[],
  ): UnitRow[] {
    return rows.map(({ unit, ...names }) => ({ ...unit, ...names }));
  }

  async listUnits(query: UnitQuery, page: { limit: number; offset: number }) {
    const where = whereOf(query);
    const order =
      query.library === 'global'
        ? [asc(units.ageBand), asc(units.title), asc(units.id)]
        : [desc(units.updatedAt), desc(units.id)];
    const rows = await this.selectUnits()
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db.select({ n: count() }).from(units).where(where);
    return { rows: UnitsRepository.flatten(rows), total: total?.n ?? 0 };
  }

  /** Every theme of a library, for the filter's choices. */
  async themes(query: Pick<UnitQuery, 'library' | 'organizationId'>): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ theme: units.theme })
      .from(units)
      .where(and(isNull(units.deletedAt), libraryOf(query)))
      .orderBy(asc(units.theme));
    return rows.map((row) => row.theme);
  }

  /** A unit that is not deleted, or null. */
  async findUnit(id: string): Promise<UnitRow | null> {
    const rows = await this.selectUnits()
      .where(and(eq(units.id, id), isNull(units.deletedAt)))
      .limit(1);
    return UnitsRepository.flatten(rows)[0] ?? null;
  }

  /** The unit's version, locked for this transaction (null when deleted). */
  async lockUnit(id: string): Promise<{ version: number } | null> {
    const [row] = await this.db
      .select({ version: units.version })
      .from(units)
      .where(and(eq(units.id, id), isNull(units.deletedAt)))
      .for('update');
    return row ?? null;
  }

  async insertUnit(row: UnitInsert): Promise<void> {
    await this.db.insert(units).values(row);
  }

  async updateUnit(id: string, change: UnitChange): Promise<void> {
    await this.db.update(units).set(change).where(eq(units.id, id));
  }

  /** Every global unit row (ensureGlobalUnits compares them with the shipped data). */
  async globalUnits(): Promise<(typeof units.$inferSelect)[]> {
    return this.db
      .select()
      .from(units)
      .where(sql`${units.globalKey} is not null`);
  }

  /** Serialises the global library's upsert across processes (inside the transaction). */
  async lockGlobalUnits(): Promise<void> {
    await lockUntilCommit(this.db, 'global-units');
  }

  /** The organization of a school. */
  async organizationOf(schoolId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ organizationId: schools.organizationId })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row?.organizationId ?? null;
  }

  /** The schools of an organization (their staff hear of its units). */
  async schoolsOf(organizationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.organizationId, organizationId));
    return rows.map((row) => row.id);
  }

  /** Of `ids`, the school's resources still in its library. */
  async schoolResources(schoolId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: planningResources.id })
      .from(planningResources)
      .where(
        and(
          eq(planningResources.schoolId, schoolId),
          inArray(planningResources.id, ids),
          isNull(planningResources.archivedAt),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }

  /** The resources among `ids` still in a library (archived ones drop out), by id. */
  async resourcesById(ids: string[]): Promise<Map<string, ResourceRef>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: planningResources.id, title: planningResources.title, kind: planningResources.kind })
      .from(planningResources)
      .where(and(inArray(planningResources.id, ids), isNull(planningResources.archivedAt)));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  findReceipt(owner: ReceiptOwner): Promise<Receipt | null> {
    return findReceipt(this.db, owner);
  }

  /** Stores the key with the unit (in its transaction), or answers the first request's receipt. */
  claimReceipt(owner: ReceiptOwner, receipt: Receipt & { at: Date }): Promise<Receipt | null> {
    return claimReceipt(this.db, owner, receipt);
  }
}
