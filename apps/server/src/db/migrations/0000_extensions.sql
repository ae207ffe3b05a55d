-- Trigram indexes back the Korean substring search over groups (contract §4).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
