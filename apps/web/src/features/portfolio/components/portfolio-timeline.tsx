import { Button, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { usePortfolio } from '../api/get-portfolio';
import { portfolioKeys, type PortfolioFilterQuery, type PortfolioTarget } from '../api/portfolio-keys';
import { useSharePortfolioItem } from '../api/share-portfolio-item';
import { PortfolioItemCard } from './portfolio-item-card';

/** The staff's share switches, for a child of one class. */
function useShareControl(target: PortfolioTarget) {
  const mutation = useSharePortfolioItem(target.audience === 'staff' ? target.classId : '', target.studentId);
  if (target.audience !== 'staff') return null;
  return (kind: 'story' | 'observation' | 'photo', itemId: string) => ({
    pending: mutation.isPending && mutation.variables?.item_id === itemId,
    onChange: (shared: boolean) => mutation.mutate({ kind, item_id: itemId, shared }),
  });
}

/**
 * A child's portfolio as a timeline of cards, newest first, a page at a time ("Show more"):
 * everything the staff member may see with a share switch each, or, for a family, what was shared.
 * The key starts with 'portfolio', so a realtime change refreshes it.
 */
export function PortfolioTimeline({
  target,
  query,
  storyLink,
  emptyText,
}: {
  target: PortfolioTarget;
  query: PortfolioFilterQuery;
  storyLink?: (id: string) => string;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const portfolio = usePortfolio(target, query);
  const shareControl = useShareControl(target);
  const items = portfolio.data?.pages.flatMap((page) => page.items) ?? [];
  // An expired signed link: refetch so fresh links arrive.
  const refreshLinks = () => void queryClient.invalidateQueries({ queryKey: portfolioKeys.child(target) });

  if (portfolio.isPending) return <Loader mx="auto" aria-label={t('portfolio.loading')} />;
  if (portfolio.isError) {
    return (
      <LoadError
        title={t('portfolio.loadError')}
        error={portfolio.error}
        onRetry={() => void portfolio.refetch()}
      />
    );
  }
  if (items.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack
      gap="md"
      component="ol"
      aria-label={t('portfolio.timeline')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item) => (
        <li key={`${item.kind}-${item._id}`}>
          <PortfolioItemCard
            item={item}
            share={shareControl?.(item.kind, item._id)}
            storyLink={storyLink}
            onLinksExpired={refreshLinks}
          />
        </li>
      ))}
      {portfolio.hasNextPage && (
        <li style={{ display: 'flex', justifyContent: 'center' }}>
          <Button
            variant="default"
            loading={portfolio.isFetchingNextPage}
            onClick={() => void portfolio.fetchNextPage()}
          >
            {t('portfolio.loadMore')}
          </Button>
        </li>
      )}
    </Stack>
  );
}
