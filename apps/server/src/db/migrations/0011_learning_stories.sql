CREATE TABLE "stories" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"story_date" date NOT NULL,
	"whole_class" boolean DEFAULT false NOT NULL,
	"story" jsonb NOT NULL,
	"learning" jsonb NOT NULL,
	"next_steps" jsonb NOT NULL,
	"plain_text" text NOT NULL,
	"word_count" integer NOT NULL,
	"author_user_id" char(24) NOT NULL,
	"author_kind" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"review_note" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_children" (
	"story_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	CONSTRAINT "story_children_story_id_child_id_pk" PRIMARY KEY("story_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "story_comments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"story_id" char(24) NOT NULL,
	"author_user_id" char(24) NOT NULL,
	"author_kind" text NOT NULL,
	"body" text NOT NULL,
	"reply_to" char(24),
	"family_child_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_observations" (
	"story_id" char(24) NOT NULL,
	"observation_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "story_observations_story_id_observation_id_pk" PRIMARY KEY("story_id","observation_id")
);
--> statement-breakpoint
CREATE TABLE "story_tag_links" (
	"story_id" char(24) NOT NULL,
	"tag_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	CONSTRAINT "story_tag_links_story_id_tag_id_pk" PRIMARY KEY("story_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "story_tag_sets" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_tags" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"set_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_children" ADD CONSTRAINT "story_children_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_children" ADD CONSTRAINT "story_children_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_children" ADD CONSTRAINT "story_children_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_reply_to_story_comments_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."story_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_observations" ADD CONSTRAINT "story_observations_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_observations" ADD CONSTRAINT "story_observations_observation_id_observations_id_fk" FOREIGN KEY ("observation_id") REFERENCES "public"."observations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_observations" ADD CONSTRAINT "story_observations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tag_links" ADD CONSTRAINT "story_tag_links_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tag_links" ADD CONSTRAINT "story_tag_links_tag_id_story_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."story_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tag_links" ADD CONSTRAINT "story_tag_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tag_sets" ADD CONSTRAINT "story_tag_sets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_set_id_story_tag_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."story_tag_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_class_id_status_story_date_index" ON "stories" USING btree ("class_id","status","story_date");--> statement-breakpoint
CREATE INDEX "stories_school_id_status_story_date_index" ON "stories" USING btree ("school_id","status","story_date");--> statement-breakpoint
CREATE INDEX "stories_author_user_id_status_index" ON "stories" USING btree ("author_user_id","status");--> statement-breakpoint
CREATE INDEX "story_children_child_id_index" ON "story_children" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "story_comments_story_id_created_at_index" ON "story_comments" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE INDEX "story_observations_observation_id_index" ON "story_observations" USING btree ("observation_id");--> statement-breakpoint
CREATE INDEX "story_tag_links_tag_id_index" ON "story_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "story_tag_sets_school_id_index" ON "story_tag_sets" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "story_tags_set_id_position_index" ON "story_tags" USING btree ("set_id","position");--> statement-breakpoint
CREATE INDEX "story_tags_school_id_index" ON "story_tags" USING btree ("school_id");