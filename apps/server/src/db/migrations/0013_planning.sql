CREATE TABLE "class_projects" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"unit_id" char(24),
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum_outcomes" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"framework" text NOT NULL,
	"competency_code" text NOT NULL,
	"code" text NOT NULL,
	"age_band" text NOT NULL,
	"text" text NOT NULL,
	"created_by" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "day_schedules" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"scope" text NOT NULL,
	"age_band" text,
	"class_id" char(24),
	"blocks" jsonb NOT NULL,
	"updated_by" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observation_competencies" (
	"observation_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "observation_competencies_observation_id_code_pk" PRIMARY KEY("observation_id","code")
);
--> statement-breakpoint
CREATE TABLE "planning_resources" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text,
	"materials" jsonb NOT NULL,
	"age_bands" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "planning_settings" (
	"school_id" char(24) PRIMARY KEY NOT NULL,
	"balance_targets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"organization_id" char(24),
	"school_id" char(24),
	"forked_from_id" char(24),
	"global_key" text,
	"title" text NOT NULL,
	"framework" text NOT NULL,
	"age_band" text NOT NULL,
	"duration_days" integer NOT NULL,
	"theme" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"competencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"learning_outcomes" jsonb NOT NULL,
	"activities" jsonb NOT NULL,
	"differentiation" jsonb NOT NULL,
	"assessment" jsonb NOT NULL,
	"home_link" text DEFAULT '' NOT NULL,
	"resource_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text NOT NULL,
	"created_by" char(24),
	"updated_by" char(24),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "week_plan_items" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"week_plan_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"date" date NOT NULL,
	"block_id" char(24) NOT NULL,
	"position" integer NOT NULL,
	"activity" jsonb NOT NULL,
	"competencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_unit_id" char(24),
	"source_activity_id" char(24),
	"status" text DEFAULT 'planned' NOT NULL,
	"evaluation" text DEFAULT '' NOT NULL,
	"moved_to" date,
	"marked_by" char(24),
	"marked_at" timestamp with time zone,
	"created_by" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_plans" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"week_start" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "year_themes" (
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"month" text NOT NULL,
	"theme" text NOT NULL,
	"competencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_by" char(24),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "year_themes_class_id_month_pk" PRIMARY KEY("class_id","month")
);
--> statement-breakpoint
ALTER TABLE "class_projects" ADD CONSTRAINT "class_projects_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_projects" ADD CONSTRAINT "class_projects_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_projects" ADD CONSTRAINT "class_projects_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_projects" ADD CONSTRAINT "class_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_outcomes" ADD CONSTRAINT "curriculum_outcomes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_outcomes" ADD CONSTRAINT "curriculum_outcomes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_schedules" ADD CONSTRAINT "day_schedules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_schedules" ADD CONSTRAINT "day_schedules_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_schedules" ADD CONSTRAINT "day_schedules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_competencies" ADD CONSTRAINT "observation_competencies_observation_id_observations_id_fk" FOREIGN KEY ("observation_id") REFERENCES "public"."observations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_competencies" ADD CONSTRAINT "observation_competencies_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_resources" ADD CONSTRAINT "planning_resources_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_resources" ADD CONSTRAINT "planning_resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_settings" ADD CONSTRAINT "planning_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_forked_from_id_units_id_fk" FOREIGN KEY ("forked_from_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plan_items" ADD CONSTRAINT "week_plan_items_week_plan_id_week_plans_id_fk" FOREIGN KEY ("week_plan_id") REFERENCES "public"."week_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plan_items" ADD CONSTRAINT "week_plan_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plan_items" ADD CONSTRAINT "week_plan_items_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plan_items" ADD CONSTRAINT "week_plan_items_source_unit_id_units_id_fk" FOREIGN KEY ("source_unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plan_items" ADD CONSTRAINT "week_plan_items_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plan_items" ADD CONSTRAINT "week_plan_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plans" ADD CONSTRAINT "week_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plans" ADD CONSTRAINT "week_plans_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_themes" ADD CONSTRAINT "year_themes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_themes" ADD CONSTRAINT "year_themes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_themes" ADD CONSTRAINT "year_themes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_projects_class_id_start_date_index" ON "class_projects" USING btree ("class_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "class_projects_one_default" ON "class_projects" USING btree ("class_id") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_outcomes_school_id_framework_code_index" ON "curriculum_outcomes" USING btree ("school_id","framework","code");--> statement-breakpoint
CREATE INDEX "curriculum_outcomes_school_id_framework_index" ON "curriculum_outcomes" USING btree ("school_id","framework");--> statement-breakpoint
CREATE UNIQUE INDEX "day_schedules_school_scope" ON "day_schedules" USING btree ("school_id") WHERE scope = 'school';--> statement-breakpoint
CREATE UNIQUE INDEX "day_schedules_age_band_scope" ON "day_schedules" USING btree ("school_id","age_band") WHERE scope = 'age_band';--> statement-breakpoint
CREATE UNIQUE INDEX "day_schedules_class_scope" ON "day_schedules" USING btree ("class_id") WHERE scope = 'class';--> statement-breakpoint
CREATE INDEX "observation_competencies_school_id_code_index" ON "observation_competencies" USING btree ("school_id","code");--> statement-breakpoint
CREATE INDEX "planning_resources_school_id_archived_at_updated_at_index" ON "planning_resources" USING btree ("school_id","archived_at","updated_at");--> statement-breakpoint
CREATE INDEX "units_organization_id_updated_at_index" ON "units" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "units_global_key_index" ON "units" USING btree ("global_key");--> statement-breakpoint
CREATE INDEX "units_forked_from_id_index" ON "units" USING btree ("forked_from_id");--> statement-breakpoint
CREATE INDEX "week_plan_items_week_plan_id_date_index" ON "week_plan_items" USING btree ("week_plan_id","date");--> statement-breakpoint
CREATE INDEX "week_plan_items_class_id_date_index" ON "week_plan_items" USING btree ("class_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "week_plans_class_id_week_start_index" ON "week_plans" USING btree ("class_id","week_start");--> statement-breakpoint
-- class_curriculum now names a framework (decision 049): free text that names one is mapped, the rest cleared.
UPDATE "classes" SET "class_curriculum" = CASE
  WHEN "class_curriculum" ILIKE '%NCF%' OR "class_curriculum" ILIKE '%National Curriculum Framework%' OR "class_curriculum" ILIKE '%foundational stage%' THEN 'ncf_fs_2022'
  WHEN "class_curriculum" ILIKE '%EYFS%' OR "class_curriculum" ILIKE '%Early Years Foundation%' THEN 'eyfs_2024'
  ELSE NULL END
WHERE "class_curriculum" IS NOT NULL;
