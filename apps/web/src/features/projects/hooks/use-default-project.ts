import { useQuery } from '@tanstack/react-query';
import { getDefaultProject } from '../api/default-project';
import { projectKeys } from '../api/project-keys';

/**
 * The class's default project (chosen, else running today, else the next to start; `result`
 * null when it has none), for any screen that falls back to it. On failure, screens say
 * 'Failed to fetch default project' (t('projects.defaultFailed'), spec section 8).
 */
export function useDefaultProject(classId: string | null | undefined) {
  return useQuery({
    queryKey: projectKeys.defaultOf(classId ?? ''),
    queryFn: ({ signal }) => getDefaultProject(classId!, signal),
    enabled: Boolean(classId),
  });
}
