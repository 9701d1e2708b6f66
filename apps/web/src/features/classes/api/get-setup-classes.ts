import { SetupClassesResponseSchema, apiPaths, type SetupClass } from '@cue/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type ClassListStatus = 'all' | 'active' | 'archived';

/** Keys start with the realtime entity 'class': every change refreshes the setup list. */
export const setupClassesQueryKeys = {
  all: ['class'] as const,
  list: (status: ClassListStatus) => ['class', 'setup', status] as const,
  staffChoices: ['class', 'staff-choices'] as const,
  divisionOptions: ['division', 'class-options'] as const,
};

/** GET /api/fetch_classes_users/?status=: the school's classes with teachers and head counts. */
export async function getSetupClasses(status: ClassListStatus, signal?: AbortSignal): Promise<SetupClass[]> {
  const { result } = await apiClient.request(`${apiPaths.fetchClassesUsers}?status=${status}`, {
    auth: 'staff',
    schema: SetupClassesResponseSchema,
    signal,
  });
  return result;
}

export function useSetupClasses(status: ClassListStatus) {
  return useQuery(
    queryOptions({
      queryKey: setupClassesQueryKeys.list(status),
      queryFn: ({ signal }) => getSetupClasses(status, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
