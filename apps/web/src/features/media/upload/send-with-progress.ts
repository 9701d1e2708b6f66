import { UploadMediaResponseSchema, apiPaths, type MediaFile } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import { activeKind, tokenPairOf } from '../../../lib/session-store';
import i18n from '../../../lib/i18n';
import { translateServerMessage } from '../../../lib/error-message';
import { UploadCancelled } from './upload-queue';

/** The server's `{message}` or `{msg}`, else a plain sentence (a proxy's page is not shown). */
function serverMessage(text: string): string {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const message =
      typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : null;
    if (message) return translateServerMessage(message);
  } catch {
    // Not JSON: fall through.
  }
  return i18n.t('errors.generic');
}

/**
 * POST /api/media/files with XMLHttpRequest: fetch cannot report upload progress. The bearer comes
 * from the api client (renewed first when due), so the token rules live in one place.
 */
export async function sendWithProgress(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<MediaFile> {
  const session = await apiClient.ensureFreshSession();
  const bearer = session ? tokenPairOf(session, activeKind(session))?.access_token : undefined;
  if (!bearer) throw new Error(i18n.t('messages.sessionExpired'));
  if (signal.aborted) throw new UploadCancelled();

  return new Promise<MediaFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPaths.uploadMedia);
    xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(serverMessage(xhr.responseText)));
      try {
        const parsed = UploadMediaResponseSchema.safeParse(JSON.parse(xhr.responseText));
        if (parsed.success) return resolve(parsed.data.result);
      } catch {
        // Falls through to the generic message.
      }
      reject(new Error(i18n.t('errors.generic')));
    };
    xhr.onerror = () => reject(new Error(i18n.t('errors.network')));
    xhr.onabort = () => reject(new UploadCancelled());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
