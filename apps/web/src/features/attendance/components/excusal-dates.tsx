import type { Excusal } from '@cue/contracts';
import { useTranslation } from 'react-i18next';
import { formatStoredDate } from '../../../lib/dates';

/** 'DD-MM-YYYY' or 'DD-MM-YYYY – DD-MM-YYYY' (spec section 9: dates as stored). */
export function ExcusalDates({ excusal }: { excusal: Pick<Excusal, 'start_date' | 'end_date'> }) {
  const { t } = useTranslation();
  if (excusal.start_date === excusal.end_date) return <>{formatStoredDate(excusal.start_date)}</>;
  return (
    <>
      {t('attendance.requests.range', {
        start: formatStoredDate(excusal.start_date),
        end: formatStoredDate(excusal.end_date),
      })}
    </>
  );
}
