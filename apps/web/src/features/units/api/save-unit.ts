import {
  DeleteUnitResponseSchema,
  UnitResponseSchema,
  apiPath,
  apiPaths,
  type Unit,
  type UnitInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unitKeys } from './unit-query-keys';

/** POST /api/units/: a new unit in the organization's library. */
export async function createUnit(input: UnitInput): Promise<Unit> {
  const { result } = await apiClient.request(apiPaths.units, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: UnitResponseSchema,
    retry: false,
  });
  return result;
}

/** PUT /api/unit/{id}: the whole unit with the version last read (409 when changed elsewhere). */
export async function updateUnit(id: string, input: UnitInput & { version: number }): Promise<Unit> {
  const { result } = await apiClient.request(apiPath(apiPaths.unitById, { id }), {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: UnitResponseSchema,
    retry: false,
  });
  return result;
}

/** POST /api/unit/{id}/fork: a copy in the organization's library. */
export async function forkUnit(id: string): Promise<Unit> {
  const { result } = await apiClient.request(apiPath(apiPaths.unitFork, { id }), {
    method: 'POST',
    auth: 'staff',
    schema: UnitResponseSchema,
    retry: false,
  });
  return result;
}

/** DELETE /api/unit/{id}. */
export async function deleteUnit(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.unitById, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteUnitResponseSchema,
  });
}

/** Saves (a new unit when `id` is null) and refreshes the library. */
export function useSaveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: UnitInput & { version: number } }) =>
      id ? updateUnit(id, input) : createUnit(input),
    onSuccess: (unit) => {
      queryClient.setQueryData(unitKeys.detail(unit._id), unit);
      void queryClient.invalidateQueries({ queryKey: unitKeys.all });
    },
  });
}

export function useForkUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forkUnit,
    onSuccess: (unit) => {
      queryClient.setQueryData(unitKeys.detail(unit._id), unit);
      void queryClient.invalidateQueries({ queryKey: unitKeys.all });
    },
  });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.all }),
  });
}
