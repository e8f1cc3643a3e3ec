ALTER TABLE "podcast_episodes" ADD COLUMN "transcript_url" text;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "chapters_url" text;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "locked_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;