-- Every change to what the catalogue's pages show notifies 'rooted_catalog' when it commits, whoever
-- makes it (admin edits, feed imports, another instance, psql): processes that keep catalogue answers in
-- memory listen and drop them (db/catalog-changes.ts). Statement triggers: one notice per statement, and
-- PostgreSQL folds identical notices of one transaction into one.
CREATE FUNCTION "notify_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rooted_catalog', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "podcasts_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "podcasts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "podcast_episodes_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "podcast_episodes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "episode_transcript_segments_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "episode_transcript_segments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "podcast_series_config_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "podcast_series_config" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "series_episodes_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series_episodes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
