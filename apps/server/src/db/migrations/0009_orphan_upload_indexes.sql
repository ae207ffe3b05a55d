CREATE INDEX "chat_messages_image_content_idx" ON "chat_messages" USING btree ("content") WHERE "chat_messages"."message_type" = 'IMAGE';--> statement-breakpoint
CREATE INDEX "groups_image_url_idx" ON "groups" USING btree ("image_url") WHERE "groups"."image_url" is not null;--> statement-breakpoint
CREATE INDEX "posts_image_urls_idx" ON "posts" USING gin ("image_urls") WHERE cardinality("posts"."image_urls") > 0;--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_profile_image_idx" ON "users" USING btree ("profile_image") WHERE "users"."profile_image" is not null;