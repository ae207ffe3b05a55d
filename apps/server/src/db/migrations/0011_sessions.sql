CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_revoked_at_idx" ON "auth_sessions" USING btree ("revoked_at");--> statement-breakpoint
-- Sign-ins made before this migration become sessions too, so they can be listed and ended.
INSERT INTO "auth_sessions" ("id", "user_id", "created_at", "last_seen_at", "revoked_at")
SELECT "family_id", min("user_id"), min("created_at"), max("created_at"), max("revoked_at")
FROM "refresh_tokens"
GROUP BY "family_id"
ON CONFLICT DO NOTHING;
