-- The participant list and the directory search an event's participants held in memory (modules/events/
-- event-people.ts, docs/organizer-console.md#participants): no statement searches users' text any more, so
-- the four trigram indexes of 0015 and 0019 only cost every insert into users (a 10,000-row import wrote four
-- GIN entries per person). The name order index stays: the list's fallback while the change feed is down
-- sorts by it. The pg_trgm extension stays (dropping it would need its owner; it costs nothing unused).
DROP INDEX IF EXISTS users_name_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS users_email_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS users_company_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS users_search_trgm_idx;
