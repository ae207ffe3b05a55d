ALTER TABLE "chat_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE INDEX "chat_messages_room_id_deleted_at_idx" ON "chat_messages" USING btree ("room_id","deleted_at") WHERE "chat_messages"."deleted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_id_client_id_idx" ON "chat_messages" USING btree ("sender_id","client_id") WHERE "chat_messages"."client_id" is not null;