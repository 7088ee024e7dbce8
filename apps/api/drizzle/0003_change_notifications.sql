-- The API keeps some answers in memory (who an access token belongs to, who may see an event's agenda and at
-- which agenda version). Every change those answers depend on is announced on the channel atria_changes, with
-- the table's name as payload; each instance LISTENs and empties its caches when one arrives. Statement-level:
-- one notification per statement (and PostgreSQL folds identical ones within a transaction).
CREATE FUNCTION atria_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atria_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The event row carries the agenda version, which the triggers of 0002 move on every agenda change.
CREATE TRIGGER events_notify AFTER UPDATE OR DELETE ON events FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_change();
--> statement-breakpoint
CREATE TRIGGER event_users_notify AFTER INSERT OR UPDATE OR DELETE ON event_users FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_change();
--> statement-breakpoint
CREATE TRIGGER organization_users_notify AFTER INSERT OR UPDATE OR DELETE ON organization_users FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_change();
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_change();
--> statement-breakpoint
-- Logout revokes the access token and the refresh family; reuse detection revokes the family.
CREATE TRIGGER revoked_access_tokens_notify AFTER INSERT ON revoked_access_tokens FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_change();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_notify AFTER UPDATE OF revoked_at OR DELETE ON refresh_tokens FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_change();
