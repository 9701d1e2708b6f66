import { storedToIsoDate, type CareEntry, type CareEntryInput } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordCareEntries } from '../../carelog/api/carelog-api';
import { careLogQueryKeys } from '../../carelog/api/carelog-query-keys';
import type { CarelogCardData, CarelogCardRow } from '../tool-results';

/**
 * The care log card's rows as the care log's group request (POST /api/carelog/{classId}): one
 * entry per row, for its one child. The server checks every field (times later than now, a
 * temperature out of range) and saves all or nothing; its refusal is shown on the card.
 */
export function careEntriesOf(card: CarelogCardData): CareEntryInput[] {
  const date = storedToIsoDate(card.date);
  return card.entries.map(({ student_id, student_name: _name, ...details }: CarelogCardRow) => {
    const defined = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
    // The row is the contract's care event; the server's schema decides what is missing.
    return { ...defined, student_ids: [student_id], date } as CareEntryInput;
  });
}

export function useSaveCarelogCard(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: CarelogCardData): Promise<CareEntry[]> =>
      recordCareEntries({ classId, entries: careEntriesOf(card) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careLogQueryKeys.all }),
  });
}
