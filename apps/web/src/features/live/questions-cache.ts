import type { Question, QuestionSort } from '@atria/contracts/live';
import type { QueryClient } from '@tanstack/react-query';
import { liveKeys } from './keys';

/*
 * A session's questions in the cache: one list, kept as the server last described each question; the tab sorts it
 * for display, so a live change never needs a refetch to land in the right place.
 */

/**
 * The list with the question added or replaced by its newer version. `own`: the viewer's own answer (to an ask,
 * upvote or moderation), which says whether they upvoted; a pushed copy does not (it is the room's view), so the
 * viewer's upvote is kept from the copy in the list.
 */
export function upsertQuestion(list: Question[] | undefined, question: Question, own = false): Question[] | undefined {
  if (!list) return list;
  const at = list.findIndex((q) => q.id === question.id);
  if (at === -1) return [...list, question];
  const next = list.slice();
  next[at] = own ? question : { ...question, has_upvoted: list[at]?.has_upvoted ?? false };
  return next;
}

export function withoutQuestion(list: Question[] | undefined, questionId: number): Question[] | undefined {
  return list?.some((q) => q.id === questionId) ? list.filter((q) => q.id !== questionId) : list;
}

/** Pinned first; then most votes (ties: newest) or newest first. */
export function sortQuestions(list: readonly Question[], sort: QuestionSort): Question[] {
  return list.toSorted((a, b) => {
    if (a.is_pinned !== b.is_pinned) return a.is_pinned ? -1 : 1;
    if (sort === 'votes' && a.upvote_count !== b.upvote_count) return b.upvote_count - a.upvote_count;
    return b.id - a.id;
  });
}

export function applyQuestion(queryClient: QueryClient, question: Question, own = false): void {
  queryClient.setQueryData<Question[]>(liveKeys.questions(question.session_id), (list) =>
    upsertQuestion(list, question, own),
  );
}

export function applyQuestionRemoved(queryClient: QueryClient, sessionId: number, questionId: number): void {
  queryClient.setQueryData<Question[]>(liveKeys.questions(sessionId), (list) => withoutQuestion(list, questionId));
}
