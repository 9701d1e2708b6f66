import {
  UnitInputSchema,
  UnitResponseSchema,
  apiPaths,
  unitInputFromCard,
  type UnitInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { UnitCardData } from '../tool-results';
import { recordsQueryPrefixes } from './cue-chat-query-keys';

/** The card as the unit library's contract: the fields Cue wrote, with the teacher's edits. */
export function unitInputOf(card: UnitCardData): UnitInput {
  return unitInputFromCard({
    ...(card.rest as Partial<UnitInput>),
    class_id: card.class_id,
    title: card.title,
    theme: card.theme,
    framework: card.framework as UnitInput['framework'],
    age_band: card.age_band as UnitInput['age_band'],
    duration_days: card.duration_days,
    competencies: card.competencies,
    activities: card.activities.map((activity) => ({
      ...(activity.rest as Partial<UnitInput['activities'][number]>),
      type: activity.type,
      title: activity.title,
      minutes: activity.minutes,
    })),
    is_saved: false,
  });
}

/** Whether the card is a unit the library takes (the Save button waits for it). */
export const isSavableUnit = (card: UnitCardData) => UnitInputSchema.safeParse(unitInputOf(card)).success;

/** POST /api/units/: the card into the organization's unit library (answered with the unit as saved). */
export async function saveUnitCard(card: UnitCardData): Promise<{ id: string; version: number }> {
  const { result } = await apiClient.request(apiPaths.units, {
    method: 'POST',
    auth: 'staff',
    body: unitInputOf(card),
    schema: UnitResponseSchema,
    retry: false,
  });
  return { id: result._id, version: result.version };
}

export function useSaveUnitCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUnitCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsQueryPrefixes.unit }),
  });
}
