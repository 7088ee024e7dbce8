import type { Poll, PollResults } from '@atria/contracts/live';
import type { QueryClient } from '@tanstack/react-query';
import { liveKeys } from './keys';

/*
 * A session's polls in the cache, newest first. The viewer's own answers (create, open, close, vote) replace a
 * poll as they are; the room's broadcasts (a poll opened or closed) carry nobody's choice, so the viewer's own
 * choice is kept; results pushed to voters and staff change only the counts.
 */

export function upsertPoll(list: Poll[] | undefined, poll: Poll, own = false): Poll[] | undefined {
  if (!list) return list;
  const at = list.findIndex((p) => p.id === poll.id);
  if (at === -1) return [poll, ...list].toSorted((a, b) => b.id - a.id);
  const previous = list[at];
  const next = list.slice();
  next[at] = own || !previous ? poll : { ...poll, my_option_ids: previous.my_option_ids };
  // A broadcast without results does not take away results this viewer may already see.
  if (!own && previous && poll.total_voters === null && previous.total_voters !== null && poll.status === 'OPEN')
    next[at] = {
      ...poll,
      options: previous.options,
      total_voters: previous.total_voters,
      my_option_ids: previous.my_option_ids,
    };
  return next;
}

export function applyResults(list: Poll[] | undefined, results: PollResults): Poll[] | undefined {
  if (!list?.some((p) => p.id === results.poll_id)) return list;
  const votes = new Map(results.options.map((o) => [o.id, o.votes]));
  return list.map((p) =>
    p.id === results.poll_id
      ? {
          ...p,
          total_voters: results.total_voters,
          options: p.options.map((o) => ({ ...o, votes: votes.get(o.id) ?? o.votes })),
        }
      : p,
  );
}

export function applyPoll(queryClient: QueryClient, poll: Poll, own = false): void {
  queryClient.setQueryData<Poll[]>(liveKeys.polls(poll.session_id), (list) => upsertPoll(list, poll, own));
}

export function applyPollResults(queryClient: QueryClient, results: PollResults): void {
  queryClient.setQueryData<Poll[]>(liveKeys.polls(results.session_id), (list) => applyResults(list, results));
}
