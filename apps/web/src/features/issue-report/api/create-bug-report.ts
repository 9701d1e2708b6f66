import { BugReportResponseSchema, apiPaths, type BugReportInput } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/bug_report/ {url, summary, media: [{media_link}]} (spec section 3 "Bug report"). */
export async function createBugReport(input: BugReportInput): Promise<string> {
  const { result } = await apiClient.request(apiPaths.bugReport, {
    method: 'POST',
    body: input,
    schema: BugReportResponseSchema,
  });
  return result._id;
}
