import type { CurriculumFrameworkKey } from '@cue/contracts';
import { useCurriculumOverview } from '../api/curriculum-overview';

/** The framework of a class the staff member sees: undefined while loading, null for none. */
export function useClassFramework(classId: string): CurriculumFrameworkKey | null | undefined {
  const overview = useCurriculumOverview();
  if (!overview.data) return overview.isError ? null : undefined;
  return overview.data.classes.find((schoolClass) => schoolClass.class_id === classId)?.framework ?? null;
}
