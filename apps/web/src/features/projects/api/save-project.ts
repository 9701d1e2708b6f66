import {
  DeleteProjectResponseSchema,
  ProjectResponseSchema,
  apiPath,
  apiPaths,
  type Project,
  type ProjectInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** POST /api/class_projects/{classId}: a new project. */
export async function createProject(classId: string, input: ProjectInput): Promise<Project> {
  const { result } = await apiClient.request(apiPath(apiPaths.classProjects, { classId }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: ProjectResponseSchema,
    // Repeating a create would make a second project.
    retry: false,
  });
  return result;
}

/** PUT /api/class_project/{id}: the project's fields as the form holds them. */
export async function updateProject(id: string, input: ProjectInput): Promise<Project> {
  const { result } = await apiClient.request(apiPath(apiPaths.projectById, { id }), {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: ProjectResponseSchema,
  });
  return result;
}

/** DELETE /api/class_project/{id}. */
export async function deleteProject(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.projectById, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteProjectResponseSchema,
  });
}

export function useSaveProject(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProjectInput }) =>
      id ? updateProject(id, input) : createProject(classId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
