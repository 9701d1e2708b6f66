import { ProjectListResponseSchema, apiPath, apiPaths, type Project } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** GET /api/class_projects/{classId}: the class's projects by start date (staff of the class). */
export async function getClassProjects(classId: string, signal?: AbortSignal): Promise<Project[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.classProjects, { classId }), {
    auth: 'staff',
    schema: ProjectListResponseSchema,
    signal,
  });
  return result.projects;
}

export function useClassProjects(classId: string) {
  return useQuery({
    queryKey: projectKeys.list(classId),
    queryFn: ({ signal }) => getClassProjects(classId, signal),
  });
}
