-- Session reminders and personal feed versions (docs/notifications.md, docs/calendar.md#polling-etag-and-last-modified).

-- calendar_feeds.version: raised by the triggers below whenever anything the person's feed shows may have
-- changed, so that a poll decides its ETag from the feed's own row (one indexed lookup by token hash) instead of
-- hashing every session it shows. Raising it for a change that shows nothing new costs one rendering, never a
-- stale copy. What moves it:
--   * the person's bookmarks, their speaker rows, their organization memberships and event participations
--     (what they may see), their tombstones: the person's own feed;
--   * any change to an event's agenda (events.agenda_version, moved by the agenda triggers on any change to the
--     event, its sessions, their speakers, the speakers' profiles and its participants): the feed of everyone
--     who bookmarked or speaks at one of its sessions.
CREATE FUNCTION atria_feed_bump_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE calendar_feeds SET version = version + 1 WHERE user_id IN (SELECT user_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE calendar_feeds SET version = version + 1 WHERE user_id IN (SELECT user_id FROM old_rows);
  ELSE
    UPDATE calendar_feeds SET version = version + 1
     WHERE user_id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_bookmarks_feed_ins AFTER INSERT ON session_bookmarks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER session_bookmarks_feed_del AFTER DELETE ON session_bookmarks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER session_speakers_feed_ins AFTER INSERT ON session_speakers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER session_speakers_feed_upd AFTER UPDATE ON session_speakers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER session_speakers_feed_del AFTER DELETE ON session_speakers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER organization_users_feed_ins AFTER INSERT ON organization_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER organization_users_feed_upd AFTER UPDATE ON organization_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER organization_users_feed_del AFTER DELETE ON organization_users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER event_users_feed_ins AFTER INSERT ON event_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER event_users_feed_upd AFTER UPDATE ON event_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER event_users_feed_del AFTER DELETE ON event_users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER calendar_tombstones_feed_ins AFTER INSERT ON calendar_tombstones REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER calendar_tombstones_feed_upd AFTER UPDATE ON calendar_tombstones REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint
CREATE TRIGGER calendar_tombstones_feed_del AFTER DELETE ON calendar_tombstones REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_feed_bump_users();
--> statement-breakpoint

-- An event's agenda changed: every feed showing one of its sessions. Locked in user order first, so two such
-- changes touching the same feeds wait for each other instead of deadlocking.
CREATE FUNCTION atria_feed_bump_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH shown AS (
    SELECT b.user_id FROM session_bookmarks b JOIN sessions s ON s.id = b.session_id WHERE s.event_id = NEW.id
    UNION
    SELECT sp.user_id FROM session_speakers sp JOIN sessions s ON s.id = sp.session_id WHERE s.event_id = NEW.id
  ), locked AS (
    SELECT f.user_id FROM calendar_feeds f WHERE f.user_id IN (SELECT user_id FROM shown) ORDER BY f.user_id FOR UPDATE
  )
  UPDATE calendar_feeds f SET version = f.version + 1 FROM locked l WHERE f.user_id = l.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_feed_bump AFTER UPDATE ON events FOR EACH ROW
  WHEN (NEW.agenda_version IS DISTINCT FROM OLD.agenda_version)
  EXECUTE FUNCTION atria_feed_bump_event();
--> statement-breakpoint

-- The per-poll fingerprint the version replaces.
DROP FUNCTION atria_feed_fingerprint(integer, timestamptz);
