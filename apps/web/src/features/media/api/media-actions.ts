import {
  AnnouncementResponseSchema,
  BulkMediaResultSchema,
  ClassMediaItemResponseSchema,
  apiPath,
  apiPaths,
  type CreatePostWithMedia,
  type EditClassMedia,
  type TagChildren,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { announcementsQueryKeys } from '../../announcements/api/announcements-query-keys';
import { mediaQueryKeys } from './media-query-keys';

/*
 * The library's changes. Each refreshes the class's grid and albums after the server answers, so
 * what the teacher sees is what was saved (consent markers and counts come from the server).
 */

const bulkPaths = {
  delete: apiPaths.deleteBulkMedia,
  tag: apiPaths.multiplePeoplesTag,
  privacy: apiPaths.mediaPrivacyStatus,
} as const;

export type BulkAction =
  | { kind: 'delete'; media_ids: string[] }
  | ({ kind: 'tag' } & TagChildren)
  | { kind: 'privacy'; media_ids: string[]; staff_only: boolean };

export async function runBulkAction({ kind, ...body }: BulkAction): Promise<number> {
  const { result } = await apiClient.request(bulkPaths[kind], {
    auth: 'staff',
    method: 'POST',
    body,
    schema: BulkMediaResultSchema,
  });
  return result.updated;
}

function useRefreshClassMedia(classId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mediaQueryKeys.classMedia(classId) }),
      queryClient.invalidateQueries({ queryKey: mediaQueryKeys.albums(classId) }),
    ]);
}

export function useBulkMediaAction(classId: string) {
  const refresh = useRefreshClassMedia(classId);
  return useMutation({ mutationFn: runBulkAction, onSuccess: refresh });
}

/** POST class_media_edit/{id}: caption, day or privacy of one item. */
export function useEditClassMedia(classId: string) {
  const refresh = useRefreshClassMedia(classId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: EditClassMedia }) => {
      const { result } = await apiClient.request(apiPath(apiPaths.classMediaEdit, { id }), {
        auth: 'staff',
        method: 'POST',
        body: input,
        schema: ClassMediaItemResponseSchema,
      });
      return result;
    },
    onSuccess: refresh,
  });
}

const CreatedPostSchema = z.object({ result: z.object({ id: z.string() }) }).or(AnnouncementResponseSchema);

/**
 * POST create_post_with_media/{classId}: an announcement to the class carrying the files. The
 * server refuses a photo of a child without consent with a message naming the child.
 */
export function useCreatePostWithMedia(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreatePostWithMedia) => {
      await apiClient.request(apiPath(apiPaths.createPostWithMedia, { classId }), {
        auth: 'staff',
        method: 'POST',
        body: input,
        schema: CreatedPostSchema,
        // Repeating it would post the announcement twice.
        retry: false,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKeys.all }),
  });
}
