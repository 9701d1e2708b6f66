import {
  ClassMedicationResponseSchema,
  DueDosesResponseSchema,
  MedicationRequestListResponseSchema,
  MedicationRequestResponseSchema,
  apiPath,
  apiPaths,
  type ClassMedication,
  type CreateMedicationInput,
  type DueDoses,
  type MedicationRequest,
  type RecordDoseInput,
} from '@cue/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadFamilyPhoto } from '../../media/api/upload-family-photo';
import { apiClient } from '../../../lib/api-client';

/** Every key starts with 'medication': a realtime 'medication' event refreshes them all. */
export const medicationQueryKeys = {
  all: ['medication'] as const,
  classBoard: (classId: string) => ['medication', 'class', classId] as const,
  classDue: (classId: string) => ['medication', 'due', classId] as const,
  child: (studentId: string) => ['medication', 'child', studentId] as const,
};

/** GET medication/class/{classId}: requests, today's due doses and possible witnesses. */
export async function getClassMedication(classId: string, signal?: AbortSignal): Promise<ClassMedication> {
  const { result } = await apiClient.request(apiPath(apiPaths.classMedication, { classId }), {
    auth: 'staff',
    schema: ClassMedicationResponseSchema,
    signal,
  });
  return result;
}

export const classMedicationQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: medicationQueryKeys.classBoard(classId),
    queryFn: ({ signal }) => getClassMedication(classId, signal),
    // Doses fall due as the clock moves, not only when a record changes.
    refetchInterval: 60_000,
  });

export function useClassMedication(classId: string) {
  return useQuery(classMedicationQueryOptions(classId));
}

/** GET medication/class/{classId}/due: the doses due now, for a badge on the care log screen. */
export function useClassDueDoses(classId: string) {
  return useQuery({
    queryKey: medicationQueryKeys.classDue(classId),
    queryFn: async ({ signal }): Promise<DueDoses> => {
      const { result } = await apiClient.request(apiPath(apiPaths.classMedicationDue, { classId }), {
        auth: 'staff',
        schema: DueDosesResponseSchema,
        signal,
      });
      return result;
    },
    refetchInterval: 60_000,
  });
}

/** GET medication/child/{studentId}: a parent's requests for their child. */
export async function getChildMedication(
  studentId: string,
  signal?: AbortSignal,
): Promise<MedicationRequest[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.childMedication, { studentId }), {
    auth: 'parent',
    schema: MedicationRequestListResponseSchema,
    signal,
  });
  return result;
}

export function useChildMedication(studentId: string) {
  return useQuery({
    queryKey: medicationQueryKeys.child(studentId),
    queryFn: ({ signal }) => getChildMedication(studentId, signal),
  });
}

const useRefreshing = <Input>(mutationFn: (input: Input) => Promise<MedicationRequest>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicationQueryKeys.all }),
  });
};

/**
 * POST medication/child/{studentId}: a parent asks staff to give a medicine. Photos of the
 * prescription are uploaded first (as the parent's own uploads) and named in `media_ids`.
 */
export function useRequestMedication(studentId: string) {
  return useRefreshing(async ({ photos, ...input }: CreateMedicationInput & { photos: File[] }) => {
    const mediaIds: string[] = [];
    for (const photo of photos) mediaIds.push((await uploadFamilyPhoto(photo))._id);
    const { result } = await apiClient.request(apiPath(apiPaths.childMedication, { studentId }), {
      method: 'POST',
      auth: 'parent',
      body: { ...input, ...(mediaIds.length > 0 && { media_ids: mediaIds }) },
      schema: MedicationRequestResponseSchema,
    });
    return result;
  });
}

/** POST medication/{id}/acknowledge */
export function useAcknowledgeMedication() {
  return useRefreshing(async (id: string) => {
    const { result } = await apiClient.request(apiPath(apiPaths.acknowledgeMedication, { id }), {
      method: 'POST',
      auth: 'staff',
      schema: MedicationRequestResponseSchema,
    });
    return result;
  });
}

/** POST medication/{id}/doses */
export function useRecordDose() {
  return useRefreshing(async ({ id, input }: { id: string; input: RecordDoseInput }) => {
    const { result } = await apiClient.request(apiPath(apiPaths.medicationDoses, { id }), {
      method: 'POST',
      auth: 'staff',
      body: input,
      schema: MedicationRequestResponseSchema,
    });
    return result;
  });
}
