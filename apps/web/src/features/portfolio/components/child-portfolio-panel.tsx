import type { ChildSummary } from '@cue/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { fullName } from '../../../lib/person-name';
import { usePortfolio } from '../api/get-portfolio';
import type { PortfolioTarget } from '../api/portfolio-keys';
import { PortfolioDownloads } from './portfolio-downloads';
import { PortfolioTimeline } from './portfolio-timeline';

const noFilters = {};

/**
 * Parent dashboard: what the child's teachers shared in the portfolio (observations, learning
 * stories, photos), newest first, and the PDF and photos to keep. Nothing is shown while the
 * school has the portfolio off (403).
 */
export function ChildPortfolioPanel({
  child,
  storyLink,
}: {
  child: ChildSummary;
  storyLink?: (id: string) => string;
}) {
  const { t } = useTranslation();
  const target: PortfolioTarget = { audience: 'parent', studentId: child._id };
  const portfolio = usePortfolio(target, noFilters);
  if (portfolio.isError && isApiError(portfolio.error) && portfolio.error.status === 403) return null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="child-portfolio-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="h4" id="child-portfolio-heading">
            {t('portfolio.parent.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('portfolio.parent.intro', { name: fullName(child) })}
          </Text>
        </Stack>
        <PortfolioDownloads target={target} note={t('portfolio.downloads.familyNote')} />
        <PortfolioTimeline
          target={target}
          query={noFilters}
          storyLink={storyLink}
          emptyText={t('portfolio.parent.empty')}
        />
      </Stack>
    </Paper>
  );
}
