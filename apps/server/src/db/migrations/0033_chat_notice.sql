-- Contract §21: the room notice (공지), one message staff pin above the room. Deleting the message
-- clears it (set null), found through the partial index rather than a scan of every room.
ALTER TABLE "chat_rooms" ADD COLUMN "notice_message_id" integer;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "notice_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_notice_message_id_chat_messages_id_fk" FOREIGN KEY ("notice_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_rooms_notice_message_id_idx" ON "chat_rooms" USING btree ("notice_message_id") WHERE "chat_rooms"."notice_message_id" is not null;
