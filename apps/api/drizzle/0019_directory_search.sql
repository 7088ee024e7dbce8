-- Directory search (docs/networking.md#directory): a trigram index over the text the search looks in, the same
-- expression as SEARCH_TEXT in modules/network/network.repository.ts, so `like '%...%'` can use it.
-- pg_trgm ships with PostgreSQL and is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (
  lower("first_name" || ' ' || "last_name" || ' ' || coalesce("company_name", '') || ' ' || coalesce("title", '')) gin_trgm_ops
);
