import {
  ClassIncidentsResponseSchema,
  IncidentListResponseSchema,
  IncidentResponseSchema,
  apiPath,
  apiPaths,
  type ClassIncidents,
  type CreateIncidentInput,
  type EditIncidentInput,
  type Incident,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Every key starts with 'incident': a realtime 'incident' event refreshes them all. */
export const incidentsQueryKeys = {
  all: ['incident'] as const,
  classBoard: (classId: string) => ['incident', 'class', classId] as const,
  child: (studentId: string) => ['incident', 'child', studentId] as const,
};

export async function getClassIncidents(classId: string, signal?: AbortSignal): Promise<ClassIncidents> {
  const { result } = await apiClient.request(apiPath(apiPaths.classIncidents, { classId }), {
    auth: 'staff',
    schema: ClassIncidentsResponseSchema,
    signal,
  });
  return result;
}

export function useClassIncidents(classId: string) {
  return useQuery({
    queryKey: incidentsQueryKeys.classBoard(classId),
    queryFn: ({ signal }) => getClassIncidents(classId, signal),
  });
}

export async function getChildIncidents(studentId: string, signal?: AbortSignal): Promise<Incident[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.childIncidents, { studentId }), {
    auth: 'parent',
    schema: IncidentListResponseSchema,
    signal,
  });
  return result;
}

export function useChildIncidents(studentId: string) {
  return useQuery({
    queryKey: incidentsQueryKeys.child(studentId),
    queryFn: ({ signal }) => getChildIncidents(studentId, signal),
  });
}

const useRefreshing = <Input>(mutationFn: (input: Input) => Promise<Incident>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentsQueryKeys.all }),
  });
};

/** POST incidents/class/{classId} (a new record) or incidents/{id} (a correction). */
export function useSaveIncident(classId: string) {
  return useRefreshing(
    async (save: { id: null; input: CreateIncidentInput } | { id: string; input: EditIncidentInput }) => {
      const url = save.id
        ? apiPath(apiPaths.incidentById, { id: save.id })
        : apiPath(apiPaths.classIncidents, { classId });
      const { result } = await apiClient.request(url, {
        method: 'POST',
        auth: 'staff',
        body: save.input,
        schema: IncidentResponseSchema,
      });
      return result;
    },
  );
}

/** POST incidents/{id}/acknowledge: a parent has read it. */
export function useAcknowledgeIncident() {
  return useRefreshing(async (id: string) => {
    const { result } = await apiClient.request(apiPath(apiPaths.acknowledgeIncident, { id }), {
      method: 'POST',
      auth: 'parent',
      schema: IncidentResponseSchema,
    });
    return result;
  });
}
