import { apiPath, apiPaths } from '@cue/contracts';
import { ApiError, apiErrorCodes } from '../../../lib/api-error';
import { apiClient } from '../../../lib/api-client';
import { tokenPairOf } from '../../../lib/session-store';

/**
 * GET /api/week_plan/{classId}/{weekStart}/pdf with the staff bearer token (a bare link would not
 * be signed in), opened from a blob URL in a new tab (or, where popups are blocked, downloaded).
 */
export async function openWeekPlanPdf(classId: string, weekStart: string): Promise<void> {
  const session = await apiClient.ensureFreshSession();
  const token = session ? tokenPairOf(session, 'staff')?.access_token : undefined;
  if (!token) throw new ApiError(401, apiErrorCodes.notAuthenticated, 'Not signed in');
  const response = await fetch(apiPath(apiPaths.weekPlanPdf, { classId, weekStart }), {
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
  const opened = window.open(url, '_blank');
  if (!opened) {
    const link = document.createElement('a');
    link.href = url;
    link.download = `week-plan-${weekStart}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  }
  // The new tab has read it by then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
