-- Contract §19: comments under events share the comments table (one shape, one set of rules for
-- reports, blocks and erasure); each row belongs to exactly one post or one event.
ALTER TABLE "comments" ALTER COLUMN "post_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_event_id_top_level_idx" ON "comments" USING btree ("event_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."parent_id" is null and "comments"."event_id" is not null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_thread" CHECK (("comments"."post_id" is null) <> ("comments"."event_id" is null));