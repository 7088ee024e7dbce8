-- Calendar entries follow their sessions (docs/calendar.md#feeds).

-- SEQUENCE: a session's calendar_sequence rises whenever what its calendar entry shows changes.
CREATE FUNCTION atria_sessions_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.description, NEW.day_number, NEW.start_time, NEW.end_time, NEW.status, NEW.stream_url)
     IS DISTINCT FROM
     (OLD.title, OLD.description, OLD.day_number, OLD.start_time, OLD.end_time, OLD.status, OLD.stream_url) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_calendar_sequence BEFORE UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION atria_sessions_calendar_sequence();
--> statement-breakpoint

-- Moving the event (start date or zone) moves every session's instants; its title is in every entry too.
CREATE FUNCTION atria_events_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET calendar_sequence = calendar_sequence + 1 WHERE event_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_calendar_sequence AFTER UPDATE ON events FOR EACH ROW
  WHEN ((NEW.start_date, NEW.time_zone, NEW.title) IS DISTINCT FROM (OLD.start_date, OLD.time_zone, OLD.title))
  EXECUTE FUNCTION atria_events_calendar_sequence();
--> statement-breakpoint

-- Tombstones: a deleted session stays in the feeds that showed it, as cancelled. Only people with a feed get
-- one (the others have nothing to update). A session deleted by its event's deletion is written by the event's
-- trigger, while the event row still exists; the session's own trigger then finds no event and writes nothing.
CREATE FUNCTION atria_write_tombstones(session_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO calendar_tombstones
    (user_id, session_id, event_id, event_title, title, local_date, start_time, end_time, time_zone, sequence)
  SELECT f.user_id, s.id, e.id, e.title, s.title, e.start_date + (s.day_number - 1), s.start_time, s.end_time,
         e.time_zone, s.calendar_sequence + 1
    FROM sessions s
    JOIN events e ON e.id = s.event_id
    JOIN (SELECT session_id, user_id FROM session_bookmarks WHERE session_id = ANY (session_ids)
          UNION
          SELECT session_id, user_id FROM session_speakers WHERE session_id = ANY (session_ids)) p ON p.session_id = s.id
    JOIN calendar_feeds f ON f.user_id = p.user_id
   WHERE s.id = ANY (session_ids)
  ON CONFLICT (user_id, session_id) DO UPDATE SET sequence = EXCLUDED.sequence, deleted_at = EXCLUDED.deleted_at
$$;
--> statement-breakpoint
CREATE FUNCTION atria_sessions_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM atria_write_tombstones(ARRAY[OLD.id]);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_tombstone BEFORE DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION atria_sessions_tombstone();
--> statement-breakpoint
CREATE FUNCTION atria_events_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM atria_write_tombstones(ARRAY(SELECT id FROM sessions WHERE event_id = OLD.id));
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_tombstone BEFORE DELETE ON events FOR EACH ROW EXECUTE FUNCTION atria_events_tombstone();
