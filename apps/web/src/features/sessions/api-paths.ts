/** API paths the sessions feature reads, shared by its queries and the start-up requests (lib/early-gets.ts). */
export const sessionPath = (sessionId: number) => `/sessions/${sessionId}`;

const PER_PAGE = 100;

/** One page of a day's sessions; the API caps a page at 100. */
export function daySessionsPage(eventId: number, dayNumber: number, page: number) {
  return { path: `/events/${eventId}/sessions`, query: { day_number: dayNumber, page, per_page: PER_PAGE } };
}
