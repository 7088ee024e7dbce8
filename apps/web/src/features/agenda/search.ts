/** The agenda's `?day=N` search parameter: a whole number from 1, anything else means day 1 (left out). */
export function parseAgendaSearch(search: Record<string, unknown>): { day?: number } {
  const day = Number(search.day);
  return Number.isInteger(day) && day >= 1 ? { day } : {};
}

/** The day the agenda shows for the one asked for: clamped to the event's days. */
export function agendaDay(day: number, dayCount: number): number {
  return Math.min(Math.max(1, day), dayCount);
}
