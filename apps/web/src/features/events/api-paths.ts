/** API paths the events feature reads, shared by its queries and the start-up requests (lib/early-gets.ts). */
export const eventPath = (eventId: number) => `/events/${eventId}`;
