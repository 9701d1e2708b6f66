import {
  PortfolioShareResponseSchema,
  apiPath,
  apiPaths,
  type PortfolioPage,
  type PortfolioShare,
  type PortfolioShareInput,
} from '@cue/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { portfolioKeys } from './portfolio-keys';

/** POST portfolio_shares/{classId}/{studentId}: share an item with the family, or stop. */
export async function sharePortfolioItem(
  classId: string,
  studentId: string,
  input: PortfolioShareInput,
): Promise<PortfolioShare> {
  const { result } = await apiClient.request(apiPath(apiPaths.portfolioShares, { classId, studentId }), {
    auth: 'staff',
    method: 'POST',
    body: input,
    schema: PortfolioShareResponseSchema,
  });
  return result;
}

/**
 * The share switch: it flips at once (every cached page of the child's portfolio), and goes back
 * with the server's reason if the share is refused (a photo a child's consent keeps from families).
 */
export function useSharePortfolioItem(classId: string, studentId: string) {
  const queryClient = useQueryClient();
  const key = portfolioKeys.child({ audience: 'staff', classId, studentId });
  const setShared = (input: PortfolioShareInput) =>
    queryClient.setQueriesData<InfiniteData<PortfolioPage>>({ queryKey: key }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                item.kind === input.kind && item._id === input.item_id
                  ? { ...item, shared: input.shared }
                  : item,
              ),
            })),
          }
        : data,
    );
  return useMutation({
    mutationFn: (input: PortfolioShareInput) => sharePortfolioItem(classId, studentId, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      setShared(input);
    },
    onError: (error, input) => {
      setShared({ ...input, shared: !input.shared });
      showError(errorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
