import { DefaultProjectResponseSchema, apiPath, apiPaths, type DefaultProject } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/default_project/{classId}: chosen, else running today, else the next to start, else none. */
export async function getDefaultProject(classId: string, signal?: AbortSignal): Promise<DefaultProject> {
  const { result } = await apiClient.request(apiPath(apiPaths.defaultProject, { classId }), {
    auth: 'staff',
    schema: DefaultProjectResponseSchema,
    signal,
  });
  return result;
}
