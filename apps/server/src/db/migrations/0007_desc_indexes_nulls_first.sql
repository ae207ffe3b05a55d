DROP INDEX "chat_messages_room_id_id_idx";--> statement-breakpoint
DROP INDEX "comments_post_id_top_level_idx";--> statement-breakpoint
DROP INDEX "group_members_user_id_idx";--> statement-breakpoint
DROP INDEX "groups_created_at_idx";--> statement-breakpoint
DROP INDEX "groups_member_count_idx";--> statement-breakpoint
DROP INDEX "join_requests_group_id_status_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_to_created_at_idx";--> statement-breakpoint
DROP INDEX "notifications_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_group_id_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_author_id_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_created_at_idx";--> statement-breakpoint
CREATE INDEX "chat_messages_room_id_id_idx" ON "chat_messages" USING btree ("room_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_post_id_top_level_idx" ON "comments" USING btree ("post_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "group_members_user_id_idx" ON "group_members" USING btree ("user_id","joined_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "groups_created_at_idx" ON "groups" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "groups_member_count_idx" ON "groups" USING btree ("member_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "join_requests_group_id_status_idx" ON "join_requests" USING btree ("group_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_created_at_idx" ON "mail_outbox" USING btree ("to","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_group_id_created_at_idx" ON "posts" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_id_created_at_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);