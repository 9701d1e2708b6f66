import {
  ChildJournalResponseSchema,
  ClassJournalResponseSchema,
  CreateJournalPostResponseSchema,
  DeleteJournalPostResponseSchema,
  JournalEntryResponseSchema,
  JournalReadResponseSchema,
  apiPath,
  apiPaths,
  type ChildJournalPage,
  type CreateJournalPostInput,
  type JournalEntry,
  type JournalReaction,
} from '@cue/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { journalQueryKeys } from './journal-query-keys';

const nextPage = (last: ChildJournalPage) => (last.has_more ? last.page_number + 1 : undefined);

/** GET /api/class_journal/{classId}[?student_id=] (staff), paged by the `PageNumber` header. */
export async function getClassJournal(
  classId: string,
  studentId: string | null,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ChildJournalPage> {
  const query = studentId ? `?student_id=${encodeURIComponent(studentId)}` : '';
  const { result } = await apiClient.request(`${apiPath(apiPaths.classJournal, { classId })}${query}`, {
    auth: 'staff',
    headers: { PageNumber: String(pageNumber) },
    schema: ClassJournalResponseSchema,
    signal,
  });
  return result;
}

export function useClassJournal(classId: string, studentId: string | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: journalQueryKeys.classJournal(classId, studentId),
      queryFn: ({ pageParam, signal }) => getClassJournal(classId, studentId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

/** GET /api/child_journal/{studentId} with the parent token, paged by the `PageNumber` header. */
export async function getChildJournal(
  studentId: string,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ChildJournalPage> {
  const { result } = await apiClient.request(apiPath(apiPaths.childJournal, { studentId }), {
    auth: 'parent',
    headers: { PageNumber: String(pageNumber) },
    schema: ChildJournalResponseSchema,
    signal,
  });
  return result;
}

export function useChildJournal(studentId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: journalQueryKeys.child(studentId),
      queryFn: ({ pageParam, signal }) => getChildJournal(studentId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

/** Refreshes every open journal after a change (the socket does the same for other screens). */
function useJournalMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQueryKeys.all }),
  });
}

/** POST /api/journal_post/{classId}: one post per child named (or every child of the class). */
export function useCreateJournalPost(classId: string) {
  return useJournalMutation(async (input: CreateJournalPostInput): Promise<JournalEntry[]> => {
    const { result } = await apiClient.request(apiPath(apiPaths.createJournalPost, { classId }), {
      method: 'POST',
      auth: 'staff',
      body: input,
      schema: CreateJournalPostResponseSchema,
    });
    return result;
  });
}

/** POST /api/journal_post_comment/{id}: a parent comments, or staff reply (`as` picks the token). */
export function useCommentOnPost(as: 'staff' | 'parent') {
  return useJournalMutation(async ({ id, text }: { id: string; text: string }) => {
    const { result } = await apiClient.request(apiPath(apiPaths.journalComment, { id }), {
      method: 'POST',
      auth: as,
      body: { text },
      schema: JournalEntryResponseSchema,
    });
    return result;
  });
}

/** POST /api/journal_post_reaction/{id} (parent): null takes the reaction back. */
export function useReactToPost() {
  return useJournalMutation(async ({ id, reaction }: { id: string; reaction: JournalReaction | null }) => {
    const { result } = await apiClient.request(apiPath(apiPaths.journalReaction, { id }), {
      method: 'POST',
      auth: 'parent',
      body: { reaction },
      schema: JournalEntryResponseSchema,
    });
    return result;
  });
}

/** DELETE /api/delete_journal_post/{id} (its author, or an admin). */
export function useDeleteJournalPost() {
  return useJournalMutation(async (id: string) => {
    const { output } = await apiClient.request(apiPath(apiPaths.deleteJournalPost, { id }), {
      method: 'DELETE',
      auth: 'staff',
      schema: DeleteJournalPostResponseSchema,
    });
    return output;
  });
}

/**
 * POST /api/journal_posts_read/ (parent): the posts the parent has opened, so the staff see who
 * read them. Nothing on screen changes, so no refetch.
 */
export async function markJournalRead(postIds: string[]): Promise<string[]> {
  const { result } = await apiClient.request(apiPaths.journalRead, {
    method: 'POST',
    auth: 'parent',
    body: { post_ids: postIds },
    schema: JournalReadResponseSchema,
  });
  return result.post_ids;
}
