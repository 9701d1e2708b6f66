import { apiPaths, type ImportKind } from '@cue/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { saveTextFile } from '../save-text-file';

const CsvSchema = z.string();

/** GET /api/school_imports/export/{kind}.csv, saved as a file (the call needs the bearer token). */
export async function downloadExport(kind: ImportKind): Promise<void> {
  const path = kind === 'children' ? apiPaths.exportChildrenCsv : apiPaths.exportStaffCsv;
  const csv = await apiClient.request(path, { schema: CsvSchema });
  saveTextFile(`${kind}.csv`, csv, 'text/csv');
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
