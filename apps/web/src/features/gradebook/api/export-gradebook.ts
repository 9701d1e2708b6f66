import { apiPath, apiPaths } from '@cue/contracts';
import { ApiError, apiErrorCodes } from '../../../lib/api-error';
import { apiClient } from '../../../lib/api-client';
import { tokenPairOf } from '../../../lib/session-store';

export type GradebookExportFormat = 'csv' | 'xlsx';

/** The file name the server gives (Content-Disposition), else one of our own. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed name: ours.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * GET /api/gradebook/{classId}/export?format=&domain= with the staff bearer token (a bare link
 * would not be signed in), handed to the browser as a download.
 */
export async function exportGradebook(
  classId: string,
  format: GradebookExportFormat,
  domain: string | null,
): Promise<void> {
  const session = await apiClient.ensureFreshSession();
  const token = session ? tokenPairOf(session, 'staff')?.access_token : undefined;
  if (!token) throw new ApiError(401, apiErrorCodes.notAuthenticated, 'Not signed in');
  const query = new URLSearchParams({ format });
  if (domain) query.set('domain', domain);
  const response = await fetch(`${apiPath(apiPaths.gradebookExport, { classId })}?${query.toString()}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(
      response.status,
      body?.code ?? `HTTP_${response.status}`,
      body?.message ?? response.statusText,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `gradebook.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
