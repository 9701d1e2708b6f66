CREATE TABLE "hpc_cards" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"cycle_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"framework" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"profile" jsonb NOT NULL,
	"self_assessment" jsonb NOT NULL,
	"self_assessed_by" char(24),
	"self_assessed_at" timestamp with time zone,
	"signed_off_by" char(24),
	"signed_off_at" timestamp with time zone,
	"published_by" char(24),
	"published_at" timestamp with time zone,
	"created_by" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hpc_evidence_links" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"card_id" char(24) NOT NULL,
	"judgement_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"evidence_id" char(24) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hpc_judgements" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"card_id" char(24) NOT NULL,
	"competency" text NOT NULL,
	"dimension" text NOT NULL,
	"level" text NOT NULL,
	"updated_by" char(24) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hpc_narratives" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"card_id" char(24) NOT NULL,
	"domain" text NOT NULL,
	"strengths" text NOT NULL,
	"next_steps" text NOT NULL,
	"updated_by" char(24) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD CONSTRAINT "hpc_cards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD CONSTRAINT "hpc_cards_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD CONSTRAINT "hpc_cards_cycle_id_assessment_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."assessment_cycles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD CONSTRAINT "hpc_cards_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD CONSTRAINT "hpc_cards_self_assessed_by_users_id_fk" FOREIGN KEY ("self_assessed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD CONSTRAINT "hpc_cards_signed_off_by_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD CONSTRAINT "hpc_cards_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD CONSTRAINT "hpc_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_evidence_links" ADD CONSTRAINT "hpc_evidence_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_evidence_links" ADD CONSTRAINT "hpc_evidence_links_card_id_hpc_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."hpc_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_evidence_links" ADD CONSTRAINT "hpc_evidence_links_judgement_id_hpc_judgements_id_fk" FOREIGN KEY ("judgement_id") REFERENCES "public"."hpc_judgements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_judgements" ADD CONSTRAINT "hpc_judgements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_judgements" ADD CONSTRAINT "hpc_judgements_card_id_hpc_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."hpc_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_judgements" ADD CONSTRAINT "hpc_judgements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_narratives" ADD CONSTRAINT "hpc_narratives_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_narratives" ADD CONSTRAINT "hpc_narratives_card_id_hpc_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."hpc_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hpc_narratives" ADD CONSTRAINT "hpc_narratives_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_cards_cycle_child" ON "hpc_cards" USING btree ("cycle_id","child_id");--> statement-breakpoint
CREATE INDEX "hpc_cards_child_id_status_index" ON "hpc_cards" USING btree ("child_id","status");--> statement-breakpoint
CREATE INDEX "hpc_cards_class_id_index" ON "hpc_cards" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_evidence_links_judgement_item" ON "hpc_evidence_links" USING btree ("judgement_id","kind","evidence_id");--> statement-breakpoint
CREATE INDEX "hpc_evidence_links_card_id_index" ON "hpc_evidence_links" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_judgements_card_competency_dimension" ON "hpc_judgements" USING btree ("card_id","competency","dimension");--> statement-breakpoint
CREATE UNIQUE INDEX "hpc_narratives_card_domain" ON "hpc_narratives" USING btree ("card_id","domain");