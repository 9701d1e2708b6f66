import type { UnitLibrary } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { getUnitLibrary } from '../../units/api/unit-library';
import { unitPickerKeys } from './project-keys';

/** The first page of a unit library, for the project form's unit picker. */
export function useUnitLibrary(library: UnitLibrary, enabled: boolean) {
  return useQuery({
    queryKey: unitPickerKeys.library(library),
    queryFn: ({ signal }) => getUnitLibrary(library, {}, 1, signal),
    enabled,
  });
}
