import {
  ClassMediaItemsResponseSchema,
  ClassMediaPageResponseSchema,
  apiPath,
  apiPaths,
  type AddClassMedia,
  type ClassMediaItem,
  type ClassMediaPage,
} from '@cue/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { mediaQueryKeys, type MediaAudience } from './media-query-keys';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * One page of the class library, newest day first: GET class_media/{classId}?cursor&album_id, or
 * POST filter_medias_by_date/{classId} when a date range is chosen.
 */
export async function getClassMediaPage(
  classId: string,
  options: {
    cursor: string | null;
    range: DateRange | null;
    albumId: string | null;
    audience: MediaAudience;
  },
  signal?: AbortSignal,
): Promise<ClassMediaPage> {
  const { cursor, range, albumId, audience } = options;
  if (range) {
    const { result } = await apiClient.request(apiPath(apiPaths.filterMediaByDate, { classId }), {
      auth: audience,
      method: 'POST',
      body: { from_date: range.from, to_date: range.to, ...(cursor && { cursor }) },
      schema: ClassMediaPageResponseSchema,
      signal,
    });
    return result;
  }
  const query = new URLSearchParams({ ...(cursor && { cursor }), ...(albumId && { album_id: albumId }) });
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  const { result } = await apiClient.request(`${apiPath(apiPaths.classMedia, { classId })}${suffix}`, {
    auth: audience,
    schema: ClassMediaPageResponseSchema,
    signal,
  });
  return result;
}

export const classMediaQueryOptions = (
  classId: string,
  range: DateRange | null,
  albumId: string | null,
  audience: MediaAudience = 'staff',
) =>
  infiniteQueryOptions({
    queryKey: mediaQueryKeys.grid(classId, range, albumId, audience),
    queryFn: ({ pageParam, signal }) =>
      getClassMediaPage(classId, { cursor: pageParam, range, albumId, audience }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useClassMedia(
  classId: string,
  range: DateRange | null,
  albumId: string | null,
  audience: MediaAudience = 'staff',
) {
  return useInfiniteQuery(classMediaQueryOptions(classId, range, albumId, audience));
}

/** POST class_media/{classId}: uploaded files join the class library (optionally tagged). */
export async function addClassMedia(classId: string, input: AddClassMedia): Promise<ClassMediaItem[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.classMedia, { classId }), {
    auth: 'staff',
    method: 'POST',
    body: input,
    schema: ClassMediaItemsResponseSchema,
    retry: false,
  });
  return result;
}

export function useAddClassMedia(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddClassMedia) => addClassMedia(classId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKeys.classMedia(classId) }),
  });
}
