import { useSearchParams } from 'react-router';

/**
 * The `date` query parameter (spec section 2 "Query parameters read on pages") when it is a
 * YYYY-MM-DD day; undefined means the school's today, as the server decides it.
 */
export function useRegisterDate(): [string | undefined, (date: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('date');
  const date = param && /^\d{4}-\d{2}-\d{2}$/.test(param) ? param : undefined;
  const setDate = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('date', next);
        return params;
      },
      { replace: true },
    );
  return [date, setDate];
}
