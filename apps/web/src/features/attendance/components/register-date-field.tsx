import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A whole day in the years a register can hold (decision 019: every date is 1900-2199). */
function isWholeDay(value: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
  return match !== null && Number(match[1]) >= 1900 && Number(match[1]) <= 2199;
}

/**
 * The register's day, typed or picked (the phone's own date picker). While a year is typed the
 * browser reports each partial one as a day ('0002-11-23' after the first digit); only a whole day
 * opens a register, so typing 11/23/2026 opens the 23rd of November 2026 and nothing in between.
 */
export function RegisterDateField({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [given, setGiven] = useState(value);
  // The day changed from outside (the URL, the server's today): show it.
  if (value !== given) {
    setGiven(value);
    setDraft(value);
  }
  return (
    <TextInput
      type="date"
      label={t('attendance.register.date')}
      value={draft}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setDraft(next);
        if (isWholeDay(next) && next !== value) onChange(next);
      }}
      size="md"
      w={{ base: '100%', sm: 220 }}
    />
  );
}
