-- Outbound webhooks (docs/api.md#webhooks): every change an organization's endpoints may subscribe to is
-- recorded by these triggers, in the transaction of the change itself, as one webhook_events row and one
-- webhook_deliveries row per subscribed, enabled endpoint. Nothing is recorded for an organization without such
-- an endpoint (one indexed lookup). Private messages and chat have no trigger: they never reach a webhook.
--
-- The endpoints' rows are locked (FOR NO KEY UPDATE, in id order) until the change commits, so two transactions
-- queuing for the same endpoint commit in the order of their deliveries' ids: the workers deliver each
-- endpoint's queue in id order, which is therefore the order of the changes.
CREATE OR REPLACE FUNCTION atria_webhook_emit(p_org integer, p_type text, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_category text := split_part(p_type, '.', 1);
  v_event bigint;
BEGIN
  IF p_org IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM webhook_endpoints
    WHERE organization_id = p_org AND enabled AND v_category = ANY (event_types)
    ORDER BY id FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  -- Deleting the organization itself cascades here: its row is gone, so there is nobody left to tell.
  IF NOT EXISTS (SELECT 1 FROM organizations WHERE id = p_org) THEN RETURN; END IF;
  INSERT INTO webhook_events (organization_id, type, data) VALUES (p_org, p_type, p_data) RETURNING id INTO v_event;
  INSERT INTO webhook_deliveries (endpoint_id, event_id)
    SELECT id, v_event FROM webhook_endpoints
    WHERE organization_id = p_org AND enabled AND v_category = ANY (event_types)
    ORDER BY id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION atria_webhook_event_org(p_event integer) RETURNS integer
LANGUAGE sql STABLE AS $$ SELECT organization_id FROM events WHERE id = p_event $$;
--> statement-breakpoint
-- The verb of a row change: created / updated / deleted, or null for an update that changed nothing shown.
CREATE OR REPLACE FUNCTION atria_webhook_verb(p_op text, p_old jsonb, p_new jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_op WHEN 'INSERT' THEN 'created' WHEN 'DELETE' THEN 'deleted'
    ELSE CASE WHEN p_old IS DISTINCT FROM p_new THEN 'updated' END END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION atria_webhook_events_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r events%ROWTYPE := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  v_verb text;
BEGIN
  v_verb := atria_webhook_verb(TG_OP,
    CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) - ARRAY['agenda_version', 'updated_at'] END,
    CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(NEW) - ARRAY['agenda_version', 'updated_at'] END);
  IF v_verb IS NULL THEN RETURN NULL; END IF;
  PERFORM atria_webhook_emit(r.organization_id, 'event.' || v_verb, jsonb_build_object(
    'id', r.id, 'organization_id', r.organization_id, 'title', r.title, 'event_type', r.event_type,
    'event_format', r.event_format, 'start_date', r.start_date, 'end_date', r.end_date, 'time_zone', r.time_zone));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_webhooks AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION atria_webhook_events_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION atria_webhook_sessions_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r sessions%ROWTYPE := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  v_verb text;
BEGIN
  v_verb := atria_webhook_verb(TG_OP,
    CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) - ARRAY['calendar_sequence', 'updated_at'] END,
    CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(NEW) - ARRAY['calendar_sequence', 'updated_at'] END);
  IF v_verb IS NULL THEN RETURN NULL; END IF;
  PERFORM atria_webhook_emit(atria_webhook_event_org(r.event_id), 'session.' || v_verb, jsonb_build_object(
    'id', r.id, 'event_id', r.event_id, 'title', r.title, 'session_type', r.session_type,
    'day_number', r.day_number, 'start_time', r.start_time, 'end_time', r.end_time, 'status', r.status));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_webhooks AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION atria_webhook_sessions_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION atria_webhook_participants_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r event_users%ROWTYPE := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  v_verb text;
BEGIN
  v_verb := CASE TG_OP WHEN 'INSERT' THEN 'added' WHEN 'DELETE' THEN 'removed'
    ELSE CASE WHEN OLD.role IS DISTINCT FROM NEW.role THEN 'updated' END END;
  IF v_verb IS NULL THEN RETURN NULL; END IF;
  PERFORM atria_webhook_emit(atria_webhook_event_org(r.event_id), 'participant.' || v_verb, jsonb_build_object(
    'event_id', r.event_id, 'user_id', r.user_id, 'role', r.role));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_users_webhooks AFTER INSERT OR UPDATE OR DELETE ON event_users
  FOR EACH ROW EXECUTE FUNCTION atria_webhook_participants_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION atria_webhook_invitations_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r invitations%ROWTYPE := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  v_verb text;
BEGIN
  -- Never the token's hash: only when and for whom.
  v_verb := CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'DELETE' THEN 'deleted'
    ELSE CASE
      WHEN OLD.claimed_at IS NULL AND NEW.claimed_at IS NOT NULL THEN 'claimed'
      WHEN OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL THEN 'revoked'
      WHEN OLD.expires_at IS DISTINCT FROM NEW.expires_at THEN 'updated' END END;
  IF v_verb IS NULL THEN RETURN NULL; END IF;
  PERFORM atria_webhook_emit(coalesce(r.organization_id, atria_webhook_event_org(r.event_id)),
    'invitation.' || v_verb, jsonb_build_object(
    'id', r.id, 'user_id', r.user_id, 'organization_id', r.organization_id, 'event_id', r.event_id,
    'expires_at', r.expires_at, 'claimed_at', r.claimed_at, 'revoked_at', r.revoked_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invitations_webhooks AFTER INSERT OR UPDATE OR DELETE ON invitations
  FOR EACH ROW EXECUTE FUNCTION atria_webhook_invitations_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION atria_webhook_sponsors_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r sponsors%ROWTYPE := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  v_verb text;
BEGIN
  v_verb := atria_webhook_verb(TG_OP,
    CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) END, CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(NEW) END);
  IF v_verb IS NULL THEN RETURN NULL; END IF;
  PERFORM atria_webhook_emit(atria_webhook_event_org(r.event_id), 'sponsor.' || v_verb, jsonb_build_object(
    'id', r.id, 'event_id', r.event_id, 'tier_id', r.tier_id, 'name', r.name, 'website_url', r.website_url,
    'featured', r.featured, 'order', r."order"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sponsors_webhooks AFTER INSERT OR UPDATE OR DELETE ON sponsors
  FOR EACH ROW EXECUTE FUNCTION atria_webhook_sponsors_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION atria_webhook_polls_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r session_polls%ROWTYPE := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  v_event integer;
  v_verb text;
BEGIN
  v_verb := atria_webhook_verb(TG_OP,
    CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) END, CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(NEW) END);
  IF v_verb IS NULL THEN RETURN NULL; END IF;
  SELECT event_id INTO v_event FROM sessions WHERE id = r.session_id;
  -- Votes are not sent: only the poll's own changes (created, opened, closed, deleted).
  PERFORM atria_webhook_emit(atria_webhook_event_org(v_event), 'poll.' || v_verb, jsonb_build_object(
    'id', r.id, 'session_id', r.session_id, 'event_id', v_event, 'question', r.question, 'kind', r.kind,
    'status', r.status, 'opened_at', r.opened_at, 'closed_at', r.closed_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_polls_webhooks AFTER INSERT OR UPDATE OR DELETE ON session_polls
  FOR EACH ROW EXECUTE FUNCTION atria_webhook_polls_trg();
