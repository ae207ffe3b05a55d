-- Contract §20: a poll's results travel in its live frame (`POLL_CHANGED` carries the counts and,
-- for a named poll, who chose what), so watchers need no read per change. Every vote, withdrawal
-- and closing moves `version` up by one in its own transaction; a frame carries the version its
-- state was read at, and a client keeps a newer state over an older one whatever order frames
-- from two instances arrive in.
ALTER TABLE "polls" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
