import {
  OkResponseSchema,
  ParentHomeworksResponseSchema,
  apiPath,
  apiPaths,
  type ParentHomeworkPage,
} from '@cue/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { uploadFamilyPhoto } from '../../media/api/upload-family-photo';
import { homeworkQueryKeys } from './homework-query-keys';

/** GET /api/parent_homeworks/?student_id=: the child's published homework with its submission. */
export async function listParentHomeworks(
  studentId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ParentHomeworkPage> {
  const query = new URLSearchParams({ student_id: studentId, page: String(page) });
  const { result } = await apiClient.request(`${apiPaths.parentHomeworks}?${query.toString()}`, {
    auth: 'parent',
    schema: ParentHomeworksResponseSchema,
    signal,
  });
  return result;
}

export function useParentHomeworks(studentId: string, page: number) {
  return useQuery({
    queryKey: homeworkQueryKeys.parentList(studentId, page),
    queryFn: ({ signal }) => listParentHomeworks(studentId, page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Marks homework done for the child (POST parent_homeworks/{id}/submission), uploading the
 * photo first when one is chosen; `keep` names photos already on the submission to keep (the
 * server keeps the other parent's anyway). `done: false` undoes it (DELETE).
 */
export async function setHomeworkDone({
  id,
  studentId,
  done,
  photo,
  keep = [],
}: {
  id: string;
  studentId: string;
  done: boolean;
  photo?: File | null;
  keep?: string[];
}): Promise<void> {
  const path = apiPath(apiPaths.homeworkSubmission, { id });
  if (!done) {
    await apiClient.request(`${path}?${new URLSearchParams({ student_id: studentId }).toString()}`, {
      method: 'DELETE',
      auth: 'parent',
      schema: OkResponseSchema,
    });
    return;
  }
  const media = [...keep, ...(photo ? [(await uploadFamilyPhoto(photo))._id] : [])];
  await apiClient.request(path, {
    method: 'POST',
    auth: 'parent',
    body: { student_id: studentId, submission_media: media },
    schema: OkResponseSchema,
  });
}

export function useSetHomeworkDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHomeworkDone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkQueryKeys.all }),
  });
}
