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
-- one (the others have nothing to update), and only while they may see the event (eventsPolicy.canView). A
-- session deleted by its event's deletion is written by the event's trigger, while the event row still exists;
-- the session's own trigger then finds no event and writes nothing.
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
     AND (EXISTS (SELECT 1 FROM organization_users ou WHERE ou.organization_id = e.organization_id AND ou.user_id = p.user_id)
          OR EXISTS (SELECT 1 FROM event_users eu WHERE eu.event_id = e.id AND eu.user_id = p.user_id))
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
--> statement-breakpoint

-- The personal feed's fingerprint (its ETag): every shown session with its event's agenda_version (moved by
-- the agenda triggers on any change to the event, its sessions or their speakers) and whether it is
-- bookmarked, plus every shown tombstone with its sequence. A plpgsql function so its query is planned once per
-- connection, not on every poll. Visibility is the rule of eventsPolicy.canView (organization member or event
-- participant), as in modules/events/event-visibility.ts.
CREATE FUNCTION atria_feed_fingerprint(p_user integer, p_since timestamptz) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    WITH mine AS (
      SELECT session_id, 1 AS bookmarked FROM session_bookmarks WHERE user_id = p_user
      UNION ALL
      SELECT session_id, 0 FROM session_speakers WHERE user_id = p_user
    )
    SELECT md5(coalesce(string_agg(x, ',' ORDER BY x), '')) FROM (
      SELECT 's' || s.id || ':' || e.agenda_version || ':' || max(m.bookmarked) AS x
        FROM mine m
        JOIN sessions s ON s.id = m.session_id
        JOIN events e ON e.id = s.event_id
       WHERE EXISTS (SELECT 1 FROM organization_users ou WHERE ou.organization_id = e.organization_id AND ou.user_id = p_user)
          OR EXISTS (SELECT 1 FROM event_users eu WHERE eu.event_id = e.id AND eu.user_id = p_user)
       GROUP BY s.id, e.agenda_version
      UNION ALL
      SELECT 't' || t.session_id || ':' || t.sequence FROM calendar_tombstones t
       WHERE t.user_id = p_user AND t.deleted_at > p_since
    ) q
  );
END $$;
