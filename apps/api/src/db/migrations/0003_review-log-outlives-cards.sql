ALTER TABLE "flashcard_review_log" DROP CONSTRAINT "flashcard_review_log_flashcard_id_flashcards_id_fk";
--> statement-breakpoint
ALTER TABLE "flashcard_review_log" ALTER COLUMN "flashcard_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcard_review_log" ADD CONSTRAINT "flashcard_review_log_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE set null ON UPDATE no action;