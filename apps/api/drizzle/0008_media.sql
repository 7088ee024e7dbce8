CREATE TYPE "public"."media_purpose" AS ENUM('AVATAR', 'EVENT_BANNER', 'EVENT_LOGO', 'SPONSOR_LOGO');--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"purpose" "media_purpose" NOT NULL,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_media_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "banner_media_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "logo_media_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "media_hash_idx" ON "media" USING btree ("hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_media_id_media_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_banner_media_id_media_id_fk" FOREIGN KEY ("banner_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_avatar_media_idx" ON "users" USING btree ("avatar_media_id");--> statement-breakpoint
CREATE INDEX "events_banner_media_idx" ON "events" USING btree ("banner_media_id");--> statement-breakpoint
CREATE INDEX "events_logo_media_idx" ON "events" USING btree ("logo_media_id");