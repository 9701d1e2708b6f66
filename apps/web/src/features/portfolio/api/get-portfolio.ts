import { PortfolioPageResponseSchema, apiPath, apiPaths, type PortfolioPage } from '@cue/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { portfolioKeys, type PortfolioFilterQuery, type PortfolioTarget } from './portfolio-keys';

/** The address of a portfolio (or of one of its downloads, with `suffix`). */
export function portfolioPath(target: PortfolioTarget, file?: 'pdf' | 'photos'): string {
  if (target.audience === 'staff') {
    const template =
      file === 'pdf' ? apiPaths.portfolioPdf : file ? apiPaths.portfolioPhotos : apiPaths.portfolio;
    return apiPath(template, { classId: target.classId, studentId: target.studentId });
  }
  const template =
    file === 'pdf'
      ? apiPaths.childPortfolioPdf
      : file
        ? apiPaths.childPortfolioPhotos
        : apiPaths.childPortfolio;
  return apiPath(template, { studentId: target.studentId });
}

/**
 * GET portfolio/{classId}/{studentId} (staff token) or child_portfolio/{studentId} (parent token):
 * one page, newest first, after `cursor`.
 */
export async function getPortfolioPage(
  target: PortfolioTarget,
  query: PortfolioFilterQuery,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PortfolioPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, ...(cursor && { cursor }) })) {
    if (value) params.set(name, value);
  }
  const suffix = params.size > 0 ? `?${params.toString()}` : '';
  const { result } = await apiClient.request(`${portfolioPath(target)}${suffix}`, {
    auth: target.audience,
    schema: PortfolioPageResponseSchema,
    signal,
  });
  return result;
}

export const portfolioQueryOptions = (target: PortfolioTarget, query: PortfolioFilterQuery) =>
  infiniteQueryOptions({
    queryKey: portfolioKeys.pages(target, query),
    queryFn: ({ pageParam, signal }) => getPortfolioPage(target, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function usePortfolio(target: PortfolioTarget, query: PortfolioFilterQuery) {
  return useInfiniteQuery(portfolioQueryOptions(target, query));
}
