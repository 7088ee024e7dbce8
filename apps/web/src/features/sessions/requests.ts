const PER_PAGE = 100;

/**
 * One page of a day's sessions (the API caps a page at 100), for `api.sessions.list`. Shared by the agenda's
 * query and the start-up requests (features/early-gets.ts), which must spell the same URL; kept apart from api.ts
 * so the entry chunk does not carry the feature's queries.
 */
export function daySessionsRequest(eventId: number, dayNumber: number, page: number) {
  return { params: { eventId }, query: { day_number: dayNumber, page, per_page: PER_PAGE } };
}
