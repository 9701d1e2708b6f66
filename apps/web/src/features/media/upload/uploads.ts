import { useSyncExternalStore } from 'react';
import { createUploadQueue, type UploadItem } from './upload-queue';
import { sendWithProgress } from './send-with-progress';

/** The app's one queue: the library, the announcement and observation editors all add to it. */
export const uploadQueue = createUploadQueue(sendWithProgress);

/** The queue's items as they change (the task panel's upload list). */
export function useUploads(): readonly UploadItem[] {
  return useSyncExternalStore(uploadQueue.subscribe, uploadQueue.getSnapshot);
}
