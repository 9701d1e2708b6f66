import { ParentChildSwitchResponseSchema, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { usersQueryKeys } from './get-current-user';

/** POST parent_child_switch/ with the parent token: the child the parent now views. */
export async function switchParentChild(childId: string): Promise<string> {
  const { result } = await apiClient.request(apiPaths.parentChildSwitch, {
    method: 'POST',
    auth: 'parent',
    body: { child_id: childId },
    schema: ParentChildSwitchResponseSchema,
  });
  return result.current_child;
}

/** Switches the child, then reloads the user details (they carry `current_child`). */
export function useSwitchParentChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchParentChild,
    // Returning the promise keeps the switch pending until the new details are on screen.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
    onError: (error) => showError(errorMessage(error)),
  });
}
