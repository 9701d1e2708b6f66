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

/** POST /api/carelog/{classId}: one record per child of each entry, all or nothing. */
export async function recordCareEntries(classId: string, entries: CareEntryInput[]): Promise<CareEntry[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.careLog, { classId }), {
    method: 'POST',
    auth: 'staff',
    body: { entries },
    schema: CareEntriesResponseSchema,
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

export const useRecordCareEntries = () =>
  useCareLogMutation((input: { classId: string; entries: CareEntryInput[] }) =>
    recordCareEntries(input.classId, input.entries),
  );
export const useEditCareEntry = () =>
  useCareLogMutation((input: { id: string; details: CareDetails }) => editCareEntry(input.id, input.details));
export const useDeleteCareEntry = () => useCareLogMutation((id: string) => deleteCareEntry(id));
