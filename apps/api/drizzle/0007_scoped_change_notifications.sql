-- Notifications on atria_changes name what changed, so each instance drops only the cached answers that depend on
-- it (instead of every cache on every write). The payload is a space-separated list of scopes:
--   event:<id>  an event, its participants, sessions or speaker bookings;
--   org:<id>    an organization or its members;   org-events:<id> an event of the organization;
--   event-access:<id> the organization of an event (who may see it);
--   user:<id>   a user's memberships and roles (and, with `profiles`, profile);
--   inbox:<id>  a user's threads;   session:<id> a session or its speakers;   thread:<id> a thread's messages;
--   profiles    someone's name or picture (shown in many lists);   auth  a token or a refresh family revoked;
--   *           anything (a payload that would be too long).
-- Statement-level with transition tables: one notification per statement, and PostgreSQL folds identical ones
-- within a transaction. Messages (and the thread's last_message_at they move) announce nothing: PostgreSQL
-- serializes the commits of transactions that NOTIFY, which at hundreds of messages a second delays every
-- message. The API drops what a message changes on the instance that took it, and holds message reads only
-- when it runs alone (see plugins/read-cache.ts).
CREATE FUNCTION atria_notify_scopes(scopes text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF scopes IS NULL OR scopes = '' THEN
    RETURN;
  END IF;
  PERFORM pg_notify('atria_changes', CASE WHEN octet_length(scopes) > 7000 THEN '*' ELSE scopes END);
END $$;
--> statement-breakpoint
CREATE FUNCTION atria_notify_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text;
BEGIN
  -- TG_ARGV[0]: the SQL expression of one row's scopes, evaluated over the statement's rows.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT string_agg(DISTINCT s, '' '') FROM (SELECT %s AS s FROM new_rows r) x', TG_ARGV[0]) INTO scopes;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT string_agg(DISTINCT s, '' '') FROM (SELECT %s AS s FROM old_rows r) x', TG_ARGV[0]) INTO scopes;
  ELSE
    EXECUTE format('SELECT string_agg(DISTINCT s, '' '') FROM (SELECT %1$s AS s FROM new_rows r UNION ALL SELECT %1$s FROM old_rows r) x', TG_ARGV[0]) INTO scopes;
  END IF;
  PERFORM atria_notify_scopes(scopes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION atria_notify_scopes_auth() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atria_changes', 'auth');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER events_notify ON events;
--> statement-breakpoint
DROP TRIGGER event_users_notify ON event_users;
--> statement-breakpoint
DROP TRIGGER organization_users_notify ON organization_users;
--> statement-breakpoint
DROP TRIGGER users_notify ON users;
--> statement-breakpoint
DROP TRIGGER revoked_access_tokens_notify ON revoked_access_tokens;
--> statement-breakpoint
DROP TRIGGER refresh_tokens_notify ON refresh_tokens;
--> statement-breakpoint
DROP FUNCTION atria_notify_change();
--> statement-breakpoint
CREATE TRIGGER events_notify_ins AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.id || '' org-events:'' || r.organization_id');
--> statement-breakpoint
CREATE TRIGGER events_notify_upd AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.id || '' org-events:'' || r.organization_id');
--> statement-breakpoint
CREATE TRIGGER events_notify_del AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.id || '' org-events:'' || r.organization_id');
--> statement-breakpoint
CREATE TRIGGER event_users_notify_ins AFTER INSERT ON event_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.event_id || '' user:'' || r.user_id');
--> statement-breakpoint
CREATE TRIGGER event_users_notify_upd AFTER UPDATE ON event_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.event_id || '' user:'' || r.user_id');
--> statement-breakpoint
CREATE TRIGGER event_users_notify_del AFTER DELETE ON event_users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.event_id || '' user:'' || r.user_id');
--> statement-breakpoint
CREATE TRIGGER organizations_notify_upd AFTER UPDATE ON organizations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''org:'' || r.id');
--> statement-breakpoint
CREATE TRIGGER organizations_notify_del AFTER DELETE ON organizations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''org:'' || r.id');
--> statement-breakpoint
CREATE TRIGGER organization_users_notify_ins AFTER INSERT ON organization_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''org:'' || r.organization_id || '' user:'' || r.user_id');
--> statement-breakpoint
CREATE TRIGGER organization_users_notify_upd AFTER UPDATE ON organization_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''org:'' || r.organization_id || '' user:'' || r.user_id');
--> statement-breakpoint
CREATE TRIGGER organization_users_notify_del AFTER DELETE ON organization_users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''org:'' || r.organization_id || '' user:'' || r.user_id');
--> statement-breakpoint
CREATE TRIGGER users_notify_upd AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''user:'' || r.id || '' profiles''');
--> statement-breakpoint
CREATE TRIGGER users_notify_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''user:'' || r.id || '' profiles auth''');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_ins AFTER INSERT ON sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''session:'' || r.id || '' event:'' || r.event_id');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_upd AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''session:'' || r.id || '' event:'' || r.event_id');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_del AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''session:'' || r.id || '' event:'' || r.event_id');
--> statement-breakpoint
CREATE TRIGGER session_speakers_notify_ins AFTER INSERT ON session_speakers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''session:'' || r.session_id');
--> statement-breakpoint
CREATE TRIGGER session_speakers_notify_upd AFTER UPDATE ON session_speakers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''session:'' || r.session_id');
--> statement-breakpoint
CREATE TRIGGER session_speakers_notify_del AFTER DELETE ON session_speakers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''session:'' || r.session_id');
--> statement-breakpoint
CREATE TRIGGER direct_message_threads_notify_ins AFTER INSERT ON direct_message_threads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''thread:'' || r.id || '' inbox:'' || r.user_low_id || '' inbox:'' || r.user_high_id');
--> statement-breakpoint
CREATE TRIGGER direct_message_threads_notify_del AFTER DELETE ON direct_message_threads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''thread:'' || r.id || '' inbox:'' || r.user_low_id || '' inbox:'' || r.user_high_id');
--> statement-breakpoint
CREATE TRIGGER revoked_access_tokens_notify AFTER INSERT ON revoked_access_tokens FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_scopes_auth();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_notify AFTER UPDATE OF revoked_at OR DELETE ON refresh_tokens FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_scopes_auth();
--> statement-breakpoint
-- Who may see an event depends on its organization: a move is announced apart (the API holds access by event and
-- user, and does not drop it for every edit of the event).
CREATE FUNCTION atria_notify_event_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atria_changes', 'event-access:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_notify_moved AFTER UPDATE ON events FOR EACH ROW WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id) EXECUTE FUNCTION atria_notify_event_moved();
