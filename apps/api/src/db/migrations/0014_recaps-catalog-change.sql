-- A series page shows its recaps (titles, newest first), and the page is kept in memory until the
-- catalogue changes (issue 13): a recap written by an admin or a restore notifies as the other catalogue
-- tables do (migration 0013).
CREATE TRIGGER "recaps_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recaps" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
