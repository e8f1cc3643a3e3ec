CREATE TABLE "episode_verse_mentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"episode_id" text NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse_from" smallint,
	"verse_to" smallint,
	"source" text NOT NULL,
	"time_seconds" real,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verse_index_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episode_verse_mentions" ADD CONSTRAINT "episode_verse_mentions_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verse_mentions_chapter_idx" ON "episode_verse_mentions" USING btree ("book","chapter","verse_from");--> statement-breakpoint
CREATE INDEX "verse_mentions_episode_idx" ON "episode_verse_mentions" USING btree ("episode_id");