-- Contract §21: the members a post or a comment mentions, by id, with the nickname its text wrote.
ALTER TABLE "comments" ADD COLUMN "mentions" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "mentions" jsonb;
