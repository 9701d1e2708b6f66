CREATE TABLE "report_card_run_items" (
	"run_id" char(24) NOT NULL,
	"position" integer NOT NULL,
	"child_id" char(24) NOT NULL,
	"child_name" text NOT NULL,
	"content" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"version_id" char(24),
	CONSTRAINT "report_card_run_items_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
CREATE TABLE "report_card_runs" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"cycle_id" char(24) NOT NULL,
	"requested_by" char(24) NOT NULL,
	"title" text NOT NULL,
	"label" text NOT NULL,
	"logo" text,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"made" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_card_titles" (
	"cycle_id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"title" text NOT NULL,
	"updated_by" char(24) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_card_versions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"report_card_id" char(24) NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"draft" boolean NOT NULL,
	"run_id" char(24),
	"generated_by" char(24) NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cards" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"cycle_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_version_id" char(24),
	"published_version_id" char(24),
	"version_count" integer DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"publish_date" text,
	"publish_time" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_card_run_items" ADD CONSTRAINT "report_card_run_items_run_id_report_card_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."report_card_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_run_items" ADD CONSTRAINT "report_card_run_items_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_runs" ADD CONSTRAINT "report_card_runs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_runs" ADD CONSTRAINT "report_card_runs_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_runs" ADD CONSTRAINT "report_card_runs_cycle_id_assessment_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."assessment_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_runs" ADD CONSTRAINT "report_card_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_titles" ADD CONSTRAINT "report_card_titles_cycle_id_assessment_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."assessment_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_titles" ADD CONSTRAINT "report_card_titles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_titles" ADD CONSTRAINT "report_card_titles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_versions" ADD CONSTRAINT "report_card_versions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_versions" ADD CONSTRAINT "report_card_versions_report_card_id_report_cards_id_fk" FOREIGN KEY ("report_card_id") REFERENCES "public"."report_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_versions" ADD CONSTRAINT "report_card_versions_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_cycle_id_assessment_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."assessment_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_card_runs_cycle_id_created_at_index" ON "report_card_runs" USING btree ("cycle_id","created_at");--> statement-breakpoint
CREATE INDEX "report_card_runs_requested_by_created_at_index" ON "report_card_runs" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_card_versions_card_version" ON "report_card_versions" USING btree ("report_card_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "report_cards_cycle_child" ON "report_cards" USING btree ("cycle_id","child_id");--> statement-breakpoint
CREATE INDEX "report_cards_child_id_index" ON "report_cards" USING btree ("child_id");