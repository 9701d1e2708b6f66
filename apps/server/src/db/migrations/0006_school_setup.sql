CREATE TABLE "enrollment_periods" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_adults" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"relation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_run_tokens" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_divisions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_imports" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" char(24) NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"rows" jsonb,
	"summary" jsonb NOT NULL,
	"changes" jsonb,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_roles" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "allergies" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "medical_notes" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "photo_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "division_id" char(24);--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parent_links" ADD COLUMN "relation" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "logo_media_id" char(24);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "academic_year" text DEFAULT '-' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD COLUMN "role_id" char(24);--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollment_periods" ADD CONSTRAINT "enrollment_periods_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_periods" ADD CONSTRAINT "enrollment_periods_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_periods" ADD CONSTRAINT "enrollment_periods_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_adults" ADD CONSTRAINT "pickup_adults_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_adults" ADD CONSTRAINT "pickup_adults_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_divisions" ADD CONSTRAINT "school_divisions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_imports" ADD CONSTRAINT "school_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_imports" ADD CONSTRAINT "school_imports_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_roles" ADD CONSTRAINT "school_roles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_periods_child_id_index" ON "enrollment_periods" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "enrollment_periods_class_id_index" ON "enrollment_periods" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "pickup_adults_child_id_index" ON "pickup_adults" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_divisions_school_name" ON "school_divisions" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "school_imports_school_id_created_at_index" ON "school_imports" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "school_roles_school_name" ON "school_roles" USING btree ("school_id","name");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_division_id_school_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."school_divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_role_id_school_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."school_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing schools: one role per distinct set of permissions their staff hold ("Administrator"
-- when it includes the staff page, else "Teacher"; numbered when a school has several of a kind).
INSERT INTO "school_roles" ("id", "school_id", "name", "permissions")
SELECT substr(md5(random()::text || sets.school_id || sets.role_permissions::text), 1, 24), sets.school_id,
  CASE WHEN count(*) OVER (PARTITION BY sets.school_id, sets.kind) = 1 THEN sets.kind
       ELSE sets.kind || ' ' || row_number() OVER (PARTITION BY sets.school_id, sets.kind ORDER BY sets.role_permissions::text) END,
  sets.role_permissions
FROM (
  SELECT DISTINCT "school_id", "role_permissions",
    CASE WHEN ("role_permissions"->'admin_portal'->>'staff')::boolean THEN 'Administrator' ELSE 'Teacher' END AS kind
  FROM "staff_memberships"
) AS sets;--> statement-breakpoint
UPDATE "staff_memberships" m SET "role_id" = r."id"
FROM "school_roles" r
WHERE r."school_id" = m."school_id" AND r."permissions" = m."role_permissions";--> statement-breakpoint
-- Who is in a class now also opens their enrolment record, from the day they were enrolled.
INSERT INTO "enrollment_periods" ("id", "school_id", "class_id", "child_id", "start_date")
SELECT substr(md5(random()::text || e."id"), 1, 24), e."school_id", e."class_id", e."child_id", e."created_at"::date
FROM "class_enrollments" e;--> statement-breakpoint
-- Children enrolled before consent was recorded keep the behaviour they had: photos allowed.
UPDATE "children" SET "photo_consent" = true;
