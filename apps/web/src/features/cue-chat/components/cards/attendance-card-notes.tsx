import { storedToIsoDate } from '@cue/contracts';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDayInWords } from '../../../../lib/dates';
import { getClassRegisterQueryOptions } from '../../../attendance/api/get-class-register';
import { CLASS_ID_PARAM } from '../../../classes/hooks/use-class-from-address';
import { useCueConversation } from '../../api/get-cue-conversation';
import { cardDayOf, type CardDay } from '../../card-day';
import { useChatCards, type CardRef } from '../../card-context';

const isoDayOf = (stored: string): string | null =>
  /^\d{2}-\d{2}-\d{4}$/.test(stored) ? storedToIsoDate(stored) : null;

/**
 * What an attendance card must say before it saves (decision 022, "Card notes"): the day it is
 * about against the school's today (from the stored conversation, the server's clock in the
 * school's zone), and whether that register was already marked complete (the register query the
 * register screen shares). Nothing is fetched for a streaming or saved card.
 */
export function useAttendanceCardNotes(
  card: CardRef | null,
  date: string,
  needsNotes: boolean,
): { day: CardDay; wasComplete: boolean } {
  const cards = useChatCards();
  const conversation = useCueConversation(cards.classId);
  const isoDay = isoDayOf(date);
  const day = cardDayOf(isoDay, card?.createdOn, conversation.data?.today);
  const register = useQuery({
    ...getClassRegisterQueryOptions(cards.classId, isoDay ?? undefined),
    enabled: needsNotes && isoDay !== null && day.kind !== 'past',
  });
  return { day, wasComplete: needsNotes && register.data?.is_saved === true };
}

function Note({ children }: { children: string }) {
  return (
    <Text
      size="sm"
      role="note"
      px="xs"
      py={6}
      bg="var(--mantine-color-yellow-light)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {children}
    </Text>
  );
}

/** The notes above the card's marks: another day, an old card, a register already complete. */
export function AttendanceCardNotes({ day, wasComplete }: { day: CardDay; wasComplete: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {day.kind === 'otherDay' && (
        <Note>{t('cueChat.cards.attendance.notToday', { date: formatDayInWords(day.date) })}</Note>
      )}
      {day.kind === 'past' && (
        <Note>{t('cueChat.cards.attendance.pastCard', { date: formatDayInWords(day.date) })}</Note>
      )}
      {wasComplete && day.kind !== 'past' && <Note>{t('cueChat.cards.attendance.alreadyComplete')}</Note>}
    </>
  );
}

/** The register screen on the card's class and day: where an old card's register is changed. */
export function OpenRegisterButton({ isoDay }: { isoDay: string }) {
  const { t } = useTranslation();
  const cards = useChatCards();
  return (
    <Button
      component={Link}
      to={`/housekeeping/attendance?${CLASS_ID_PARAM}=${cards.classId}&date=${isoDay}`}
      variant="light"
      mih={44}
    >
      {t('cueChat.cards.attendance.openRegister')}
    </Button>
  );
}
