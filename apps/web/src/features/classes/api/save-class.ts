import {
  SetupClassResponseSchema,
  apiPath,
  apiPaths,
  type AddStaffToClassesInput,
  type ClassInput,
  type SetupClass,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setupClassesQueryKeys } from './get-setup-classes';

const request = (path: string, body?: unknown) =>
  apiClient
    .request(path, { method: 'POST', auth: 'staff', body, schema: SetupClassResponseSchema, retry: false })
    .then(({ result }) => result);

/** POST /api/classes/ (create) or /api/classes/{id} (edit): every field. */
export const saveClass = (input: { id: string | null; fields: ClassInput }): Promise<SetupClass> =>
  request(input.id ? apiPath(apiPaths.classById, { id: input.id }) : apiPaths.createClass, input.fields);

/** POST /api/classes/{id}/archive or /unarchive. */
export const setClassArchived = (input: { id: string; archived: boolean }): Promise<SetupClass> =>
  request(apiPath(input.archived ? apiPaths.archiveClass : apiPaths.unarchiveClass, { id: input.id }));

/** POST /api/add_staff_to_classes: the class's teachers become exactly these. */
export const setClassStaff = (input: AddStaffToClassesInput): Promise<SetupClass> =>
  request(apiPaths.addStaffToClasses, input);

/** After any class write: the setup list and every class switcher ('classes' keys) refetch. */
function useClassMutation<Input>(mutationFn: (input: Input) => Promise<SetupClass>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: setupClassesQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['classes'] });
    },
  });
}

export const useSaveClass = () => useClassMutation(saveClass);
export const useSetClassArchived = () => useClassMutation(setClassArchived);
export const useSetClassStaff = () => useClassMutation(setClassStaff);
