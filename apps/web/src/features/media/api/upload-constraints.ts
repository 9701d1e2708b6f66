import { UploadConstraintsResponseSchema, apiPaths, type UploadConstraints } from '@cue/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { mediaQueryKeys } from './media-query-keys';

/** GET /api/fetch_media_upload_constraint/: the school's limits, checked before any file is sent. */
export async function getUploadConstraints(signal?: AbortSignal): Promise<UploadConstraints> {
  const { result } = await apiClient.request(apiPaths.uploadConstraints, {
    schema: UploadConstraintsResponseSchema,
    signal,
  });
  return result;
}

export const uploadConstraintsQueryOptions = () =>
  queryOptions({
    queryKey: mediaQueryKeys.constraints,
    queryFn: ({ signal }) => getUploadConstraints(signal),
    // Limits change only when the office changes them.
    staleTime: 10 * 60 * 1000,
  });
