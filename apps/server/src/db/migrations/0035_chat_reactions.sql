-- Contract §21: reactions (공감) on chat messages, a fixed set of six keys, one per key and member.
CREATE TABLE "chat_reactions" (
	"message_id" integer NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reactions_message_id_key_user_id_pk" PRIMARY KEY("message_id","key","user_id"),
	CONSTRAINT "chat_reactions_key_known" CHECK ("chat_reactions"."key" in ('LIKE', 'LOVE', 'LAUGH', 'WOW', 'SAD', 'THANKS'))
);
--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reactions_user_id_idx" ON "chat_reactions" USING btree ("user_id");