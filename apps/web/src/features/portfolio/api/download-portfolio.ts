import { ApiError, apiErrorCodes } from '../../../lib/api-error';
import { apiClient } from '../../../lib/api-client';
import { tokenPairOf } from '../../../lib/session-store';
import { portfolioPath } from './get-portfolio';
import type { PortfolioTarget } from './portfolio-keys';

export type PortfolioFile = 'pdf' | 'photos';

/** The file name the server gave (Content-Disposition), else ours. */
function fileNameOf(header: string | null, file: PortfolioFile): string {
  const named = header && /filename="([^"]+)"/.exec(header)?.[1];
  return named || (file === 'pdf' ? 'portfolio.pdf' : 'portfolio-photos.zip');
}

/**
 * GET the portfolio's PDF or zip of photos with the audience's bearer token (a bare link would not
 * be signed in), reporting the bytes received as they arrive (the server streams, so the total is
 * unknown), then saves it under the server's file name.
 */
export async function downloadPortfolio(
  target: PortfolioTarget,
  file: PortfolioFile,
  onProgress: (bytes: number) => void,
): Promise<void> {
  const session = await apiClient.ensureFreshSession();
  const token = session ? tokenPairOf(session, target.audience)?.access_token : undefined;
  if (!token) throw new ApiError(401, apiErrorCodes.notAuthenticated, 'Not signed in');
  const response = await fetch(portfolioPath(target, file), {
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
  const chunks: BlobPart[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } else {
    chunks.push(await response.blob());
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const url = URL.createObjectURL(new Blob(chunks, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), file);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started saving it by then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
