import {
  CareEntriesResponseSchema,
  CareEntryResponseSchema,
  ChildCareDayResponseSchema,
  ClassCareDayResponseSchema,
  DeleteCareEntryResponseSchema,
  apiPath,
  apiPaths,
  type CareDetails,
  type CareEntry,
  type CareEntryInput,
  type ChildCareDay,
  type ClassCareDay,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { offlineSaveKinds, saveOrQueue } from '../../../lib/offline-saves';
import { careLogQueryKeys } from './carelog-query-keys';

const withDate = (path: string, date: string | null) =>
  date ? `${path}?date=${encodeURIComponent(date)}` : path;

/** GET /api/carelog/{classId}?date=: every child of the class with the day's entries (staff). */
export async function getClassCareDay(
  classId: string,
  date: string | null,
  signal?: AbortSignal,
): Promise<ClassCareDay> {
  const { result } = await apiClient.request(withDate(apiPath(apiPaths.careLog, { classId }), date), {
    auth: 'staff',
    schema: ClassCareDayResponseSchema,
    signal,
  });
  return result;
}

export function useClassCareDay(classId: string, date: string | null) {
  return useQuery({
    queryKey: careLogQueryKeys.classDay(classId, date),
    queryFn: ({ signal }) => getClassCareDay(classId, date, signal),
  });
}

/** GET /api/child_carelog/{studentId}?date=: one child's day, with the parent token. */
export async function getChildCareDay(
  studentId: string,
  date: string | null,
  signal?: AbortSignal,
): Promise<ChildCareDay> {
  const { result } = await apiClient.request(withDate(apiPath(apiPaths.childCareLog, { studentId }), date), {
    auth: 'parent',
    schema: ChildCareDayResponseSchema,
    signal,
  });
  return result;
}

export function useChildCareDay(studentId: string, date: string | null) {
  return useQuery({
    queryKey: careLogQueryKeys.childDay(studentId, date),
    queryFn: ({ signal }) => getChildCareDay(studentId, date, signal),
  });
}

export interface CareEntriesInput {
  classId: string;
  entries: CareEntryInput[];
}

/**
 * POST /api/carelog/{classId}: one record per child of each entry, all or nothing. With an
 * Idempotency-Key (decision 018) a repeat answers the first save, so the client may retry.
 */
export async function recordCareEntries(
  input: CareEntriesInput & { idempotencyKey?: string },
): Promise<CareEntry[]> {
  const key = input.idempotencyKey;
  const { result } = await apiClient.request(apiPath(apiPaths.careLog, { classId: input.classId }), {
    method: 'POST',
    auth: 'staff',
    body: { entries: input.entries },
    schema: CareEntriesResponseSchema,
    retry: key !== undefined,
    ...(key !== undefined && { headers: { 'Idempotency-Key': key } }),
  });
  return result.entries;
}

export async function editCareEntry(id: string, details: CareDetails): Promise<CareEntry> {
  const { result } = await apiClient.request(apiPath(apiPaths.careLogEntry, { id }), {
    method: 'PUT',
    auth: 'staff',
    body: details,
    schema: CareEntryResponseSchema,
  });
  return result;
}

export async function deleteCareEntry(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.careLogEntry, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteCareEntryResponseSchema,
  });
}

/** Every care log change refreshes the open care log screens (the socket does too). */
function useCareLogMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careLogQueryKeys.all }),
  });
}

/**
 * Records care entries now, or keeps them on the device while offline (decision 029): the key
 * made for the first try is the one every later try sends. Each entry names its day, so a save
 * sent later still lands on the day it was made for.
 */
export function useRecordCareEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: CareEntriesInput) =>
      saveOrQueue<CareEntry[], CareEntriesInput>(offlineSaveKinds.careEntries, input, (key) =>
        recordCareEntries({ ...input, idempotencyKey: key }),
      ),
    onSuccess: (outcome) => {
      if (outcome.queued) return;
      return queryClient.invalidateQueries({ queryKey: careLogQueryKeys.all });
    },
  });
}
export const useEditCareEntry = () =>
  useCareLogMutation((input: { id: string; details: CareDetails }) => editCareEntry(input.id, input.details));
export const useDeleteCareEntry = () => useCareLogMutation((id: string) => deleteCareEntry(id));
