/** Zod-free constants of notifications (docs/notifications.md), for pages that load no schema. */

/** The reminder lead times a person may choose, in minutes before the session starts (0: when it starts). */
export const REMINDER_MINUTES = [0, 5, 10, 15, 30, 60] as const;
export const DEFAULT_REMINDER_MINUTES = 10;
