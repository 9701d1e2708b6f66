import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { useChildHpcCard } from '../api/child-hpc-cards';
import { HpcCardReadOnly } from './hpc-card-read-only';

/** A family's published card, loaded with the parent token. */
export function ChildProgressCardView({ cycleId, studentId }: { cycleId: string; studentId: string }) {
  const { t } = useTranslation();
  const card = useChildHpcCard(cycleId, studentId);
  if (card.isPending) return <PageLoader />;
  if (card.isError)
    return (
      <LoadError
        title={t('hpc.parent.cardLoadError')}
        error={card.error}
        onRetry={() => void card.refetch()}
      />
    );
  return (
    <Stack gap="md">
      <HpcCardReadOnly card={card.data} />
    </Stack>
  );
}
