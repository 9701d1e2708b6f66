import { ClassStaffChoicesResponseSchema, DivisionsResponseSchema, apiPaths } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setupClassesQueryKeys } from './get-setup-classes';

/** GET /api/class_staff_choices/: the school's active staff, for the teacher picker. */
export function useClassStaffChoices() {
  return useQuery({
    queryKey: setupClassesQueryKeys.staffChoices,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request(apiPaths.classStaffChoices, {
          auth: 'staff',
          schema: ClassStaffChoicesResponseSchema,
          signal,
        })
      ).result,
  });
}

/** GET /api/school_divisions/: the divisions a class may belong to. */
export function useDivisionOptions() {
  return useQuery({
    queryKey: setupClassesQueryKeys.divisionOptions,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request(apiPaths.schoolDivisions, {
          auth: 'staff',
          schema: DivisionsResponseSchema,
          signal,
        })
      ).result,
  });
}
