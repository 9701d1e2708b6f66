import { apiPath, apiPaths } from '@cue/contracts';
import { ApiError, apiErrorCodes } from '../../../lib/api-error';
import { apiClient } from '../../../lib/api-client';
import { tokenPairOf } from '../../../lib/session-store';

/**
 * GET /api/report_card_version/{id}/pdf with the staff or parent bearer token (a bare link would
 * not be signed in), saved as a file: on a phone the browser offers to open or keep it.
 */
export async function downloadReportCard(versionId: string, as: 'staff' | 'parent'): Promise<void> {
  const session = await apiClient.ensureFreshSession();
  const token = session ? tokenPairOf(session, as)?.access_token : undefined;
  if (!token) throw new ApiError(401, apiErrorCodes.notAuthenticated, 'Not signed in');
  const response = await fetch(apiPath(apiPaths.reportCardVersionPdf, { id: versionId }), {
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
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'report-card.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has read it by then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
