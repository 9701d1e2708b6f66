import { apiPaths } from '@cue/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Excel opens a CSV as UTF-8 (Arabic and Hebrew names) only with the byte-order mark. */
const BOM = '\uFEFF';

export type ReportRequest = { kind: 'attendance'; classId: string; month: string } | { kind: 'children' };

const urlOf = (request: ReportRequest) =>
  request.kind === 'attendance'
    ? `${apiPaths.attendanceReport}?${new URLSearchParams({ class_id: request.classId, month: request.month })}`
    : apiPaths.childrenReport;

export const reportFileName = (request: ReportRequest) =>
  request.kind === 'attendance' ? `attendance-${request.month}.csv` : 'children-and-families.csv';

/**
 * Fetches a report with the staff bearer token (the token is not a cookie, so a bare link would
 * not be signed in) and hands it to the browser as a file download.
 */
export async function downloadReport(request: ReportRequest): Promise<void> {
  const text = await apiClient.request(urlOf(request), { auth: 'staff', schema: z.string() });
  // The response text lost its byte-order mark when decoded; the file gets it back.
  const blob = new Blob([text.startsWith(BOM) ? text : BOM + text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(request);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
