CREATE TABLE "attendance_marks" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"marked_by_user_id" char(24) NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_registers" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"date" date NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"completed_by_user_id" char(24),
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_excusals" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" char(24) NOT NULL,
	"decided_by_user_id" char(24),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_posts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"observation_id" char(24),
	"title" text NOT NULL,
	"body" text NOT NULL,
	"posted_on" date NOT NULL,
	"created_by_user_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"observed_on" date NOT NULL,
	"title" text NOT NULL,
	"note" text NOT NULL,
	"kind" text DEFAULT 'general' NOT NULL,
	"created_by_user_id" char(24) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_classes" (
	"announcement_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	CONSTRAINT "announcement_classes_announcement_id_class_id_pk" PRIMARY KEY("announcement_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"share_with" text DEFAULT 'Everyone' NOT NULL,
	"send_email" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"local_date" text NOT NULL,
	"local_time" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_by_user_id" char(24) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_log" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24),
	"subject" text NOT NULL,
	"recipients" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24),
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_user_id_users_id_fk" FOREIGN KEY ("marked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_excusals" ADD CONSTRAINT "child_excusals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_excusals" ADD CONSTRAINT "child_excusals_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_excusals" ADD CONSTRAINT "child_excusals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_excusals" ADD CONSTRAINT "child_excusals_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_excusals" ADD CONSTRAINT "child_excusals_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_posts" ADD CONSTRAINT "journal_posts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_posts" ADD CONSTRAINT "journal_posts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_posts" ADD CONSTRAINT "journal_posts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_posts" ADD CONSTRAINT "journal_posts_observation_id_observations_id_fk" FOREIGN KEY ("observation_id") REFERENCES "public"."observations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_posts" ADD CONSTRAINT "journal_posts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_classes" ADD CONSTRAINT "announcement_classes_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_classes" ADD CONSTRAINT "announcement_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_classes" ADD CONSTRAINT "announcement_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_log" ADD CONSTRAINT "email_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_marks_class_child_date" ON "attendance_marks" USING btree ("class_id","child_id","date");--> statement-breakpoint
CREATE INDEX "attendance_marks_child_id_date_index" ON "attendance_marks" USING btree ("child_id","date");--> statement-breakpoint
CREATE INDEX "attendance_marks_school_id_date_index" ON "attendance_marks" USING btree ("school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_registers_class_date" ON "attendance_registers" USING btree ("class_id","date");--> statement-breakpoint
CREATE INDEX "child_excusals_class_id_start_date_index" ON "child_excusals" USING btree ("class_id","start_date");--> statement-breakpoint
CREATE INDEX "child_excusals_child_id_index" ON "child_excusals" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "journal_posts_child_id_posted_on_index" ON "journal_posts" USING btree ("child_id","posted_on");--> statement-breakpoint
CREATE INDEX "journal_posts_observation_id_index" ON "journal_posts" USING btree ("observation_id");--> statement-breakpoint
CREATE INDEX "observations_class_id_observed_on_index" ON "observations" USING btree ("class_id","observed_on");--> statement-breakpoint
CREATE INDEX "observations_child_id_observed_on_index" ON "observations" USING btree ("child_id","observed_on");--> statement-breakpoint
CREATE INDEX "announcement_classes_class_id_index" ON "announcement_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "announcements_school_id_status_published_at_index" ON "announcements" USING btree ("school_id","status","published_at");--> statement-breakpoint
CREATE INDEX "email_log_school_id_created_at_index" ON "email_log" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_status_run_at_index" ON "scheduled_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_pending_subject" ON "scheduled_jobs" USING btree ("kind","subject_id") WHERE status = 'pending';