import {
  AlbumListResponseSchema,
  AlbumResponseSchema,
  apiPath,
  apiPaths,
  type Album,
  type CreateAlbum,
  type EditAlbum,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { mediaQueryKeys, type MediaAudience } from './media-query-keys';

/** GET class_album/{classId}: the class's albums with covers and the counts the viewer may see. */
export function useAlbums(classId: string, audience: MediaAudience = 'staff') {
  return useQuery({
    queryKey: mediaQueryKeys.albumList(classId, audience),
    queryFn: async ({ signal }): Promise<Album[]> => {
      const { result } = await apiClient.request(apiPath(apiPaths.classAlbums, { classId }), {
        auth: audience,
        schema: AlbumListResponseSchema,
        signal,
      });
      return result;
    },
  });
}

function useRefreshAlbums(classId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mediaQueryKeys.albums(classId) }),
      queryClient.invalidateQueries({ queryKey: mediaQueryKeys.classMedia(classId) }),
    ]);
}

/** POST class_album/{classId}. */
export function useCreateAlbum(classId: string) {
  const refresh = useRefreshAlbums(classId);
  return useMutation({
    mutationFn: async (input: CreateAlbum) => {
      const { result } = await apiClient.request(apiPath(apiPaths.classAlbums, { classId }), {
        auth: 'staff',
        method: 'POST',
        body: input,
        schema: AlbumResponseSchema,
        retry: false,
      });
      return result;
    },
    onSuccess: refresh,
  });
}

/** POST album_edit/{id}: rename, or add and remove items. */
export function useEditAlbum(classId: string) {
  const refresh = useRefreshAlbums(classId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: Partial<EditAlbum> }) => {
      const { result } = await apiClient.request(apiPath(apiPaths.albumEdit, { id }), {
        auth: 'staff',
        method: 'POST',
        body: input,
        schema: AlbumResponseSchema,
      });
      return result;
    },
    onSuccess: refresh,
  });
}
