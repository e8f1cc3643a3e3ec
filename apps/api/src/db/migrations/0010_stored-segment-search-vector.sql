DROP INDEX "transcript_segments_search_fts";--> statement-breakpoint
ALTER TABLE "episode_transcript_segments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "text"), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "transcript_segments_search_fts" ON "episode_transcript_segments" USING gin ("search_vector");