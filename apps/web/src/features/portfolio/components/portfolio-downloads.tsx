import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { downloadPortfolio, type PortfolioFile } from '../api/download-portfolio';
import type { PortfolioTarget } from '../api/portfolio-keys';

/** Bytes as the progress line shows them. */
function useSize() {
  const { t, i18n } = useTranslation();
  return (bytes: number) => {
    const format = (value: number) =>
      new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
    return bytes >= 1024 * 1024
      ? t('portfolio.downloads.mb', { value: format(bytes / (1024 * 1024)) })
      : t('portfolio.downloads.kb', { value: format(Math.max(1, Math.round(bytes / 1024))) });
  };
}

/**
 * "Download PDF" and "Download photos (zip)": the server makes each as it sends it, so the button
 * spins and the line below counts what has arrived; the file is saved under the server's name.
 */
export function PortfolioDownloads({ target, note }: { target: PortfolioTarget; note: string }) {
  const { t } = useTranslation();
  const size = useSize();
  const [busy, setBusy] = useState<PortfolioFile | null>(null);
  const [received, setReceived] = useState(0);

  const download = async (file: PortfolioFile) => {
    setBusy(file);
    setReceived(0);
    try {
      await downloadPortfolio(target, file, setReceived);
    } catch (error) {
      showError(t('portfolio.downloads.failed', { reason: errorMessage(error) }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Button
          variant="light"
          loading={busy === 'pdf'}
          disabled={busy !== null && busy !== 'pdf'}
          onClick={() => void download('pdf')}
        >
          {t('portfolio.downloads.pdf')}
        </Button>
        <Button
          variant="light"
          loading={busy === 'photos'}
          disabled={busy !== null && busy !== 'photos'}
          onClick={() => void download('photos')}
        >
          {t('portfolio.downloads.photos')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {busy ? t('portfolio.downloads.progress', { size: size(received) }) : note}
      </Text>
    </Stack>
  );
}
