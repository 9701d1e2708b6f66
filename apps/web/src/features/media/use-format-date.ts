import { useTranslation } from 'react-i18next';

/** A school day (YYYY-MM-DD) as the reader's language writes it: "Tuesday, 3 March 2026". */
export function useFormatDate(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}
