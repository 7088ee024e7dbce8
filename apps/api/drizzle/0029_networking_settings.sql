-- An event's networking settings (docs/networking.md#networking-settings): whether its attendee directory is open to
-- everyone who sees the event, and the icebreaker prompt. One row per event, made on its first change; an event
-- without one has the directory open and no prompt. A table of its own, so that a change touches nothing of the
-- event row (its agenda version, change notices and webhooks).
CREATE TABLE "event_networking_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"directory_enabled" boolean DEFAULT true NOT NULL,
	"icebreaker" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_networking_icebreaker_ck" CHECK ("event_networking_settings"."icebreaker" is null or char_length("event_networking_settings"."icebreaker") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "event_networking_settings" ADD CONSTRAINT "event_networking_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A change of the settings is a change of the event for the instances' caches (the directory holds them per
-- instance, docs/networking.md#networking-settings), announced like the other tables' (migration 0007).
CREATE TRIGGER event_networking_settings_notify_ins AFTER INSERT ON event_networking_settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.event_id');
--> statement-breakpoint
CREATE TRIGGER event_networking_settings_notify_upd AFTER UPDATE ON event_networking_settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.event_id');
--> statement-breakpoint
CREATE TRIGGER event_networking_settings_notify_del AFTER DELETE ON event_networking_settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.event_id');
