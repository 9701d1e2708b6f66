CREATE TABLE "reflection_children" (
	"reflection_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	CONSTRAINT "reflection_children_reflection_id_child_id_pk" PRIMARY KEY("reflection_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "reflection_comments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"reflection_id" char(24) NOT NULL,
	"author_user_id" char(24) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reflections" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"author_user_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"week_start" date,
	"project_id" char(24),
	"project_title" text,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"what_worked" text DEFAULT '' NOT NULL,
	"what_to_change" text DEFAULT '' NOT NULL,
	"next_steps" text DEFAULT '' NOT NULL,
	"competencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reflection_children" ADD CONSTRAINT "reflection_children_reflection_id_reflections_id_fk" FOREIGN KEY ("reflection_id") REFERENCES "public"."reflections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflection_children" ADD CONSTRAINT "reflection_children_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflection_comments" ADD CONSTRAINT "reflection_comments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflection_comments" ADD CONSTRAINT "reflection_comments_reflection_id_reflections_id_fk" FOREIGN KEY ("reflection_id") REFERENCES "public"."reflections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflection_comments" ADD CONSTRAINT "reflection_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflections" ADD CONSTRAINT "reflections_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflections" ADD CONSTRAINT "reflections_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflections" ADD CONSTRAINT "reflections_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflections" ADD CONSTRAINT "reflections_project_id_class_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."class_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reflection_children_child_id_index" ON "reflection_children" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "reflection_comments_reflection_id_created_at_index" ON "reflection_comments" USING btree ("reflection_id","created_at");--> statement-breakpoint
CREATE INDEX "reflections_class_id_period_start_index" ON "reflections" USING btree ("class_id","period_start");--> statement-breakpoint
CREATE INDEX "reflections_author_user_id_class_id_index" ON "reflections" USING btree ("author_user_id","class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reflections_one_per_week" ON "reflections" USING btree ("author_user_id","class_id","week_start") WHERE kind = 'week';--> statement-breakpoint
CREATE UNIQUE INDEX "reflections_one_per_project" ON "reflections" USING btree ("author_user_id","class_id","project_id") WHERE kind = 'project';