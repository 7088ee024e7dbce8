CREATE TYPE "public"."live_chat_room" AS ENUM('PUBLIC', 'BACKSTAGE');--> statement-breakpoint
CREATE TYPE "public"."moderation_action" AS ENUM('DELETE_MESSAGE', 'DELETE_QUESTION', 'HIDE_QUESTION', 'UNHIDE_QUESTION', 'MUTE', 'UNMUTE', 'BAN', 'UNBAN');--> statement-breakpoint
CREATE TYPE "public"."poll_kind" AS ENUM('SINGLE', 'MULTIPLE');--> statement-breakpoint
CREATE TYPE "public"."poll_status" AS ENUM('DRAFT', 'OPEN', 'CLOSED');--> statement-breakpoint
CREATE TABLE "event_bans" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_bans_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_mutes" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_mutes_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"actor_id" integer,
	"action" "moderation_action" NOT NULL,
	"target_user_id" integer,
	"target_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"room" "live_chat_room" NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "session_chat_messages_body_ck" CHECK (char_length("session_chat_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "session_poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_poll_votes" (
	"poll_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"option_ids" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_poll_votes_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id"),
	CONSTRAINT "session_poll_votes_options_ck" CHECK (cardinality("session_poll_votes"."option_ids") >= 1)
);
--> statement-breakpoint
CREATE TABLE "session_polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"created_by" integer,
	"question" text NOT NULL,
	"kind" "poll_kind" NOT NULL,
	"status" "poll_status" DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_question_votes" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_question_votes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "session_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"is_answered" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "session_questions_body_ck" CHECK (char_length("session_questions"."body") between 1 and 1000),
	CONSTRAINT "session_questions_upvotes_ck" CHECK ("session_questions"."upvote_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_bans" ADD CONSTRAINT "event_bans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bans" ADD CONSTRAINT "event_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bans" ADD CONSTRAINT "event_bans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_mutes" ADD CONSTRAINT "event_mutes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_mutes" ADD CONSTRAINT "event_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_mutes" ADD CONSTRAINT "event_mutes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_chat_messages" ADD CONSTRAINT "session_chat_messages_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_chat_messages" ADD CONSTRAINT "session_chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_chat_messages" ADD CONSTRAINT "session_chat_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_poll_options" ADD CONSTRAINT "session_poll_options_poll_id_session_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."session_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_poll_votes" ADD CONSTRAINT "session_poll_votes_poll_id_session_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."session_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_poll_votes" ADD CONSTRAINT "session_poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_polls" ADD CONSTRAINT "session_polls_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_polls" ADD CONSTRAINT "session_polls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_question_votes" ADD CONSTRAINT "session_question_votes_question_id_session_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."session_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_question_votes" ADD CONSTRAINT "session_question_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_questions" ADD CONSTRAINT "session_questions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_questions" ADD CONSTRAINT "session_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_questions" ADD CONSTRAINT "session_questions_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_bans_user_idx" ON "event_bans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_bans_created_by_idx" ON "event_bans" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "event_mutes_user_idx" ON "event_mutes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_mutes_created_by_idx" ON "event_mutes" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "moderation_log_event_idx" ON "moderation_log" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "moderation_log_actor_idx" ON "moderation_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "moderation_log_target_user_idx" ON "moderation_log" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "session_chat_messages_page_idx" ON "session_chat_messages" USING btree ("session_id","room","id");--> statement-breakpoint
CREATE INDEX "session_chat_messages_author_idx" ON "session_chat_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "session_chat_messages_deleted_by_idx" ON "session_chat_messages" USING btree ("deleted_by");--> statement-breakpoint
CREATE INDEX "session_poll_options_poll_idx" ON "session_poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE INDEX "session_poll_votes_user_idx" ON "session_poll_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_polls_session_idx" ON "session_polls" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "session_polls_created_by_idx" ON "session_polls" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "session_question_votes_user_idx" ON "session_question_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_questions_time_idx" ON "session_questions" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "session_questions_votes_idx" ON "session_questions" USING btree ("session_id","upvote_count","id");--> statement-breakpoint
CREATE INDEX "session_questions_author_idx" ON "session_questions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "session_questions_deleted_by_idx" ON "session_questions" USING btree ("deleted_by");--> statement-breakpoint
-- A ban changes what the user may read of the event (docs/live.md#moderation): the cached answers of that event
-- and that user are dropped on every instance, like a change of their event role (migration 0007).
CREATE TRIGGER event_bans_notify_ins AFTER INSERT ON event_bans REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.event_id || '' user:'' || r.user_id || '' inbox:'' || r.user_id');--> statement-breakpoint
CREATE TRIGGER event_bans_notify_del AFTER DELETE ON event_bans REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_rows('''event:'' || r.event_id || '' user:'' || r.user_id || '' inbox:'' || r.user_id');
