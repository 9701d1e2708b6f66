import {
  GradebookCellResponseSchema,
  GradebookResponseSchema,
  apiPath,
  apiPaths,
  type Gradebook,
  type GradebookCellInput,
  type GradebookCellResult,
} from '@cue/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { gradebookKeys } from './gradebook-keys';

/**
 * GET /api/gradebook/{classId}: every competency of the class's framework (the screen filters by
 * domain itself, so switching domain is instant), each child's latest level per dimension.
 */
export async function getGradebook(classId: string, signal?: AbortSignal): Promise<Gradebook> {
  const { result } = await apiClient.request(apiPath(apiPaths.gradebook, { classId }), {
    auth: 'staff',
    schema: GradebookResponseSchema,
    signal,
  });
  return result;
}

export const getGradebookQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: gradebookKeys.ofClass(classId),
    queryFn: ({ signal }) => getGradebook(classId, signal),
  });

export function useGradebook(classId: string) {
  return useQuery(getGradebookQueryOptions(classId));
}

/** PUT /api/gradebook/{classId}/cell: one judgement in the current cycle (null clears it). */
export async function setGradebookCell(
  classId: string,
  input: GradebookCellInput,
): Promise<GradebookCellResult> {
  const { result } = await apiClient.request(apiPath(apiPaths.gradebookCell, { classId }), {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: GradebookCellResponseSchema,
  });
  return result;
}

/** The grid with one cell's dimension set to `level` (in the current cycle), or cleared. */
export function withCellLevel(grid: Gradebook, input: GradebookCellInput): Gradebook {
  const cycleId = grid.current_cycle_id;
  if (!cycleId) return grid;
  return {
    ...grid,
    students: grid.students.map((row) =>
      row.student._id !== input.student_id
        ? row
        : {
            ...row,
            cells: row.cells.map((cell) => {
              if (cell.competency !== input.competency) return cell;
              const others = cell.levels.filter((level) => level.dimension !== input.dimension);
              return {
                ...cell,
                levels: input.level
                  ? [...others, { dimension: input.dimension, level: input.level, cycle_id: cycleId }]
                  : others,
              };
            }),
          },
    ),
  };
}

/** The grid with the server's copy of one cell. */
function withCell(grid: Gradebook, result: GradebookCellResult): Gradebook {
  return {
    ...grid,
    students: grid.students.map((row) =>
      row.student._id !== result.student_id
        ? row
        : {
            ...row,
            current_status: row.current_status ?? 'in_progress',
            cells: row.cells.map((cell) => (cell.competency === result.cell.competency ? result.cell : cell)),
          },
    ),
  };
}

/**
 * Set a cell in place: shown at once, put back as it was if the server refuses (its message is
 * the mutation's error), replaced by the server's copy when saved.
 */
export function useSetGradebookCell(classId: string) {
  const queryClient = useQueryClient();
  const key = gradebookKeys.ofClass(classId);
  return useMutation({
    mutationFn: (input: GradebookCellInput) => setGradebookCell(classId, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Gradebook>(key);
      if (before) queryClient.setQueryData(key, withCellLevel(before, input));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<Gradebook>(key, (grid) => (grid ? withCell(grid, result) : grid));
      // The progress card screens show the same judgement.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'hpc' && query.queryKey[1] !== 'gradebook',
      });
    },
  });
}
