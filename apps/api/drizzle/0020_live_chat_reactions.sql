CREATE TABLE "session_chat_reactions" (
	"message_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_chat_reactions_message_id_emoji_user_id_pk" PRIMARY KEY("message_id","emoji","user_id"),
	CONSTRAINT "session_chat_reactions_emoji_ck" CHECK ("session_chat_reactions"."emoji" in ('thumbs_up', 'heart', 'laugh', 'party', 'wow', 'clap'))
);
--> statement-breakpoint
ALTER TABLE "session_chat_reactions" ADD CONSTRAINT "session_chat_reactions_message_id_session_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."session_chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_chat_reactions" ADD CONSTRAINT "session_chat_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_chat_reactions_user_idx" ON "session_chat_reactions" USING btree ("user_id");