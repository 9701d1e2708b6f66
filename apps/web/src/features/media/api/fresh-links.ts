import { MediaLinksResponseSchema, apiPaths, type MediaFile } from '@cue/contracts';
import { useCallback, useRef, useState } from 'react';
import { apiClient } from '../../../lib/api-client';

/** POST media_links/: the files again, with links good for another five minutes. */
export async function fetchFreshLinks(mediaIds: string[]): Promise<MediaFile[]> {
  const { result } = await apiClient.request(apiPaths.mediaLinks, {
    method: 'POST',
    body: { media_ids: mediaIds },
    schema: MediaLinksResponseSchema,
  });
  return result;
}

/**
 * Files an open editor holds (uploaded or picked, no answer behind them to refetch), with their
 * links renewed when one stops loading: links last five minutes and a teacher may write for longer.
 * Several thumbnails expiring together ask once.
 */
export function useFreshFiles(files: readonly MediaFile[]): { files: MediaFile[]; renew: () => void } {
  const [renewed, setRenewed] = useState<ReadonlyMap<string, MediaFile>>(new Map());
  const asking = useRef(false);
  const renew = useCallback(() => {
    if (asking.current || files.length === 0) return;
    asking.current = true;
    fetchFreshLinks(files.map((file) => file._id))
      .then((fresh) => setRenewed(new Map(fresh.map((file) => [file._id, file]))))
      // A file removed meanwhile (404) keeps its old link: the editor shows it broken, no loop.
      .catch(() => undefined)
      .finally(() => (asking.current = false));
  }, [files]);
  return { files: files.map((file) => renewed.get(file._id) ?? file), renew };
}
