-- Contract §18: the daily digest e-mail. One row per person and Seoul day it was sent (at most one
-- a day, even with two instances), and the headers a mail carries (List-Unsubscribe) kept in the
-- outbox beside its text.
CREATE TABLE "digest_sends" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"notification_count" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "digest_sends_pk" PRIMARY KEY("user_id","day")
);--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_sends_user_id_sent_at_idx" ON "digest_sends" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_last_seen_at_idx" ON "auth_sessions" USING btree ("user_id","last_seen_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
