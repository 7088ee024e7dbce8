-- events.agenda_version moves whenever anything the agenda (the sessions list) shows changes, so the API can
-- keep the serialized list in memory and serve it while the version it was built at is still current.
-- Statement-level triggers with transition tables: a bulk insert of speakers or participants bumps each
-- affected event once, not once per row.

-- An edit of the event itself (title, dates, organization...) bumps it unless the edit IS a bump.
CREATE FUNCTION atria_events_bump_self() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.agenda_version = OLD.agenda_version THEN
    NEW.agenda_version := OLD.agenda_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_bump_self BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION atria_events_bump_self();
--> statement-breakpoint

-- Tables that carry event_id themselves: sessions, event_users (speaker titles).
CREATE FUNCTION atria_bump_by_event_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE events SET agenda_version = agenda_version + 1 WHERE id IN (SELECT event_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE events SET agenda_version = agenda_version + 1 WHERE id IN (SELECT event_id FROM old_rows);
  ELSE
    UPDATE events SET agenda_version = agenda_version + 1
      WHERE id IN (SELECT event_id FROM new_rows UNION SELECT event_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_bump_ins AFTER INSERT ON sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_bump_by_event_id();
--> statement-breakpoint
CREATE TRIGGER sessions_bump_upd AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_bump_by_event_id();
--> statement-breakpoint
CREATE TRIGGER sessions_bump_del AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_bump_by_event_id();
--> statement-breakpoint
CREATE TRIGGER event_users_bump_ins AFTER INSERT ON event_users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_bump_by_event_id();
--> statement-breakpoint
CREATE TRIGGER event_users_bump_upd AFTER UPDATE ON event_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_bump_by_event_id();
--> statement-breakpoint
CREATE TRIGGER event_users_bump_del AFTER DELETE ON event_users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_bump_by_event_id();
--> statement-breakpoint

-- Speaker bookings reach their event through the session. A booking deleted together with its session (a
-- cascade) finds no session any more; the session's own delete trigger has bumped the event then.
CREATE FUNCTION atria_bump_by_session_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE events SET agenda_version = agenda_version + 1
      WHERE id IN (SELECT s.event_id FROM new_rows r JOIN sessions s ON s.id = r.session_id);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE events SET agenda_version = agenda_version + 1
      WHERE id IN (SELECT s.event_id FROM old_rows r JOIN sessions s ON s.id = r.session_id);
  ELSE
    UPDATE events SET agenda_version = agenda_version + 1
      WHERE id IN (SELECT s.event_id FROM (SELECT session_id FROM new_rows UNION SELECT session_id FROM old_rows) r
                   JOIN sessions s ON s.id = r.session_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_speakers_bump_ins AFTER INSERT ON session_speakers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_bump_by_session_id();
--> statement-breakpoint
CREATE TRIGGER session_speakers_bump_upd AFTER UPDATE ON session_speakers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_bump_by_session_id();
--> statement-breakpoint
CREATE TRIGGER session_speakers_bump_del AFTER DELETE ON session_speakers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_bump_by_session_id();
--> statement-breakpoint

-- A profile edit of someone who speaks: every event where they speak shows the new name, title or picture.
-- (A deleted user's bookings go by cascade, which the bookings' trigger sees.)
CREATE FUNCTION atria_bump_by_speaker_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET agenda_version = agenda_version + 1
    WHERE id IN (
      SELECT s.event_id
        FROM new_rows n
        JOIN old_rows o ON o.id = n.id
        JOIN session_speakers ss ON ss.user_id = n.id
        JOIN sessions s ON s.id = ss.session_id
       WHERE (n.first_name, n.last_name, n.title, n.company_name, n.image_url, n.linkedin_url, n.website_url)
             IS DISTINCT FROM
             (o.first_name, o.last_name, o.title, o.company_name, o.image_url, o.linkedin_url, o.website_url));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_bump_speaker_profile AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_bump_by_speaker_profile();
