-- Contract §21: the members a chat message mentions, by id, with the nickname its text wrote.
ALTER TABLE "chat_messages" ADD COLUMN "mentions" jsonb;
