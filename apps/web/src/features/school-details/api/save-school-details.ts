import {
  SchoolDetailsResponseSchema,
  apiPaths,
  type SchoolDetails,
  type SchoolDetailsInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { schoolDetailsQueryKey } from './get-school-details';

/** POST /api/school_details/: the whole form. */
export async function saveSchoolDetails(input: SchoolDetailsInput): Promise<SchoolDetails> {
  const { result } = await apiClient.request(apiPaths.schoolDetails, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: SchoolDetailsResponseSchema,
  });
  return result;
}

export function useSaveSchoolDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchoolDetails,
    onSuccess: (saved) => {
      queryClient.setQueryData(schoolDetailsQueryKey, saved);
      // The shell shows the school's name and direction from school_settings/ ('schools' keys).
      void queryClient.invalidateQueries({ queryKey: ['schools'] });
    },
  });
}
