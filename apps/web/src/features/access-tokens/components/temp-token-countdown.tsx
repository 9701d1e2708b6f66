import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTempTokenCountdown } from '../hooks/use-temp-token-countdown';

/** Shows the seconds left of a temporary-token session and ends it at 0; renders nothing otherwise. */
export function TempTokenCountdown() {
  const { t } = useTranslation();
  const secondsLeft = useTempTokenCountdown();
  if (secondsLeft === null) return null;
  return (
    <Badge color="orange" variant="light" role="timer" aria-live="off">
      {t('tempToken.remaining', { seconds: secondsLeft })}
    </Badge>
  );
}
