-- A dose given twice for one scheduled time before this index (two staff at once) is a real second
-- dose and stays on the child's record: the later one becomes unscheduled, so the index can hold.
UPDATE "medication_doses" AS later SET "scheduled_time" = NULL
WHERE later."scheduled_time" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "medication_doses" AS earlier
  WHERE earlier."request_id" = later."request_id" AND earlier."given_on" = later."given_on"
    AND earlier."scheduled_time" = later."scheduled_time"
    AND (earlier."created_at", earlier."id") < (later."created_at", later."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "medication_doses_request_day_time" ON "medication_doses" USING btree ("request_id","given_on","scheduled_time");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_posts_daily_report_child_day" ON "journal_posts" USING btree ("child_id","posted_on") WHERE "journal_posts"."kind" = 'daily_report';