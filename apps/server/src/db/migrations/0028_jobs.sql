-- The refresh-token pruning job (contract §2.3, §17) deletes rows rotated, revoked or expired more
-- than 30 days ago: the moment a row ended is the earliest of the three (least() skips the NULLs of
-- a token never rotated or revoked, so a live one ends when it expires). Indexed on that moment so
-- each batch reads only the rows it deletes. Like 0008 and 0013 it lives in SQL only.
CREATE INDEX IF NOT EXISTS "refresh_tokens_ended_at_idx" ON "refresh_tokens" ((least("expires_at", "rotated_at", "revoked_at")));
