CREATE TABLE "incidents" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"first_aid" text,
	"staff_user_ids" jsonb NOT NULL,
	"parent_informed_how" text NOT NULL,
	"parent_informed_at" timestamp with time zone,
	"recorded_by_user_id" char(24) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"acknowledged_by_user_id" char(24),
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_doses" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"request_id" char(24) NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"given_on" date NOT NULL,
	"scheduled_time" text,
	"dose" text NOT NULL,
	"notes" text,
	"given_by_user_id" char(24) NOT NULL,
	"witness_user_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_requests" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"medicine_name" text NOT NULL,
	"dose" text NOT NULL,
	"times" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text,
	"requested_by_user_id" char(24) NOT NULL,
	"acknowledged_by_user_id" char(24),
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_acknowledged_by_user_id_users_id_fk" FOREIGN KEY ("acknowledged_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_request_id_medication_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."medication_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_given_by_user_id_users_id_fk" FOREIGN KEY ("given_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_witness_user_id_users_id_fk" FOREIGN KEY ("witness_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_requests" ADD CONSTRAINT "medication_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_requests" ADD CONSTRAINT "medication_requests_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_requests" ADD CONSTRAINT "medication_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_requests" ADD CONSTRAINT "medication_requests_acknowledged_by_user_id_users_id_fk" FOREIGN KEY ("acknowledged_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_class_id_happened_at_index" ON "incidents" USING btree ("class_id","happened_at");--> statement-breakpoint
CREATE INDEX "incidents_child_id_happened_at_index" ON "incidents" USING btree ("child_id","happened_at");--> statement-breakpoint
CREATE INDEX "medication_doses_request_id_given_on_index" ON "medication_doses" USING btree ("request_id","given_on");--> statement-breakpoint
CREATE INDEX "medication_requests_child_id_end_date_index" ON "medication_requests" USING btree ("child_id","end_date");