import type { ActivityBlockInput, PlanItem, PlanItemInput, WeekPlan } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { addPlanItem } from '../api/add-plan-item';
import { copyPreviousWeek } from '../api/copy-previous-week';
import { deletePlanItem } from '../api/delete-plan-item';
import { editPlanItem, type PlanItemEdit } from '../api/edit-plan-item';
import { saveWeekNotes } from '../api/save-week-notes';
import { setPlanItemStatus, type PlanItemStatusChange } from '../api/set-plan-item-status';
import { weekPlanKeys } from '../api/week-plan-keys';

let pendingCount = 0;
/** The id an activity shows until the server answers with its own. */
const pendingId = () => `pending-${(pendingCount += 1)}`;
export const isPendingItem = (item: PlanItem) => item._id.startsWith('pending-');

/** An activity as the grid shows it before the server has answered (defaults as the contract's). */
function optimisticActivity(input: ActivityBlockInput, id: string): PlanItem['activity'] {
  return {
    id,
    type: input.type,
    title: input.title,
    minutes: input.minutes,
    description: input.description ?? '',
    materials: input.materials ?? [],
    grouping: input.grouping ?? 'whole_class',
    lead: input.lead ?? 'adult_led',
    setting: input.setting ?? 'indoor',
    competencies: input.competencies ?? [],
  };
}

/** Cells renumbered in order, with `moved` at `position` in its cell (end by default). */
function placed(items: PlanItem[], moved: PlanItem, position?: number): PlanItem[] {
  const others = items.filter((item) => item._id !== moved._id);
  const cell = others
    .filter((item) => item.date === moved.date && item.block_id === moved.block_id)
    .sort((a, b) => a.position - b.position);
  cell.splice(Math.min(position ?? cell.length, cell.length), 0, moved);
  const renumbered = new Map(cell.map((item, index) => [item._id, { ...item, position: index }]));
  return [...others.filter((item) => !renumbered.has(item._id)), ...renumbered.values()];
}

/**
 * The week's writes, each shown at once (optimistic) and rolled back with a clear message when
 * the server refuses; the server's answer (the whole week) then replaces the guess.
 */
export function useWeekPlanActions(classId: string, weekStart: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = weekPlanKeys.week(classId, weekStart);

  function optimistic<Input>(
    call: (input: Input) => Promise<WeekPlan>,
    guess: (plan: WeekPlan, input: Input) => WeekPlan,
  ) {
    return {
      mutationFn: call,
      onMutate: async (input: Input) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<WeekPlan>(key);
        if (before) queryClient.setQueryData<WeekPlan>(key, guess(before, input));
        return { before };
      },
      onError: (error: unknown, _input: Input, context: { before: WeekPlan | undefined } | undefined) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
        showError(t('weekPlans.saveFailed', { reason: errorMessage(error) }));
      },
      onSuccess: (plan: WeekPlan) => {
        queryClient.setQueryData(key, plan);
      },
      // A move may also change another week (its planned copy).
      onSettled: () => queryClient.invalidateQueries({ queryKey: weekPlanKeys.all }),
    };
  }

  const add = useMutation(
    optimistic(
      (input: PlanItemInput) => addPlanItem(classId, weekStart, input),
      (plan, input) => {
        const id = pendingId();
        const item: PlanItem = {
          _id: id,
          date: input.date,
          block_id: input.block_id,
          position: input.position ?? 0,
          activity: optimisticActivity(input.activity, id),
          source: input.source ? { ...input.source, unit_title: null } : null,
          status: 'planned',
          evaluation: '',
          moved_to: null,
          marked_by: null,
          marked_at: null,
        };
        return { ...plan, items: placed(plan.items, item, input.position) };
      },
    ),
  );

  const edit = useMutation(
    optimistic(
      ({ id, edit: change }: { id: string; edit: PlanItemEdit }) => editPlanItem(id, change),
      (plan, { id, edit: change }) => {
        const item = plan.items.find((i) => i._id === id);
        if (!item) return plan;
        const next: PlanItem = {
          ...item,
          date: change.date ?? item.date,
          block_id: change.block_id ?? item.block_id,
          activity: change.activity ? optimisticActivity(change.activity, item.activity.id) : item.activity,
        };
        return { ...plan, items: placed(plan.items, next, change.position) };
      },
    ),
  );

  const remove = useMutation(
    optimistic(deletePlanItem, (plan, id: string) => ({
      ...plan,
      items: plan.items.filter((item) => item._id !== id),
    })),
  );

  const mark = useMutation(
    optimistic(
      ({ id, change }: { id: string; change: PlanItemStatusChange }) => setPlanItemStatus(id, change),
      (plan, { id, change }) => ({
        ...plan,
        items: plan.items.map((item) =>
          item._id === id
            ? {
                ...item,
                status: change.status,
                evaluation: change.evaluation,
                moved_to: change.moved_to ?? null,
              }
            : item,
        ),
      }),
    ),
  );

  const notes = useMutation(
    optimistic(
      (text: string) => saveWeekNotes(classId, weekStart, text),
      (plan, text) => ({ ...plan, notes: text }),
    ),
  );

  const copyLastWeek = useMutation({
    mutationFn: () => copyPreviousWeek(classId, weekStart),
    onSuccess: ({ copied }) => showSuccess(t('weekPlans.copied', { n: copied })),
    onError: (error) => showError(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  return { add, edit, remove, mark, notes, copyLastWeek };
}
