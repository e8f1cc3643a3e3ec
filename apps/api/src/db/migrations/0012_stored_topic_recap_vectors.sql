DROP INDEX "recaps_search_fts";--> statement-breakpoint
DROP INDEX "topics_search_fts";--> statement-breakpoint
ALTER TABLE "recaps" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "body"), 'B'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "short_description" || ' ' || "description"), 'B') || setweight(to_tsvector('english'::regconfig, ("keywords")::text || ' ' || ("questions")::text), 'C'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recaps_search_fts" ON "recaps" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "topics_search_fts" ON "topics" USING gin ("search_vector");