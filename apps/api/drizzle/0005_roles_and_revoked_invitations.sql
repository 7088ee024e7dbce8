ALTER TABLE "invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_users" ADD COLUMN "via_organization" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: the creator's ADMIN came from their organization role (docs/security/roles.md).
UPDATE "event_users" eu SET "via_organization" = true
  FROM "events" e
  WHERE e."id" = eu."event_id" AND e."created_by" = eu."user_id" AND eu."role" = 'ADMIN';--> statement-breakpoint
-- Hand-written: creators who already left their organization or lost its owner/admin role keep no control:
-- SPEAKER where they are booked to speak in the event, otherwise out of the event (as the API now does).
UPDATE "event_users" eu SET "role" = 'SPEAKER', "via_organization" = false
  FROM "events" e
  WHERE e."id" = eu."event_id" AND eu."via_organization"
    AND NOT EXISTS (SELECT 1 FROM "organization_users" ou
      WHERE ou."organization_id" = e."organization_id" AND ou."user_id" = eu."user_id" AND ou."role" IN ('OWNER', 'ADMIN'))
    AND EXISTS (SELECT 1 FROM "session_speakers" ss JOIN "sessions" s ON s."id" = ss."session_id"
      WHERE ss."user_id" = eu."user_id" AND s."event_id" = eu."event_id");--> statement-breakpoint
DELETE FROM "event_users" eu
  USING "events" e
  WHERE e."id" = eu."event_id" AND eu."via_organization"
    AND NOT EXISTS (SELECT 1 FROM "organization_users" ou
      WHERE ou."organization_id" = e."organization_id" AND ou."user_id" = eu."user_id" AND ou."role" IN ('OWNER', 'ADMIN'));
