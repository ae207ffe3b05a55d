-- Contract §20: the album's event filter counts a group's event photos per event. Read in
-- (group, event) order with the uploader and time beside, it groups without a sort and checks
-- blocks and finds each event's newest photo without reading the table.
CREATE INDEX "event_photos_group_id_event_id_idx" ON "event_photos" USING btree ("group_id", "event_id") INCLUDE ("uploader_id", "created_at");
