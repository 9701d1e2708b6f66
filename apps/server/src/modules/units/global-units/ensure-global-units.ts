import type { Database } from '../../../db/client.js';
import { checkUnitCompetencies, parseUnitInput, stableObjectId, unitColumns } from '../unit-content.js';
import { UnitsRepository, type UnitChange } from '../units.repository.js';
import { globalUnits, type GlobalUnit } from './index.js';

/** JSON with object keys sorted (jsonb does not keep key order), to compare stored and shipped. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** The row columns of a shipped unit; its blocks' ids are stable (from its key and their titles). */
export function globalUnitColumns({ global_key, unit }: GlobalUnit): UnitChange {
  const fields = parseUnitInput(unit);
  checkUnitCompetencies(fields);
  const activities = fields.activities.map((activity) => ({
    ...activity,
    id: stableObjectId(`${global_key}:activity:${activity.title}`),
  }));
  return unitColumns(fields, activities);
}

/** The id a global unit always has. */
export const globalUnitId = (globalKey: string) => stableObjectId(`global-unit:${globalKey}`);

const comparedColumns = [
  'title',
  'framework',
  'ageBand',
  'durationDays',
  'theme',
  'summary',
  'competencies',
  'learningOutcomes',
  'activities',
  'differentiation',
  'assessment',
  'homeLink',
  'resourceIds',
  'searchText',
] as const;

const sameContent = (a: UnitChange, b: UnitChange) =>
  comparedColumns.every((column) => canonical(a[column]) === canonical(b[column]));

/**
 * The global library as shipped (global-units/*.ts), run at every start after the migrations: a
 * new key is inserted, a changed unit updated with its version bumped, an unchanged one left as
 * it is (one read when nothing changed). Two processes starting at once take turns.
 */
export async function ensureGlobalUnits(
  db: Database,
  now: Date = new Date(),
  shipped: readonly GlobalUnit[] = globalUnits,
): Promise<{ inserted: string[]; updated: string[] }> {
  const wanted = shipped.map((unit) => ({ key: unit.global_key, columns: globalUnitColumns(unit) }));
  const repository = new UnitsRepository(db);
  const differs = (rows: Awaited<ReturnType<UnitsRepository['globalUnits']>>) => {
    const byKey = new Map(rows.map((row) => [row.globalKey, row]));
    return wanted.some(({ key, columns }) => {
      const row = byKey.get(key);
      return !row || !sameContent(row, columns);
    });
  };
  if (!differs(await repository.globalUnits())) return { inserted: [], updated: [] };

  return repository.transaction(async (tx) => {
    await tx.lockGlobalUnits();
    const byKey = new Map((await tx.globalUnits()).map((row) => [row.globalKey, row]));
    const inserted: string[] = [];
    const updated: string[] = [];
    for (const { key, columns } of wanted) {
      const row = byKey.get(key);
      if (!row) {
        await tx.insertUnit({
          ...(columns as Required<Pick<UnitChange, (typeof comparedColumns)[number]>>),
          id: globalUnitId(key),
          globalKey: key,
          organizationId: null,
          schoolId: null,
          createdAt: now,
          updatedAt: now,
        });
        inserted.push(key);
      } else if (!sameContent(row, columns)) {
        await tx.updateUnit(row.id, {
          ...columns,
          version: row.version + 1,
          updatedAt: now,
          deletedAt: null,
        });
        updated.push(key);
      }
    }
    if (inserted.length > 0 || updated.length > 0) {
      await tx.audit({
        at: now,
        schoolId: null,
        actorUserId: null,
        action: 'ensure_global_units',
        entity: 'unit',
        entityId: null,
        details: { inserted, updated },
      });
    }
    return { inserted, updated };
  });
}
