-- Contract §21: a chat message may answer (답장) another message of its room.
ALTER TABLE "chat_messages" ADD COLUMN "reply_to_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_to_id_chat_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_reply_to_id_idx" ON "chat_messages" USING btree ("reply_to_id") WHERE "chat_messages"."reply_to_id" is not null;
