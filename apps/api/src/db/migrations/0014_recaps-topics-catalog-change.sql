-- Pages kept in memory until the catalogue changes (issue 13) also show recaps (a series page's titles) and
-- topics (the dashboard's home topics): writes to them notify as the other catalogue tables' do (migration
-- 0013), whoever makes them (an admin, a restore).
CREATE TRIGGER "recaps_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recaps" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "topics_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topics" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
